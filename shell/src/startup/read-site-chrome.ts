import { FOOTER_PATH, NAVIGATION_PATH, siteChromeOf, type SiteChrome } from '../layout/site-chrome';

/** Past this the start goes on with the declared defaults rather than wait for a slow API. */
const READ_TIMEOUT_MS = 3000;

/**
 * The published navigation and footer, read in parallel; either that does not answer gives its
 * defaults, so this never throws. Read without credentials: a signed-in administrator's session
 * cookie would answer the working copy, and the server rendered the published one.
 */
export async function readSiteChrome(timeoutMs = READ_TIMEOUT_MS): Promise<SiteChrome> {
  const [navigation, footer] = await Promise.all([readPublished(NAVIGATION_PATH, timeoutMs), readPublished(FOOTER_PATH, timeoutMs)]);
  return siteChromeOf(navigation, footer);
}

async function readPublished(path: string, timeoutMs: number): Promise<unknown> {
  try {
    const response = await fetch(path, { credentials: 'omit', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}
