// A route's page HTML for the gateway, from its remote's own server renderer, never at the cost of
// the page: whatever the renderer does (throws, hangs, runs out of memory, is missing, or the pool is
// full), the answer comes within the time budget, with the last HTML this route rendered well, or
// with none (the client then renders the page, as for a remote without a renderer). One log line
// per fallback says why and how long it took.
//
// The last good page of a route is also its cache: it is served without rendering while the content
// revision (read from the API, shared by every API instance) and the renderer file are the ones it
// was rendered with. A save anywhere changes the revision; a redeploy changes the file.
// The cache is keyed by the route (the remote list's pattern that matched, never the request's
// path, which the client chooses: /about/, /About, /about?x are answered by a redirect or share the
// entry), so no flood of paths can grow it or push a real route's page out. Paths under a wildcard
// route (`/docs/*`) are kept apart, in a small map of their own.
import { logLine } from '@pharma/shared/server';

/** Paths under wildcard routes whose last good page is kept (each such path is its own page). */
const MAX_WILDCARD_PATHS = 50;
/** Exact routes whose last good page is kept: the remote list's routes, with a bound all the same. */
const MAX_ROUTES = 500;
/**
 * A renderer whose render was killed (hung, ran out of memory, answered too much, flooded messages,
 * ended its own process) is not run again for this long (unless redeployed): each try costs a new
 * render process. Not one whose render waited past its budget in the queue (a busy or starting
 * pool): that says nothing about the renderer.
 */
const SUSPEND_MS = 5000;
const SUSPENDING = new Set(['timeout', 'out of memory', 'output too large', 'message flood', 'process exited']);

/**
 * A page as a render process makes it (render-process.mjs), its shape checked by the pool: the HTML,
 * its data and media records already as JSON, its default head, the preload of its lead image.
 * @typedef {{ html: string, json: string, mediaJson: string, head: { title: string, description: string, image?: string }, preload?: string }} RenderedPage
 */

/**
 * What a renderer is given besides the path: where its API reads go, with which headers, and the
 * page's language when it is not the default (its reads ask for it, its links carry its prefix).
 * @typedef {{ apiOrigin: string, headers?: Record<string, string>, locale?: { tag: string, base: string } }} RenderContext
 */

/**
 * One route's render, as the gateway asks for it.
 * @typedef {object} RenderRequest
 * @property {{ name: string, entry: string, version?: string, integrity?: { renderer?: string } }} remote  the entry of the
 *   remote list that owns the route (its release: a canary's visitors and the others are rendered apart)
 * @property {string} [route]  the remote list's pattern that matched (the pathname when not given)
 * @property {string} fetchOrigin  where the gateway fetches the remote's files (renderer-source.mjs)
 * @property {string} pathname
 * @property {RenderContext} context
 * @property {boolean} [preview]  never cached, never served from nor kept as the last good page
 * @property {string | null} [revision]  the content revision now (null when unknown: never a cache hit)
 */

/**
 * @typedef {{ page: RenderedPage | null, from: 'cache' | 'render' | 'last-good' | 'none', ms: number }} RenderResult
 *   page null with from 'render': the remote renders nothing at this path.
 * @typedef {(request: RenderRequest) => Promise<RenderResult>} RenderRoute
 */

/**
 * Why a render failed, in the words of the log line: the pool's reason (render-pool.mjs), else the renderer threw.
 * @param {unknown} error
 */
export function failureReason(error) {
  const reason = /** @type {{ reason?: unknown } | null | undefined} */ (error)?.reason;
  return typeof reason === 'string' ? reason : 'threw';
}

/**
 * @param {{
 *   rendererFile: (remote: RenderRequest['remote'], fetchOrigin: string) => Promise<string | null>,
 *   render: (file: string, pathname: string, context: RenderContext) => Promise<RenderedPage | null>,
 *   log?: typeof logLine, now?: () => number, maxRoutes?: number, maxWildcardPaths?: number, suspendMs?: number,
 *   onFailure?: (failure: { remote: string, version: string, route: string, reason: string }) => void,
 * }} deps  rendererFile: renderer-source.mjs (which renderer file a remote has, checked against its
 *   pin: the one place that says so); render: render-pool.mjs; onFailure: told of each failed render
 *   (the gateway sends it to the API, for the Remotes tab)
 * @returns {RenderRoute}  a preview render never becomes, nor falls back to, a visitor's last good page.
 */
export function pageRenderer({
  rendererFile,
  render,
  log = logLine,
  now = Date.now,
  maxRoutes = MAX_ROUTES,
  maxWildcardPaths = MAX_WILDCARD_PATHS,
  suspendMs = SUSPEND_MS,
  onFailure = () => undefined,
}) {
  /** @typedef {{ page: RenderedPage, file: string, revision: string | null }} Kept */
  /** @type {BoundedMap<Kept>} */
  const routes = boundedMap(maxRoutes);
  /** @type {BoundedMap<Kept>} */
  const wildcardPaths = boundedMap(maxWildcardPaths);
  /** @type {Map<string, number>} renderer file -> until */
  const suspended = new Map();
  /**
   * A page is kept per route, per release and per language: a canary's visitors and the others, or
   * German and English visitors, never get each other's HTML, not even as a last good page.
   * @param {RenderRequest} request
   */
  const keyOf = ({ route, pathname, remote, context }) =>
    `${route?.endsWith('/*') ? pathname : (route ?? pathname)}\0${remote.version ?? ''}\0${context.locale?.tag ?? ''}`;
  /** @param {RenderRequest} request */
  const entryOf = (request) => (request.route?.endsWith('/*') ? wildcardPaths : routes).get(keyOf(request));
  /** @type {(request: RenderRequest, entry: Kept) => void} */
  const remember = (request, entry) => (request.route?.endsWith('/*') ? wildcardPaths : routes).set(keyOf(request), entry);

  /**
   * @param {RenderRequest} request
   * @param {number} started
   * @param {string} reason  the log line's
   * @param {unknown} [error]
   * @returns {RenderResult}
   */
  function fallback(request, started, reason, error) {
    const { remote, pathname, preview } = request;
    const page = preview ? null : (entryOf(request)?.page ?? null);
    const ms = now() - started;
    const extra = { route: pathname, remote: remote.name, reason, ms, fallback: page ? 'last good HTML' : 'client rendering' };
    const message = /** @type {{ message?: unknown } | null | undefined} */ (error)?.message;
    log('gateway', 'warn', 'page render failed', error ? { ...extra, error: String(message ?? error).slice(0, 300) } : extra);
    if (!preview) onFailure({ remote: remote.name, version: remote.version ?? '', route: request.route ?? pathname, reason });
    return { page, from: page ? 'last-good' : 'none', ms };
  }

  return async function renderRoute(request) {
    const { pathname, context, preview = false, revision = null } = request;
    const started = now();
    let file = null;
    try {
      file = await rendererFile(request.remote, request.fetchOrigin);
      if (!file) return fallback(request, started, 'no renderer');
      const kept = entryOf(request);
      if (!preview && revision !== null && kept?.file === file && kept.revision === revision) return { page: kept.page, from: 'cache', ms: now() - started };
      if ((suspended.get(file) ?? 0) > now()) return fallback(request, started, 'suspended after a timeout or out of memory');
      const page = await render(file, pathname, context);
      if (page && !preview) remember(request, { page, file, revision });
      return { page, from: 'render', ms: now() - started };
    } catch (error) {
      const reason = failureReason(error);
      if (file && SUSPENDING.has(reason)) suspended.set(file, now() + suspendMs);
      return fallback(request, started, reason, error);
    }
  };
}

/**
 * @template V
 * @typedef {{ get: (key: string) => V | undefined, set: (key: string, value: V) => void }} BoundedMap
 */

/**
 * A Map of at most `max` entries; the least recently set goes first.
 * @template V
 * @param {number} max
 * @returns {BoundedMap<V>}
 */
function boundedMap(max) {
  /** @type {Map<string, V>} */
  const map = new Map();
  return {
    get: (key) => map.get(key),
    set(key, value) {
      map.delete(key); // re-inserted last: the Map's order is least recently rendered first
      map.set(key, value);
      // Over its size the map has a first key: the cast only says so.
      if (map.size > max) map.delete(/** @type {string} */ (map.keys().next().value));
    },
  };
}
