/**
 * The one spelling of an account name: Unicode NFKC (fullwidth 'Ｅ' is 'E'), trimmed, lower case.
 * Sign-in looks the account up by it and the lockout counts failures under it, so "Editor@x" and
 * " editor@x" are one account with one count, never several with fresh tries each.
 */
export function normaliseAccountName(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}
