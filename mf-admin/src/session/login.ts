import { ApiError, apiGet, LOGIN_FAILED, LOGIN_INVALID_CREDENTIALS, saveSession, type AdminSession } from '@pharma/shared';

/** Signs in against the API; resolves the stored session or rejects with the text to show. */
export async function login(username: string, password: string): Promise<AdminSession> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new ApiError(0, LOGIN_FAILED);
  }
  if (response.status === 401) throw new ApiError(401, LOGIN_INVALID_CREDENTIALS);
  if (!response.ok) throw new ApiError(response.status, LOGIN_FAILED);
  const session = (await response.json().catch(() => null)) as AdminSession | null;
  if (!session || typeof session.token !== 'string' || typeof session.expiresAt !== 'string') throw new ApiError(response.status, LOGIN_FAILED);
  saveSession(session);
  return session;
}

export interface DemoCredentials {
  username: string;
  password: string;
}

/**
 * The development credentials, shown on the sign-in page. The API answers them only outside
 * production while the built-in development credentials are in use; otherwise 404 → nothing shown.
 */
export async function fetchDemoCredentials(): Promise<DemoCredentials | null> {
  try {
    const value = await apiGet<Partial<DemoCredentials>>('/api/auth/demo-credentials');
    return typeof value.username === 'string' && typeof value.password === 'string' ? { username: value.username, password: value.password } : null;
  } catch {
    return null;
  }
}
