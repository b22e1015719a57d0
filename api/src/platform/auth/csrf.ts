import type { Request } from 'express';

export const CROSS_SITE_REFUSED = "Cross-site request refused: admin changes can only be made from this site's own admin pages.";

/**
 * Whether a cookie-authenticated write comes from another site (CSRF). SameSite=Strict already keeps
 * the cookie off cross-site requests; this is the second lock, for browsers or setups where that
 * is not enough. Fetch Metadata first: browsers set Sec-Fetch-Site themselves and pages cannot
 * forge it; only 'same-origin' (and 'none', a user's own navigation) pass. 'same-site' is refused
 * too: the remote origins on other ports of the same host are same-site with the admin.
 * Without Fetch Metadata (older browsers) the Origin must be the origin the request was sent to.
 * A request with neither header is not from a browser (curl, scripts) and cannot be a CSRF.
 */
export function isCrossSite(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false;
  const forwardedHost = req.headers['x-forwarded-host'];
  const host = (typeof forwardedHost === 'string' && forwardedHost.split(',')[0].trim()) || req.headers.host;
  try {
    return origin === 'null' || new URL(origin).host !== host;
  } catch {
    return true;
  }
}
