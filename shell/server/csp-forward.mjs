// Sends each CSP report the gateway accepted on to the API (issue 23), which keeps the newest in a
// capped collection every instance shares: the gateway's own log line and CSP_REPORT_LOG file stay.

/** The API's bounds (api/src/csp-reports/dto/csp-report.dto.ts): longer values are cut, not refused. */
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
 * The `forward` hook of gatewaySecurity: posts the bounded summary to POST /api/csp-reports with
 * PROXY_SECRET (the API takes these only from the gateway). Fire and forget: the browser's 204 never
 * waits for it, and a failure (API down, slow, refusing) is one log line. Without PROXY_SECRET the
 * API could not tell the gateway from anyone, so nothing is sent.
 * @param {{ apiOrigin: string, secret?: string, timeoutMs?: number, log?: (line: string) => void, fetchImpl?: typeof fetch }} options
 */
export function cspReportForwarder({
  apiOrigin,
  secret = process.env.PROXY_SECRET,
  timeoutMs = FORWARD_TIMEOUT_MS,
  log = (line) => console.warn(line),
  fetchImpl = fetch,
}) {
  const url = new URL('/api/csp-reports', apiOrigin);
  /** @param {string} why */
  const failed = (why) => log(JSON.stringify({ level: 'warn', service: 'gateway', message: `csp report not stored by the API: ${why}` }));
  /** @param {CspReportSummary} summary */
  return (summary) => {
    if (!secret) return;
    fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-proxy-secret': secret },
      body: JSON.stringify(boundedReport(summary)),
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
