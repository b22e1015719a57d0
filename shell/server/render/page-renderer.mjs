// A route's page HTML for the gateway, from its remote's own server renderer, never at the cost of
// the page: whatever the renderer does (throws, hangs, runs out of memory, is missing, or the pool is
// full), the answer comes within the time budget, with the last HTML this route rendered well, or
// with none (the client then renders the page, as for a remote without a renderer). One log line
// per fallback says why and how long it took.
//
// The last good page of a route is also its cache: it is served without rendering while the content
// revision (read from the API, shared by every API instance) and the renderer file are the ones it
// was rendered with. A save anywhere changes the revision; a redeploy changes the file.
import { logLine } from '@pharma/shared/server';

/** Routes whose last good page is kept (a remote with a `/*` route could otherwise fill memory). */
const MAX_ROUTES = 500;
/**
 * A renderer that hung or ran out of memory is not run again for this long (unless redeployed). Not
 * one whose render waited past its budget in the queue (a busy or starting pool): that says nothing
 * about the renderer.
 */
const SUSPEND_MS = 5000;

/** Why a render failed, in the words of the log line. */
export function failureReason(error) {
  if (error?.name === 'AbortError') return error.queued ? 'pool busy' : 'timeout';
  if (error?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'out of memory';
  if (/queue is at limit/i.test(error?.message ?? '')) return 'queue full';
  return 'threw';
}

/**
 * @param {{
 *   rendererFile: (remote: object, fetchOrigin: string) => Promise<string | null>,
 *   render: (file: string, pathname: string, context: object) => Promise<{ html: string, json: string, mediaJson: string, head: object } | null>,
 *   log?: typeof logLine, now?: () => number, maxRoutes?: number, suspendMs?: number,
 * }} deps  rendererFile: renderer-source.mjs; render: render-pool.mjs
 * @returns {(request: { remote: { name: string }, fetchOrigin: string, pathname: string, context: object, preview?: boolean, revision?: string | null })
 *   => Promise<{ page: { html: string, json: string, mediaJson: string, head: object } | null, from: 'cache' | 'render' | 'last-good' | 'none', ms: number }>}
 *   revision: the content revision now (null when unknown: never a cache hit).
 *   page null with from 'render': the remote renders nothing at this path. A preview render never
 *   becomes, nor falls back to, a visitor's last good page.
 */
export function pageRenderer({ rendererFile, render, log = logLine, now = Date.now, maxRoutes = MAX_ROUTES, suspendMs = SUSPEND_MS }) {
  const lastGood = new Map();
  const suspended = new Map(); // renderer file -> until

  function remember(pathname, entry) {
    lastGood.delete(pathname); // re-inserted last: the Map's order is least recently rendered first
    lastGood.set(pathname, entry);
    if (lastGood.size > maxRoutes) lastGood.delete(lastGood.keys().next().value);
  }

  function fallback({ remote, pathname, preview }, started, reason, error) {
    const page = preview ? null : (lastGood.get(pathname)?.page ?? null);
    const ms = now() - started;
    const extra = { route: pathname, remote: remote.name, reason, ms, fallback: page ? 'last good HTML' : 'client rendering' };
    log('gateway', 'warn', 'page render failed', error ? { ...extra, error: String(error.message ?? error).slice(0, 300) } : extra);
    return { page, from: page ? 'last-good' : 'none', ms };
  }

  return async function renderRoute(request) {
    const { remote, fetchOrigin, pathname, context, preview = false, revision = null } = request;
    const started = now();
    let file = null;
    try {
      file = await rendererFile(remote, fetchOrigin);
      if (!file) return fallback(request, started, 'no renderer');
      const kept = lastGood.get(pathname);
      if (!preview && revision !== null && kept?.file === file && kept.revision === revision) return { page: kept.page, from: 'cache', ms: now() - started };
      if ((suspended.get(file) ?? 0) > now()) return fallback(request, started, 'suspended after a timeout or out of memory');
      const page = await render(file, pathname, context);
      if (page && !preview) remember(pathname, { page, file, revision });
      return { page, from: 'render', ms: now() - started };
    } catch (error) {
      const reason = failureReason(error);
      if (file && (reason === 'timeout' || reason === 'out of memory')) suspended.set(file, now() + suspendMs);
      return fallback(request, started, reason, error);
    }
  };
}
