// The one way a process of this site (the API, the gateway) serves its Prometheus metrics: on a port
// of its own, never on the public one, so no route, proxy or nginx rule in front of the site can ever
// expose them. Loopback by default (operators scrape from the host, or set METRICS_HOST in a
// container network); with METRICS_TOKEN set, a scrape must carry `Authorization: Bearer <token>`.
// Each process counts into a registry of its own (processRegistry), never prom-client's global one,
// so two servers in one process (the tests) never count into each other.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { Registry, collectDefaultMetrics } from 'prom-client';
/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */

/**
 * prom-client's defaults name three gauges with a counter's suffix (_total): `promtool check metrics`
 * rejects them, and the same counts stay, by resource type, as nodejs_active_{handles,requests,resources}.
 */
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** A registry with Node's default metrics (CPU, memory, event loop lag, GC, handles), less the misnamed ones. */
export function processRegistry() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of MISNAMED_DEFAULTS) registry.removeSingleMetric(name);
  return registry;
}

/** How far the metrics port sits from the process's own port when METRICS_PORT is not set. */
export const METRICS_PORT_STEP = 900;

/**
 * @typedef {object} MetricsSettings
 * @property {number} port  METRICS_PORT, else the process's port + METRICS_PORT_STEP (0: any free port)
 * @property {string} host  METRICS_HOST, else 127.0.0.1
 * @property {string | undefined} token  METRICS_TOKEN; unset or empty: no token asked
 * @property {boolean} enabled  false with METRICS=off: nothing is counted or served (what bench:load compares against)
 */

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {number} publicPort  the port the process serves its public answers on
 * @returns {MetricsSettings}
 */
export function metricsSettings(env, publicPort) {
  const given = env.METRICS_PORT;
  const port = given === undefined || given === '' ? publicPort + METRICS_PORT_STEP : Number(given);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number, got "${given}"`);
  if (![undefined, '', 'on', 'off'].includes(env.METRICS)) throw new Error(`METRICS must be on or off, got "${env.METRICS}"`);
  return { port, host: env.METRICS_HOST || '127.0.0.1', token: env.METRICS_TOKEN || undefined, enabled: env.METRICS !== 'off' };
}

const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();

/**
 * Equal-length digests, so the comparison takes the same time whatever a scraper sent.
 * @param {string | undefined} header  the request's Authorization
 * @param {Buffer} expected  the token's digest
 */
function bearerMatches(header, expected) {
  const sent = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(sent), expected);
}

/**
 * @param {{ registry: Registry, token?: string }} options
 * @returns {Server}  answers GET /metrics only
 */
export function createMetricsServer({ registry, token }) {
  const expected = token ? digest(token) : null;
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  const handle = async (req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics') return end(res, 404, 'Not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') return end(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (expected && !bearerMatches(req.headers.authorization, expected)) return end(res, 401, 'Unauthorized', { 'WWW-Authenticate': 'Bearer' });
    const body = await registry.metrics();
    res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return createServer((req, res) => {
    handle(req, res).catch(() => end(res, 500, 'Metrics unavailable'));
  });
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function end(res, status, text, headers = {}) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(`${text}\n`);
}
