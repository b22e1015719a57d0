import type { To } from 'react-router-dom';

/**
 * How this remote hands a subject to the contact page (mf-contact reads it):
 *   pathname '/contact', query `?subject=<encodeURIComponent(subject)>`, navigation state `{ subject }`.
 * The state survives in-app navigation; the query survives a reload, a new tab or a shared link.
 */
export const CONTACT_PATH = '/contact';
export const CONTACT_SUBJECT_PARAM = 'subject';

export interface ContactNavigationState {
  subject: string;
}

export function contactTarget(subject: string): { to: To; state: ContactNavigationState } {
  return {
    to: { pathname: CONTACT_PATH, search: `?${CONTACT_SUBJECT_PARAM}=${encodeURIComponent(subject)}` },
    state: { subject },
  };
}

export function quoteSubject(what: string): string {
  return `Quote request: ${what}`;
}

export function informationSubject(name: string, cas: string): string {
  return `Information request: ${name} (CAS ${cas})`;
}

export const CUSTOM_INTERMEDIATES_SUBJECT = 'Custom intermediates enquiry';
