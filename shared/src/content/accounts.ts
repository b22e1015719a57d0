/**
 * Accounts and roles (issue 14), shared by the API and the dashboard.
 *
 * Administrator: everything, users and settings included. Editor: edits content. Reviewer: reads
 * everything (approves and publishes in the coming workflow), edits nothing. Viewer: read-only
 * dashboard. The server enforces them on every route; the dashboard only hides what a role cannot do.
 */
export const ROLES = ['Administrator', 'Editor', 'Reviewer', 'Viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as `GET /api/auth/me` and the login answer give it. */
export interface SignedInUser {
  username: string;
  role: Role;
}
