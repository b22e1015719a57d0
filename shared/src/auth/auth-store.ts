import { ROLES, type Role, type SignedInUser } from '../content/accounts.js';

/**
 * Who is signed in to the admin, as last learnt from the API (the login answer or GET /api/auth/me).
 * Never a token: the session itself is an httpOnly cookie that no script on the page can read, so
 * nothing here is worth stealing. It is kept under the spec's admin key so a reload paints the
 * dashboard at once and a logout in one tab signs out the others; the API stays the authority
 * (any 401 clears it).
 */
export const AUTH_STORAGE_KEY = 'admin_auth';

export interface AdminSession {
  user: SignedInUser;
}

/** The role the dashboard last heard for the signed-in user (null when nobody is): what it hides, not what it allows. */
export function currentRole(storage: Storage = localStorage): Role | null {
  return readSession(storage)?.user.role ?? null;
}

export function readSession(storage: Storage = localStorage): AdminSession | null {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { user?: { username?: unknown; role?: unknown; name?: unknown }; token?: unknown };
    if (typeof value?.user?.username !== 'string') return null;
    const session = { user: signedInUserOf(value.user) };
    // An older admin build kept a bearer token here: drop it rather than leave it readable.
    if ('token' in value) saveSession(session, storage);
    return session;
  } catch {
    return null;
  }
}

export function saveSession(session: AdminSession, storage: Storage = localStorage): void {
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: signedInUserOf(session.user) }));
}

/**
 * The user as the API described it, checked field by field (the storage and the answer are inputs).
 * An unknown role reads as Viewer: the dashboard then hides every edit, and the API decides anyway.
 */
export function signedInUserOf(value: { username?: unknown; role?: unknown; name?: unknown }): SignedInUser {
  const role = (ROLES as readonly unknown[]).includes(value.role) ? (value.role as Role) : 'Viewer';
  const user: SignedInUser = { username: String(value.username), role };
  if (typeof value.name === 'string') user.name = value.name;
  return user;
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(AUTH_STORAGE_KEY);
}
