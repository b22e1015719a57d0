import { ACCOUNT_TEXTS, adminGetList, ApiError, apiSend, type Account, type AccountDraft, type AccountWithLink, type SetPasswordLink } from '@pharma/shared';

/** The accounts that sign in to the dashboard (Administrator only). */
export const USERS_PATH = '/api/users';

export type AccountPatch = Partial<Pick<Account, 'name' | 'role' | 'status'>>;

export function listUsers(): Promise<Account[]> {
  return adminGetList<Account>(USERS_PATH);
}

/** Adds an account; the answer is read whole (`{ data, setPassword }`): the link is beside the data. */
export function addUser(draft: AccountDraft): Promise<AccountWithLink> {
  return apiSend<AccountWithLink>('POST', USERS_PATH, draft, { whole: true }).catch(asRefusal);
}

export function updateUser(id: string, patch: AccountPatch): Promise<Account> {
  return apiSend<Account>('PATCH', `${USERS_PATH}/${encodeURIComponent(id)}`, patch).catch(asRefusal);
}

/** Clears the password and ends the person's sessions; answers a new set-password link. */
export function resetPassword(id: string): Promise<AccountWithLink> {
  return apiSend<AccountWithLink>('POST', `${USERS_PATH}/${encodeURIComponent(id)}/reset-password`, undefined, { whole: true }).catch(asRefusal);
}

/** The link to hand over: the site's own origin, then the path the API gave (token in the fragment). */
export function linkUrl(link: SetPasswordLink, origin = window.location.origin): string {
  return `${origin}${link.path}`;
}

/**
 * A 409 from these routes is a rule (email taken, the built-in administrator, oneself), not a stale
 * version: re-thrown as a plain refusal so the kit does not offer "Reload" for it, with the email
 * message under the Email field.
 */
function asRefusal(error: unknown): never {
  if (error instanceof ApiError && error.status === 409) {
    const fieldErrors = error.message === ACCOUNT_TEXTS.emailTaken ? { email: [error.message] } : error.fieldErrors;
    throw new ApiError(422, error.message, fieldErrors);
  }
  throw error;
}
