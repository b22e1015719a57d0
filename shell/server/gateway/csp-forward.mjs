// What the gateway observes goes on to the API, where every instance shares it: each CSP report it
// accepted (kept in a capped collection; the gateway's own log line and CSP_REPORT_LOG file stay, so
// a report is seen even while the API is down), and each page it could not render with a release's
// renderer (the dashboard's Remotes tab counts them).

/** The API's bounds (api/src/site-services/csp-reports/dto/csp-report.dto.ts): longer values are cut, not refused. */
const URI_MAX = 2048;
const DIRECTIVE_MAX = 100;
const SAMPLE_MAX = 256;
const LINE_MAX = 10_000_000;
/** A report is worth little; the API gets this long to take it before the gateway gives up. */
const FORWARD_TIMEOUT_MS = 2000;

/** @import { CspReportSummary } from '@pharma/shared/server/security-headers' */

/** @type {(value: unknown, max: number) => string | undefined} */
const cut = (value, max) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/**
 * The summary as the API accepts it: known fields only, strings cut to their bounds, a sane line number.
 * @param {CspReportSummary | undefined} summary
 */
export function boundedReport(summary) {
  const line = Number(summary?.lineNumber);
  const report = {
    documentUri: cut(summary?.documentUri, URI_MAX),
    directive: cut(summary?.directive, DIRECTIVE_MAX),
    blockedUri: cut(summary?.blockedUri, URI_MAX),
    sourceFile: cut(summary?.sourceFile, URI_MAX),
    lineNumber: Number.isInteger(line) && line >= 0 && line <= LINE_MAX ? line : undefined,
    sample: cut(summary?.sample, SAMPLE_MAX),
  };
  return Object.fromEntries(Object.entries(report).filter(([, value]) => value !== undefined));
}

/**
 * Posts what the gateway observed to an internal API route, proven by PROXY_SECRET (the API takes
 * these only from the gateway). Fire and forget: nothing waits for it, and a failure (API down, slow,
 * refusing) is one log line. Without PROXY_SECRET the API could not tell the gateway from anyone,
 * so nothing is sent.
 * @param {{ apiOrigin: string, path: string, what: string, secret?: string, timeoutMs?: number, log?: (line: string) => void, fetchImpl?: typeof fetch }} options
 *   what: the thing sent, in the failure's log line ('csp report')
 * @returns {(body: object) => void}
 */
export function apiForwarder({
  apiOrigin,
  path,
  what,
  secret = process.env.PROXY_SECRET,
  timeoutMs = FORWARD_TIMEOUT_MS,
  log = (line) => console.warn(line),
  fetchImpl = fetch,
}) {
  const url = new URL(path, apiOrigin);
  /** @param {string} why */
  const failed = (why) => log(JSON.stringify({ level: 'warn', service: 'gateway', message: `${what} not stored by the API: ${why}` }));
  return (body) => {
    if (!secret) return;
    fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-proxy-secret': secret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    }).then(
      (res) => {
        res.body?.cancel().catch(() => undefined);
        if (!res.ok) failed(`HTTP ${res.status}`);
      },
      (error) => failed(error.message),
    );
  };
}

/**
 * The `forward` hook of gatewaySecurity: each CSP report's bounded summary to POST /api/csp-reports;
 * the browser's 204 never waits for it.
 * @param {Omit<Parameters<typeof apiForwarder>[0], 'path' | 'what'>} options
 */
export function cspReportForwarder(options) {
  const forward = apiForwarder({ ...options, path: '/api/csp-reports', what: 'csp report' });
  /** @param {CspReportSummary} summary */
  return (summary) => forward(boundedReport(summary));
}

/** The same failure is told to the API at most this often per gateway: a broken release fails every page. */
const RENDER_FAILURE_EVERY_MS = 10_000;

/**
 * The `onFailure` hook of the page renderer: a page the gateway could not render with a
 * release's renderer goes to POST /api/remotes/render-failures (the Remotes tab counts them), each
 * remote, release and reason at most once per RENDER_FAILURE_EVERY_MS.
 * @param {Omit<Parameters<typeof apiForwarder>[0], 'path' | 'what'> & { now?: () => number }} options
 */
export function renderFailureForwarder({ now = Date.now, ...options }) {
  const forward = apiForwarder({ ...options, path: '/api/remotes/render-failures', what: 'render failure' });
  /** @type {Map<string, number>} */
  const lastSent = new Map();
  /** @param {{ remote: string, version: string, route: string, reason: string }} failure */
  return (failure) => {
    if (!failure.version) return; // a hand-written list's entry names no release to count it against
    const key = `${failure.remote}@${failure.version}:${failure.reason}`;
    if (now() - (lastSent.get(key) ?? -Infinity) < RENDER_FAILURE_EVERY_MS) return;
    if (lastSent.size > 1000) lastSent.clear();
    lastSent.set(key, now());
    forward({ remote: failure.remote, version: failure.version.slice(0, 40), route: failure.route.slice(0, 200), reason: failure.reason.slice(0, 100) });
  };
}
