export const CONTACT_MESSAGE_MAX = 500;
export const DEFAULT_COUNTRY_CODE = '+91';
/** ISO 3166-1 alpha-2 code of the phone input's default country (India). */
export const DEFAULT_PHONE_COUNTRY = 'in';
export const PHONE_NATIONAL_MIN_DIGITS = 2;
export const PHONE_NATIONAL_MAX_DIGITS = 17;
export const CONTACT_REPLY_HOURS = 24;

/** A full name made only of letters (any script), spaces, hyphens and apostrophes. */
export const NAME_ALLOWED = /^[\p{L}\p{M}\s'’-]*$/u;
const NAME_DISALLOWED = /[^\p{L}\p{M}\s'’-]/gu;
const NON_DIGITS = /\D/g;

export const CONTACT_SUCCESS_MESSAGE = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";
export const CONTACT_ERROR_MESSAGE = 'Sorry, there was an error sending your message. Please try again or contact us directly.';

export interface ContactFormValues {
  name: string;
  email: string;
  /** International format, e.g. '+91 98765 43210'. */
  phone: string;
  countryCode: string;
  company: string;
  message: string;
}

/** The body of POST /api/contact-form. The token field keeps its spec name whatever the provider. */
export interface ContactSubmission extends ContactFormValues {
  recaptchaToken: string;
}

export const ENQUIRY_STATUSES = ['new', 'read', 'archived'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** An enquiry as the API stores and lists it (the token is never stored). */
export interface Enquiry extends ContactFormValues {
  id: string;
  createdAt: string;
  updatedAt?: string;
  status: EnquiryStatus;
}

export type ContactStatus = 'idle' | 'success' | 'error';

export const defaultContactFormValues: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  company: '',
  message: '',
};

/** Drops what cannot be typed into the Full Name field. */
export function sanitizeName(value: string): string {
  return value.replace(NAME_DISALLOWED, '');
}

/** The plain phone field accepts digits only. */
export function digitsOnly(value: string): string {
  return value.replace(NON_DIGITS, '');
}

/** The client-side gate before sending: required fields, message length and a verification token. */
export function canSubmitContact(values: ContactFormValues, token: string | null | undefined): boolean {
  const required = [values.name, values.email, values.message].every((field) => field.trim() !== '');
  return required && values.message.length <= CONTACT_MESSAGE_MAX && Boolean(token);
}

/** GET /api/contact-form/verification: which human-verification widget the contact form shows. */
export type VerificationInfo = { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

/** The self-hosted default (works offline); also the contact page's fallback when the API is unreachable. */
export const DEFAULT_VERIFICATION: VerificationInfo = { provider: 'altcha', challengeUrl: '/api/contact-form/challenge' };
