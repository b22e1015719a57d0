// The gateway's Prometheus metrics: requests by route kind, the render pool, the render cache, and
// Node's defaults, in a registry of its own (processRegistry). Served only on the metrics port
// (METRICS_PORT; @pharma/shared/server/metrics-server), never on the site's public one.
import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram } from 'prom-client';
import { processRegistry } from '@pharma/shared/server/metrics-server';
/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */
/** @import { RenderRoute } from './render/page-renderer.mjs' */

/** Seconds; from a file or a cached page (~1 ms) to a proxied upload near the API's 60 s timeout. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds; a render's budget is RENDER_BUDGET_MS (1.5 s, queue time included). */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5];

/** The `route` of a request no page route, proxy or file answered (redirects, 404s, the list, robots, sitemap). */
export const OTHER_ROUTE = 'other';

/** What a request was, once the gateway knows: set by the handler, read when the answer ends. */
const ROUTE = Symbol('metrics-route');

/** @param {ServerResponse} res  @param {string} route  a page's route template, 'api', 'asset' or 'page:unmatched' */
export function noteRoute(res, route) {
  /** @type {ServerResponse & { [ROUTE]?: string }} */ (res)[ROUTE] = route;
}

/** @param {ServerResponse} res */
function routeOf(res) {
  return /** @type {ServerResponse & { [ROUTE]?: string }} */ (res)[ROUTE] ?? OTHER_ROUTE;
}

/** @typedef {ReturnType<typeof gatewayMetrics>} GatewayMetrics */

export function gatewayMetrics() {
  const registry = processRegistry();
  /** The render pool's queue, once a gateway has one (watchQueue). */
  let queueLength = () => 0;
  const registers = [registry];
  const labelNames = /** @type {const} */ (['route', 'method', 'status']);
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: "Requests answered, by route kind (a page's route template, api, asset, other), method and status.",
      labelNames,
      registers,
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route kind, method and status.',
      labelNames,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    renders: new Histogram({
      name: 'gateway_page_render_duration_seconds',
      help: "Time to a page's server HTML, by where it came from (cache, render, last-good, none).",
      labelNames: ['from'],
      buckets: RENDER_BUCKETS,
      registers,
    }),
    renderCache: new Counter({
      name: 'gateway_render_cache_requests_total',
      help: 'Page renders asked for, by result: hit (served from the cache) or miss.',
      labelNames: ['result'],
      registers,
    }),
    renderFailures: new Counter({
      name: 'gateway_render_failures_total',
      help: 'Visitor page renders that failed or were refused (queue full, pool busy, timeout, ...), by reason.',
      labelNames: ['reason'],
      registers,
    }),
    restarts: new Counter({
      name: 'gateway_render_process_restarts_total',
      help: 'Render processes started in place of one that exited, was killed or was recycled, by reason.',
      labelNames: ['reason'],
      registers,
    }),
    queue: new Gauge({
      name: 'gateway_render_queue_length',
      help: 'Renders waiting for a render process.',
      registers,
      collect() {
        this.set(queueLength()); // read at each scrape: the pool's own count, nothing kept twice
      },
    }),
    /** @param {() => number} length  the render pool's queueLength */
    watchQueue(length) {
      queueLength = length;
    },
  };
}

/**
 * Counts and times every request the server answers, whatever answers it: a listener of its own,
 * beside the gateway's handler. A client that leaves before its answer ends is counted with status
 * 499 (nginx's word for it).
 * @param {Server} server
 * @param {GatewayMetrics} metrics
 */
export function countRequests(server, metrics) {
  server.prependListener('request', (/** @type {IncomingMessage} */ req, /** @type {ServerResponse} */ res) => {
    const started = performance.now();
    res.once('close', () => {
      const labels = { route: routeOf(res), method: req.method ?? 'OTHER', status: res.writableFinished ? String(res.statusCode) : '499' };
      metrics.requests.inc(labels);
      metrics.duration.observe(labels, (performance.now() - started) / 1000);
    });
  });
}

/**
 * The page renderer, each result counted: its time by source, and the cache's hits and misses.
 * @param {RenderRoute} renderRoute  page-renderer.mjs
 * @param {GatewayMetrics} metrics
 * @returns {RenderRoute}
 */
export function countedRenders(renderRoute, metrics) {
  return async (request) => {
    const result = await renderRoute(request);
    metrics.renders.observe({ from: result.from }, result.ms / 1000);
    if (!request.preview) metrics.renderCache.inc({ result: result.from === 'cache' ? 'hit' : 'miss' });
    return result;
  };
}
