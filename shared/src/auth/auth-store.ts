/** The admin session kept in the browser: a reload stays signed in until the token expires. */
export const AUTH_STORAGE_KEY = 'admin_auth';

export interface AdminSession {
  token: string;
  /** ISO time at which the server stops accepting the token. */
  expiresAt: string;
  user: { username: string };
}

export function readSession(storage: Storage = localStorage): AdminSession | null {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as AdminSession;
    return typeof session.token === 'string' && typeof session.expiresAt === 'string' ? session : null;
  } catch {
    return null;
  }
}

export function isSessionValid(session: AdminSession | null, now = Date.now()): session is AdminSession {
  return session !== null && Date.parse(session.expiresAt) > now;
}

export function saveSession(session: AdminSession, storage: Storage = localStorage): void {
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(AUTH_STORAGE_KEY);
}
