/**
 * Accounts, roles, permissions and the audit trail, shared by the API and the dashboard.
 *
 * Administrator: everything, users and settings included. Editor: edits content and answers the
 * contact form's enquiries. Reviewer: reads the content (approves and publishes in the coming
 * workflow) and the audit trail, edits nothing. Viewer: read-only dashboard. Neither Reviewer nor
 * Viewer reads enquiries (personal data). The server enforces them on every route; the dashboard
 * only hides what a role cannot do.
 */
export const ROLES = ['Administrator', 'Editor', 'Reviewer', 'Viewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a route needs. 'public': anyone, signed in or not. 'signed-in': any role (read the
 * dashboard, change one's own password, sign out). The others are granted per role below.
 * 'content.purge': removing deleted items from the trash for good, Administrators only.
 * 'content.review': signing a submission for review, Reviewers and Administrators.
 * 'enquiries.read': the contact form's enquiries are visitors' personal data (names, e-mail
 * addresses, phone numbers, messages), which even the audit trail redacts; only the roles that
 * answer them read them, not every signed-in role.
 * 'remotes.manage': the Remotes tab: which release of each remote is live, canaries,
 * rollbacks. Administrators only (a deploy pipeline publishes with REMOTES_DEPLOY_TOKEN instead).
 */
export const PERMISSIONS = [
  'public',
  'signed-in',
  'content.edit',
  'content.purge',
  'content.review',
  'settings.edit',
  'users.manage',
  'audit.read',
  'enquiries.read',
  'remotes.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<Role, readonly Permission[]> = {
  Administrator: ['content.edit', 'content.purge', 'content.review', 'settings.edit', 'users.manage', 'audit.read', 'enquiries.read', 'remotes.manage'],
  Editor: ['content.edit', 'enquiries.read'],
  Reviewer: ['content.review', 'audit.read'],
  Viewer: [],
};

/** Whether a signed-in role (or nobody, null) holds a permission. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (permission === 'public') return true;
  if (!role) return false;
  return permission === 'signed-in' || GRANTS[role].includes(permission);
}

/** The signed-in user as `GET /api/auth/me` and the login answer give it. */
export interface SignedInUser {
  username: string;
  role: Role;
  /** The person's name (the env-configured administrator's is its username). */
  name?: string;
}

export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A sign-in account as GET /api/users lists it (never its password or its link). */
/**
 * One pair a reviewer may sign: a language of the site and a signature meaning ("Medical review" in
 * German). An account with none signs every language and meaning its role may sign.
 */
export interface SigningScope {
  locale: string;
  meaning: string;
}

export interface Account {
  id: string;
  name: string;
  /** What the person types as username at sign-in. */
  email: string;
  role: Role;
  /** 'active' shows green, anything else red; an inactive account cannot sign in. */
  status: AccountStatus;
  /** The env-configured administrator: always an active Administrator, its password set by env. */
  builtIn: boolean;
  /** False until the person has used their set-password link. */
  hasPassword: boolean;
  lastSignInAt: string | null;
  /** What this person may sign, as their role allows; empty: everything. */
  signs: SigningScope[];
  createdAt: string;
  updatedAt: string;
}

/** What an Administrator enters to add a user (POST /api/users). */
export interface AccountDraft {
  name: string;
  email: string;
  role: Role;
  status: AccountStatus;
  signs?: SigningScope[];
}

/** Whether an account limited to `signs` may sign `meaning` in `locale` (no limits: yes). */
export function signsFor(signs: readonly SigningScope[] | undefined, locale: string, meaning: string): boolean {
  return !signs?.length || signs.some((scope) => scope.locale === locale && scope.meaning === meaning);
}

/**
 * A one-time link that sets a password (after adding a user or resetting one). Shown once to the
 * Administrator, who passes it on; the token is in the fragment, so it never reaches a server log.
 */
export interface SetPasswordLink {
  /** '/admin/set-password#token=…', to be put after the site's origin. */
  path: string;
  expiresAt: string;
}

/** The answer of adding a user or resetting a password. */
export interface AccountWithLink {
  data: Account;
  setPassword: SetPasswordLink;
}

export const PASSWORD_MIN_LENGTH = 12;
/** bcrypt reads 72 bytes at most; 64 characters of any script stays within it for most people. */
export const PASSWORD_MAX_LENGTH = 64;

/** How long a link asked for with "Forgot password?" stays usable (an Administrator's link: 72 hours). */
export const FORGOTTEN_LINK_MINUTES = 60;

export const ACCOUNT_TEXTS = {
  permissionDenied: (role: Role) => `Your role (${role}) does not allow this.`,
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  linkInvalid: 'This link is invalid, used or expired. Ask an administrator for a new one, or use "Forgot password?" on the sign-in page.',
  /** The one answer of "Forgot password?", whether or not the address has an account. */
  forgottenSent: `If an account with this e-mail address exists, a link to choose a new password is on its way to it. The link works once, for ${FORGOTTEN_LINK_MINUTES} minutes.`,
  currentPasswordWrong: 'The current password is not correct.',
  emailTaken: 'A user with this email exists already.',
  builtInFixed: 'The configured administrator always stays an active Administrator.',
  notYourself: 'You cannot deactivate your own account or change your own role.',
} as const;

/**
 * What an audit entry records. Content writes are 'create', 'update', 'delete', 'reorder' or 'upload';
 * with drafts a working-copy write of `?draft=true` is 'draft', a page's release swap is
 * 'publish', and 'discard', 'restore', 'trash' name the writes of those actions. Review:
 * 'submit', 'withdraw', 'sign' (an electronic signature, approve or reject), 'schedule' (a schedule
 * created, cancelled or run), 'unpublish', 'expire' (a review-by date passed), 'lock-take-over'.
 * Remote releases: 'release' (a build published), 'promote', 'rollback' (by a person, or by
 * the registry itself when a canary's browsers fail), 'canary' (started, changed or stopped), 'pin'.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'create',
  'update',
  'delete',
  'reorder',
  'upload',
  'draft',
  'publish',
  'discard',
  'restore',
  'trash',
  'submit',
  'withdraw',
  'sign',
  'schedule',
  'unpublish',
  'expire',
  'lock-take-over',
  'release',
  'promote',
  'rollback',
  'canary',
  'pin',
  'password-set',
  'password-change',
  'password-reset',
  'password-forgotten',
  'permission-denied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditOutcome = 'success' | 'failure' | 'denied';

/** One field of a document before and after a write, as JSON text ('' when absent). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** One audit entry (GET /api/audit). Entries are appended, never changed or removed. */
export interface AuditEntry {
  id: string;
  /** Position in the trail, from 1, without gaps. */
  seq: number;
  at: string;
  /** Who: the username typed at sign-in, or 'system' for the API's own work (start, scheduler, canary checks). */
  actor: string;
  role: Role | null;
  /** The request's address; for the system's work, the address that triggered it (a health report's sender), else ''. */
  ip: string;
  /** The request's user agent; for the system's work, its trigger ('scheduler tick (instance …)'). */
  userAgent: string;
  action: AuditAction;
  /** The admin page or area: home, about, …, users, settings, media, auth; a signature's is the page it approves. */
  page: string;
  collection: string;
  documentId: string;
  changes: FieldChange[];
  outcome: AuditOutcome;
  /** The request that made the change ('PUT /api/cms/home/hero'), or a note on a failure. */
  detail: string;
  /** The W3C trace id of the request (its log lines in nginx, the gateway and the API carry it too). */
  traceId?: string;
  /** HMAC-SHA256 (keyed by AUDIT_SECRET) of the previous entry's hash and this entry; plain SHA-256 for entries from before the key. */
  hash: string;
  /**
   * For a write's entry (appended before the write): 'committed' once the write is known to be in the
   * store, 'aborted' when it was not applied, 'pending' while it is being made. Absent for events.
   */
  status?: AuditWriteStatus;
}

export type AuditWriteStatus = 'pending' | 'committed' | 'aborted';

/** The trail's anchor outside the trail: how many entries, the newest one's hash, when; MAC'ed. */
export interface AuditCheckpoint {
  count: number;
  head: string;
  at: string;
  /** The first entry chained with the keyed MAC (the entries before it use the older plain SHA-256 rule). */
  keyedFrom: number;
}

/** POST /api/audit/verify: the whole trail checked against its MACs and the checkpoint. */
export interface AuditVerification {
  ok: boolean;
  /** What was found: 'N entries verified…' or why the trail is broken. */
  message: string;
  checkpoint: AuditCheckpoint | null;
  verifiedAt: string;
}

/** GET /api/audit's filters; the CSV export (GET /api/audit/export.csv) takes the same. */
export interface AuditQuery {
  user?: string;
  page?: string;
  action?: AuditAction;
  /** Inclusive ISO dates or date-times. */
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

/**
 * The CSV export's shapes: 'events', one row per event with its changes in words (the default);
 * 'fields', one row per changed field with the stored values.
 */
export const AUDIT_EXPORT_FORMATS = ['events', 'fields'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

export interface AuditPage {
  data: AuditEntry[];
  total: number;
  /** The values seen in the trail, for the filters' choices. */
  users: string[];
  pages: string[];
  /** Display names by username, for the accounts that have one (read from the trail's account entries). */
  names?: Record<string, string>;
  /** The trail's current checkpoint (null before the first one is written). */
  checkpoint?: AuditCheckpoint | null;
}
