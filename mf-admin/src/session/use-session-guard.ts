import { clearSession, expireSession, isSessionValid, readSession, AUTH_STORAGE_KEY, SESSION_EXPIRED_EVENT, type AdminSession } from '@pharma/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';
/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What the dashboard does with the stored session when it opens. */
export type SessionCheck = { status: 'valid'; session: AdminSession } | { status: 'expired' } | { status: 'none' };

export function checkSession(): SessionCheck {
  const session = readSession();
  if (isSessionValid(session)) return { status: 'valid', session };
  return session ? { status: 'expired' } : { status: 'none' };
}

/**
 * Keeps the dashboard honest about the session: the server is asked once whether it still accepts
 * the token (a corrupted or revoked token answers 401), a timer fires when the token expires, and any
 * 401 from an editor's call (SESSION_EXPIRED_EVENT) sends the admin to sign-in with a message.
 * Signing out in another tab signs this one out too.
 */
export function useSessionGuard(session: AdminSession | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!session) return undefined;
    const toSignIn = () => void navigate('/admin/login', { replace: true, state: { notice: SESSION_EXPIRED_NOTICE } });
    window.addEventListener(SESSION_EXPIRED_EVENT, toSignIn);

    const remaining = Date.parse(session.expiresAt) - Date.now();
    const timer = setTimeout(() => {
      clearSession();
      toSignIn();
    }, Math.min(Math.max(remaining, 0), MAX_TIMER_MS));

    const controller = new AbortController();
    fetch('/api/auth/me', { headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/json' }, signal: controller.signal, cache: 'no-store' }).then(
      (response) => {
        if (response.status === 401) expireSession();
      },
      () => undefined, // API unreachable: the editors report their own failures.
    );

    const onStorage = (event: StorageEvent) => {
      if ((event.key === AUTH_STORAGE_KEY || event.key === null) && !readSession()) void navigate('/admin/login', { replace: true });
    };
    window.addEventListener('storage', onStorage);

    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, toSignIn);
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      controller.abort();
    };
  }, [session, navigate]);
}
