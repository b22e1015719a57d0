// The registry of remote releases as the API serves it (GET /api/remotes/live): which release
// of each remote is live, and which one a share of visitors try (canary). Read again for every page a
// visitor asks for (a conditional GET: an unchanged registry is a 304), so a promote, rollback or
// canary made through any API instance is what the next page any gateway serves shows. Requests that
// arrive while a read is on its way share it. The API down or slow: the last registry read stays in
// use, and the API is asked again a second later at the soonest, so pages never wait on a dead API.
/** @import { RemoteDescriptor } from '@pharma/shared' */

const TIMEOUT_MS = 800;
const BACKOFF_MS = 1000;
export const LIVE_REGISTRY_PATH = '/api/remotes/live';

/**
 * A release as the registry holds it: what the gateway needs to run it and to name it to browsers.
 * @typedef {{ remote: string, version: string, entry: string, routes: string[],
 *   integrity: { entry: string, renderer?: string, files?: Array<{ path: string, integrity: string }> },
 *   admin?: { label: string, order: number }, page?: string, backups?: string[] }} Release
 * @typedef {{ live: Release, canary: { release: Release, percent: number } | null }} RegistryRemote
 */

/**
 * @param {string} apiOrigin
 * @param {{ fetchImpl?: typeof fetch, now?: () => number }} [options]
 * @returns {{ read: () => Promise<RegistryRemote[] | null>, last: () => RegistryRemote[] | null }}
 *   read: the registry now (null until the API first answered); last: what the last read gave
 */
export function liveRegistry(apiOrigin, { fetchImpl = fetch, now = Date.now } = {}) {
  const url = new URL(LIVE_REGISTRY_PATH, apiOrigin).href;
  /** @type {RegistryRemote[] | null} */
  let known = null;
  /** @type {string | null} */
  let etag = null;
  let failedAt = -Infinity;
  /** @type {Promise<RegistryRemote[] | null> | null} */
  let pending = null;

  async function fetchRegistry() {
    try {
      const response = await fetchImpl(url, { headers: etag ? { 'If-None-Match': etag } : {}, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status === 304) return known;
      if (!response.ok) throw new Error(`answered ${response.status}`);
      known = parseRegistry(await response.json());
      etag = response.headers.get('etag');
    } catch {
      failedAt = now();
    }
    return known;
  }

  return {
    read() {
      if (now() - failedAt < BACKOFF_MS) return Promise.resolve(known);
      pending ??= fetchRegistry().finally(() => {
        pending = null;
      });
      return pending;
    },
    last: () => known,
  };
}

/**
 * The registry's answer, each release checked for what the gateway relies on; a malformed one is left
 * out (that remote keeps the file's entry).
 * @param {unknown} body
 * @returns {RegistryRemote[]}
 */
export function parseRegistry(body) {
  const remotes = /** @type {{ remotes?: unknown }} */ (body ?? {}).remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((entry) => {
    const live = isRelease(entry?.live) ? entry.live : null;
    if (!live) return [];
    const canary = entry.canary;
    const tried =
      isRelease(canary?.release) && canary.release.remote === live.remote && Number.isInteger(canary.percent) && canary.percent > 0 && canary.percent < 100;
    return [{ live, canary: tried ? { release: canary.release, percent: canary.percent } : null }];
  });
}

/**
 * @param {any} value
 * @returns {value is Release}
 */
function isRelease(value) {
  return (
    typeof value?.remote === 'string' &&
    typeof value.version === 'string' &&
    typeof value.entry === 'string' &&
    Array.isArray(value.routes) &&
    value.routes.every((/** @type {unknown} */ route) => typeof route === 'string') &&
    typeof value.integrity?.entry === 'string' &&
    (value.integrity.files === undefined ||
      (Array.isArray(value.integrity.files) &&
        value.integrity.files.every((/** @type {any} */ file) => typeof file?.path === 'string' && typeof file.integrity === 'string')))
  );
}

/**
 * A release as a remote list entry (what the shell registers and the gateway renders).
 * @param {Release} release
 * @returns {RemoteDescriptor}
 */
export function descriptorOf(release) {
  const { remote, version, entry, routes, integrity, admin, page, backups } = release;
  return { name: remote, entry, routes, version, integrity, ...(admin ? { admin } : {}), ...(page ? { page } : {}), ...(backups?.length ? { backups } : {}) };
}
