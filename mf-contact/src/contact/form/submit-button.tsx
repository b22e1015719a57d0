import { CONTACT_TEXTS } from '@pharma/shared/content';

interface Props {
  submitting: boolean;
  verified: boolean;
}

/** 'Sending...' with a spinner while submitting, 'Please complete reCAPTCHA' until verified, else 'Get in Touch'. */
export function SubmitButton({ submitting, verified }: Props) {
  return (
    <button
      type="submit"
      className={`btn btn-primary contact-submit${submitting ? ' contact-submit--sending' : verified ? '' : ' contact-submit--waiting'}`}
      disabled={submitting || !verified}
    >
      {submitting ? (
        <>
          <span className="contact-submit-spinner" aria-hidden="true" />
          {CONTACT_TEXTS.submitting}
        </>
      ) : verified ? (
        <>
          <i className="ri-send-plane-line" aria-hidden="true" />
          {CONTACT_TEXTS.submit}
        </>
      ) : (
        CONTACT_TEXTS.needsVerification
      )}
    </button>
  );
}
