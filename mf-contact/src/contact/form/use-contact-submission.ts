import { canSubmitContact, defaultContactFormValues, type ContactFormValues, type ContactStatus, type ContactSubmission } from '@pharma/shared/content';
import { useRef, useState } from 'react';
import { formatPhoneNumberIntl } from 'react-phone-number-input';
import { sendEnquiry } from './send-enquiry';

interface Options {
  /** Called after an OK answer: the form resets its widget and phone country. */
  onSent: () => void;
}

/**
 * The contact submission state machine (as the spec asks): status idle | success | error plus a submitting
 * flag. Submit → idle + submitting; no token or too long a message → error, nothing sent; OK → success,
 * cleared form and token; non-OK or network failure → error; submitting always ends false.
 */
export function useContactSubmission({ onSent }: Options) {
  const [values, setValues] = useState<ContactFormValues>(defaultContactFormValues);
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const setField = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('idle');
    setSubmitting(true);
    try {
      if (!token || !canSubmitContact(values, token)) {
        setStatus('error');
        return;
      }
      const ok = await sendEnquiry(toSubmission(values, token));
      if (!ok) {
        setStatus('error');
        return;
      }
      setStatus('success');
      setValues(defaultContactFormValues);
      setToken(null);
      onSent();
    } catch (error) {
      console.warn('The enquiry could not be sent', error);
      setStatus('error');
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, setField, token, setToken, status, submitting, submit };
}

/** The POST body: trimmed text, the phone in international format ('+91 98765 43210'). */
export function toSubmission(values: ContactFormValues, token: string): ContactSubmission {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone ? formatPhoneNumberIntl(values.phone) || values.phone : '',
    countryCode: values.countryCode,
    company: values.company.trim(),
    message: values.message,
    recaptchaToken: token,
  };
}
