import { ApiError, apiGet, LOGIN_FAILED, LOGIN_INVALID_CREDENTIALS, saveSession, signedInUserOf, type AdminSession } from '@pharma/shared';

/**
 * Signs in against the API in cookie mode: the API sets the httpOnly session cookie and answers
 * only who signed in, so no token ever reaches a script. Resolves that user or rejects with the
 * text to show (the API's own message when it refuses for too many attempts).
 */
export async function login(username: string, password: string): Promise<AdminSession> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password, mode: 'cookie' }),
    });
  } catch {
    throw new ApiError(0, LOGIN_FAILED);
  }
  if (response.status === 401) throw new ApiError(401, LOGIN_INVALID_CREDENTIALS);
  if (response.status === 429) throw new ApiError(429, (await messageOf(response)) ?? LOGIN_FAILED);
  if (!response.ok) throw new ApiError(response.status, LOGIN_FAILED);
  const answer = (await response.json().catch(() => null)) as Partial<AdminSession> | null;
  if (typeof answer?.user?.username !== 'string') throw new ApiError(response.status, LOGIN_FAILED);
  const session = { user: signedInUserOf(answer.user) };
  saveSession(session);
  return session;
}

/** Ends the session on the server (revoked for every API instance, cookie cleared), then locally. */
export async function logout(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    // Unreachable API: the local sign-out still happens; the session then ends by its idle timeout.
  }
}

async function messageOf(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : undefined;
}

export interface DemoCredentials {
  username: string;
  password: string;
}

/**
 * The development credentials, shown on the sign-in page. The API answers them only in development
 * mode while the built-in development credentials are in use; otherwise 404 → nothing shown.
 */
export async function fetchDemoCredentials(): Promise<DemoCredentials | null> {
  try {
    const value = await apiGet<Partial<DemoCredentials>>('/api/auth/demo-credentials');
    return typeof value.username === 'string' && typeof value.password === 'string' ? { username: value.username, password: value.password } : null;
  } catch {
    return null;
  }
}
