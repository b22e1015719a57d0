import { ApiError, saveSession, type AdminSession } from '@pharma/shared';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const LOGIN_FAILED = 'Login failed. Please try again.';

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
  if (response.status === 401) throw new ApiError(401, INVALID_CREDENTIALS);
  if (!response.ok) throw new ApiError(response.status, LOGIN_FAILED);
  const session = (await response.json()) as AdminSession;
  saveSession(session);
  return session;
}
