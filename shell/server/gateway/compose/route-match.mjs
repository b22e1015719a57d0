// Which remote owns a path, and the one spelling of each page's path. Routes are the subset of
// React Router patterns the remote list uses: exact paths and a trailing `/*`.
/** @import { RemoteDescriptor } from '@pharma/shared' */

/**
 * Paths are canonical here (canonicalPath redirected the others), so `/about/` is not `/about`.
 * @param {string} pattern  a route of the remote list
 * @param {string} pathname
 */
export function routeMatches(pattern, pathname) {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  }
  return pathname === pattern;
}

/**
 * The route of `remote` that matches, if any. The list is ops' file, not validated: an entry
 * without a routes array (or a route that is no string) owns nothing.
 * @param {unknown} remote  an entry of the remote list
 * @param {string} pathname
 * @returns {string | undefined}
 */
function matchingRoute(remote, pathname) {
  const routes = /** @type {{ routes?: unknown } | null | undefined} */ (remote)?.routes;
  if (!Array.isArray(routes)) return undefined;
  return routes.find((pattern) => typeof pattern === 'string' && routeMatches(pattern, pathname));
}

/**
 * The remote that owns the path and the route pattern that matched (the page cache's key), or null
 * when none does (the not-found page). The first remote listed wins.
 * @param {RemoteDescriptor[]} list
 * @param {string} pathname
 * @returns {{ remote: RemoteDescriptor, route: string } | null}
 */
export function matchRoute(list, pathname) {
  for (const remote of list) {
    const route = matchingRoute(remote, pathname);
    if (route !== undefined) return { remote, route };
  }
  return null;
}

/**
 * One URL per page: doubled slashes collapsed, a trailing slash dropped (`/` itself kept), and a
 * path in other case than its route (`/About`) lower-cased when that matches a route. Every other
 * form answers 301 to this one, so each page has one address for search engines and one cache entry.
 * @param {string} pathname
 * @param {unknown[]} list  the remote list (entries of any shape: see matchingRoute)
 */
export function canonicalPath(pathname, list) {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path !== path.toLowerCase() && !matchesAnyRoute(path, list) && matchesAnyRoute(path.toLowerCase(), list)) path = path.toLowerCase();
  return path;
}

/**
 * @param {string} pathname
 * @param {unknown[]} list
 */
function matchesAnyRoute(pathname, list) {
  return list.some((remote) => matchingRoute(remote, pathname) !== undefined);
}
