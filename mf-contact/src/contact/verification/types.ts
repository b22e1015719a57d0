import type { Ref } from 'react';

/** What the form can ask of whichever widget is shown. */
export interface VerificationHandle {
  /** Clears the solved state so the next message needs a fresh token. */
  reset: () => void;
}

/** The one interface every provider component implements. */
export interface ProviderProps {
  /** The token to send as `recaptchaToken`, or null when there is none (yet, or any more). */
  onTokenChange: (token: string | null) => void;
  ref?: Ref<VerificationHandle>;
}
