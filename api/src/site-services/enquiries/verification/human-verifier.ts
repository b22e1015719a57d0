import type { VerificationInfo } from '@pharma/shared/content';

export type { VerificationInfo };

/**
 * The contact form's human check, pluggable: ALTCHA proof-of-work by default (self-hosted, works
 * offline), Google reCAPTCHA when both keys are configured.
 */
export abstract class HumanVerifier {
  abstract describe(): VerificationInfo;
  /** A fresh challenge, for providers that issue their own (ALTCHA); undefined otherwise. */
  abstract challenge(): Promise<object | undefined>;
  /** True when the token proves a human; throws ServiceUnavailableException if the provider cannot be asked. */
  abstract verify(token: string, remoteIp?: string): Promise<boolean>;
}
