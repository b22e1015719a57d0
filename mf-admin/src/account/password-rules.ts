import { ACCOUNT_TEXTS, ApiError, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pharma/shared';

export const PASSWORDS_DIFFER = 'The two passwords do not match.';

/** The hint under a new password: the same limits the API checks. */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong one.`;

/**
 * What is wrong with a new password and its confirmation, checked before any request (the API checks
 * the length again and answers the same texts); null when it may be sent.
 */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_TEXTS.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_TEXTS.passwordTooLong;
  if (password !== confirmation) return PASSWORDS_DIFFER;
  return null;
}

/** What a password request's failure says: the server's words, or that it was not reached. */
export function passwordRequestFailure(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : 'Could not reach the server. Try again.';
}
