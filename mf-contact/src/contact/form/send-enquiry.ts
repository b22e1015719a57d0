import type { ContactSubmission } from '@pharma/shared/content';

export const CONTACT_FORM_PATH = '/api/contact-form';

/**
 * POST /api/contact-form. Only whether the status is OK matters (as the spec asks): the body is not read.
 * Sent without the admin's bearer token on purpose: the form is anonymous.
 */
export async function sendEnquiry(submission: ContactSubmission): Promise<boolean> {
  const response = await fetch(CONTACT_FORM_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(submission),
  });
  return response.ok;
}
