import { expireSession, readSession, saveSession, signedInUserOf, AUTH_STORAGE_KEY, SESSION_EXPIRED_EVENT, type AdminSession } from '@pharma/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';
/**
 * The sign-in page's notice is also kept for this tab until the next sign-in: several 401s at once
 * navigate there more than once, and a later navigation (or a reload) must not lose what it says.
 */
const NOTICE_KEY = 'admin_sign_in_notice';

/** The notice the sign-in page shows: the navigation's, else the one kept for this tab. */
export function signInNotice(fromNavigation: string | undefined): string | undefined {
  return fromNavigation ?? sessionStorage.getItem(NOTICE_KEY) ?? undefined;
}

/** Signed in again: the notice has done its work. */
export function clearSignInNotice(): void {
  sessionStorage.removeItem(NOTICE_KEY);
}
/** While the admin types or clicks, the API hears from the page at most this often (it slides the session). */
const KEEPALIVE_MS = 2 * 60 * 1000;

/** What the dashboard knows about the session: who (from the last answer), or still asking, or nobody. */
export type SessionCheck = { status: 'valid'; session: AdminSession } | { status: 'checking' } | { status: 'none' };

type MeAnswer = { status: 'valid'; session: AdminSession } | { status: 'refused' } | { status: 'unreachable' };

/** GET /api/auth/me with the cookie: the API is the only judge of whether a session exists. */
export async function askWhoAmI(signal?: AbortSignal): Promise<MeAnswer> {
  try {
    const response = await fetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store', signal });
    if (response.status === 401) return { status: 'refused' };
    if (!response.ok) return { status: 'unreachable' };
    const body = (await response.json()) as { user?: { username?: unknown; role?: unknown; name?: unknown } };
    if (typeof body.user?.username !== 'string') return { status: 'unreachable' };
    return { status: 'valid', session: { user: signedInUserOf(body.user) } };
  } catch {
    return { status: 'unreachable' };
  }
}

/**
 * The dashboard's view of the session. With a remembered "who am I" it shows at once and the API
 * confirms in the background (a refusal then sends the admin to sign-in with the notice; an API
 * outage is not a sign-out). Without one it asks GET /api/auth/me first: a session cookie the page
 * cannot see may still be valid.
 */
export function useSessionCheck(): SessionCheck {
  const [check, setCheck] = useState<SessionCheck>(() => {
    const session = readSession();
    return session ? { status: 'valid', session } : { status: 'checking' };
  });
  useEffect(() => {
    const controller = new AbortController();
    const remembered = readSession() !== null;
    void askWhoAmI(controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.status === 'valid') {
        saveSession(answer.session);
        setCheck(answer);
      } else if (answer.status === 'refused' && remembered) expireSession();
      else if (!remembered) setCheck({ status: 'none' });
    });
    return () => controller.abort();
  }, []);
  return check;
}

/**
 * Keeps the dashboard honest about the session: any 401 from an editor's call (SESSION_EXPIRED_EVENT)
 * sends the admin to sign-in with a message; typing or clicking reaches the API now and then, so
 * a session stays alive while the admin works (the API slides it); signing out in another tab
 * signs this one out too.
 */
export function useSessionGuard(session: AdminSession | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!session) return undefined;
    const toSignIn = () => {
      sessionStorage.setItem(NOTICE_KEY, SESSION_EXPIRED_NOTICE);
      void navigate('/admin/login', { replace: true, state: { notice: SESSION_EXPIRED_NOTICE } });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, toSignIn);

    const controller = new AbortController();
    let lastHeard = Date.now();
    const onActivity = () => {
      if (Date.now() - lastHeard < KEEPALIVE_MS) return;
      lastHeard = Date.now();
      void askWhoAmI(controller.signal).then((answer) => {
        if (answer.status === 'refused') expireSession();
      });
    };
    window.addEventListener('keydown', onActivity);
    window.addEventListener('pointerdown', onActivity);

    const onStorage = (event: StorageEvent) => {
      if ((event.key === AUTH_STORAGE_KEY || event.key === null) && !readSession()) void navigate('/admin/login', { replace: true });
    };
    window.addEventListener('storage', onStorage);

    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, toSignIn);
      window.removeEventListener('keydown', onActivity);
      window.removeEventListener('pointerdown', onActivity);
      window.removeEventListener('storage', onStorage);
      controller.abort();
    };
  }, [session, navigate]);
}
