import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Metrics } from './metrics.js';

/** Where a request answered before Express routed it (the read cache) notes the route it answered for. */
const NOTED_ROUTE = Symbol('metrics-route');

/** The label of a request no route matched (404s, refusals ahead of routing): never its URL, which the client chooses. */
export const UNMATCHED_ROUTE = 'unmatched';

/** For answers given before Express routes the request (read-cache.service.ts): the route template they answer for. */
export function noteRoute(req: IncomingMessage, route: string): void {
  (req as { [NOTED_ROUTE]?: string })[NOTED_ROUTE] = route;
}

/**
 * The request's route template: Express's matched route (Nest registers its routes with the
 * global prefix, e.g. /api/cms/about/hero or /api/remotes/:name), else the one noted before
 * routing, else a fixed word. Never the path itself, so label values stay a bounded set.
 */
export function routeTemplate(req: IncomingMessage): string {
  const matched = (req as { route?: { path?: unknown } }).route?.path;
  // '*path' is the catch-all Nest adds to Express for its 404: no route of ours matched.
  if (typeof matched === 'string') return matched === '*path' ? UNMATCHED_ROUTE : matched;
  const noted = (req as { [NOTED_ROUTE]?: string })[NOTED_ROUTE];
  if (noted) return noted;
  // Uploaded files are served by a middleware (serve-uploads.ts), not a Nest route.
  return req.url?.startsWith('/uploads/') ? '/uploads/*' : UNMATCHED_ROUTE;
}

/**
 * Counts and times every request the server answers, cached reads included: installed around the
 * server's whole request handler (read cache, security headers, Express), like installReadCache.
 * A client that leaves before its answer ends is counted with status 499 (nginx's word for it).
 */
export function installHttpMetrics(server: Server, metrics: Metrics): void {
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    res.once('close', () => {
      const labels = { route: routeTemplate(req), method: req.method ?? 'OTHER', status: res.writableFinished ? String(res.statusCode) : '499' };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, (performance.now() - started) / 1000);
    });
    for (const handler of handlers) handler(req, res);
  });
}
