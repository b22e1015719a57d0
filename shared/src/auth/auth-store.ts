/**
 * Who is signed in to the admin, as last learnt from the API (the login answer or GET /api/auth/me).
 * Never a token: the session itself is an httpOnly cookie that no script on the page can read, so
 * nothing here is worth stealing. It is kept under the spec's admin key so a reload paints the
 * dashboard at once and a logout in one tab signs out the others; the API stays the authority
 * (any 401 clears it).
 */
export const AUTH_STORAGE_KEY = 'admin_auth';

export interface AdminSession {
  user: { username: string };
}

export function readSession(storage: Storage = localStorage): AdminSession | null {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { user?: { username?: unknown }; token?: unknown };
    if (typeof value?.user?.username !== 'string') return null;
    const session = { user: { username: value.user.username } };
    // An older admin build kept a bearer token here: drop it rather than leave it readable.
    if ('token' in value) saveSession(session, storage);
    return session;
  } catch {
    return null;
  }
}

export function saveSession(session: AdminSession, storage: Storage = localStorage): void {
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: { username: session.user.username } }));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(AUTH_STORAGE_KEY);
}
