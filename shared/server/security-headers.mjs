// Security headers of the site's Node servers: the gateway (every response, a fresh CSP nonce per
// request, a CSP report endpoint) and the remote static servers (nosniff, referrer policy, a CSP
// for their standalone page). Node built-ins only: the remote containers copy shell/server/ too.
//
// The Content-Security-Policy is built per request from the runtime remote list, so moving a remote
// to a new origin is an edit of that list, never of this code.
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';

export const CSP_REPORT_PATH = '/csp-report';
/** A browser's report is a few hundred bytes; anything far larger is not a report. */
const REPORT_LIMIT_BYTES = 16 * 1024;
/** One year, the value HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the site never uses, switched off for the page and every frame it might embed:
 * a script that gets onto the page (a compromised remote) cannot ask for them either.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Google's reCAPTCHA v2 (only when the site is configured for it; ALTCHA is self-hosted). */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * The origins of the absolute entries of a remote list (same-origin `/remotes/…` entries add none).
 * @param {unknown} list  the runtime remote list, as read from its file (anything but an array adds none)
 * @returns {string[]}
 */
export function remoteOrigins(list) {
  const origins = new Set();
  for (const remote of Array.isArray(list) ? list : []) {
    if (typeof remote?.entry !== 'string' || !/^https?:\/\//i.test(remote.entry)) continue;
    try {
      origins.add(new URL(remote.entry).origin);
    } catch {
      // A malformed entry cannot load anyway; it must not widen or break the policy.
    }
  }
  return [...origins];
}

/**
 * The admin (and everything under it) may not be framed at all; the public pages only by the site
 * itself. React Router matches paths case-insensitively, so the check does too, on the decoded path
 * with repeated slashes collapsed: /ADMIN, //admin and /%61dmin are the admin as well.
 */
export function isAdminPath(url = '/') {
  let pathname = url.split(/[?#]/)[0];
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: judge the raw text (the stricter answer is never wrong here).
  }
  return /^\/admin(\/|$)/i.test(pathname.replace(/\/+/g, '/'));
}

/**
 * The gateway's policy. Scripts: this origin, the remotes' origins and the nonce of this response,
 * never 'unsafe-inline' or 'unsafe-eval' (the built bundles contain neither eval nor new Function).
 * Styles keep 'unsafe-inline' on purpose: React `style` attributes, AOS and ALTCHA's widget set
 * inline styles, and CSS cannot run script; a nonce is deliberately NOT added to style-src, since a
 * nonce would make browsers ignore 'unsafe-inline' there.
 * @param {{ nonce: string, origins?: string[], admin?: boolean, recaptcha?: boolean, reportUri?: string }} options
 */
export function gatewayCsp({ nonce, origins = [], admin = false, recaptcha = false, reportUri = CSP_REPORT_PATH }) {
  const remotes = origins.join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': `'self' 'nonce-${nonce}' ${remotes} ${recaptcha ? RECAPTCHA.script.join(' ') : ''}`,
    'style-src': `'self' 'unsafe-inline' ${remotes}`,
    'font-src': `'self' data: ${remotes}`,
    // Content images may be any https address an editor entered; blob: for the admin's upload previews.
    'img-src': `'self' data: blob: https: ${remotes}`,
    'connect-src': `'self' ${remotes} ${recaptcha ? 'https://www.google.com/recaptcha/' : ''}`,
    // ALTCHA solves its proof of work in a worker made from a blob: URL.
    'worker-src': "'self' blob:",
    // The site frames nothing but itself (which frame-ancestors 'self' allows); reCAPTCHA is a frame.
    'frame-src': `'self' ${recaptcha ? RECAPTCHA.frame.join(' ') : ''}`,
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': admin ? "'none'" : "'self'",
    'report-uri': reportUri,
  };
  return serialize(directives);
}

/**
 * The remote servers' policy: their JS, CSS and fonts are loaded by the site (CSP does not apply to
 * those), so it only matters for the team's standalone page, which loads its own files only.
 */
export function remoteCsp() {
  return serialize({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'font-src': "'self' data:",
    'img-src': "'self' data: blob: https:",
    'connect-src': "'self'",
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  });
}

/** @param {Record<string, string>} directives */
function serialize(directives) {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`)
    .join('; ');
}

/**
 * What isHttps reads of a request (a plain object in tests; TLS sockets have `encrypted`).
 * @typedef {{ socket?: { encrypted?: boolean, remoteAddress?: string }, headers: import('node:http').IncomingHttpHeaders }} RequestLike
 */

/**
 * HTTPS as the browser sees it: a TLS socket, or X-Forwarded-Proto https from a proxy we trust.
 * TRUST_PROXY (the API's variable and default, a subset of its values): 'loopback' (default)
 * trusts a proxy on this machine, 'uniquelocal' one on a private network (containers: nginx is
 * another host there), 'true' any peer; anything else trusts none. A forged header could at worst
 * send HSTS over plain HTTP, which browsers ignore (RFC 6797 8.1).
 * @param {RequestLike} req
 * @param {string} [trustProxy]
 */
export function isHttps(req, trustProxy = process.env.TRUST_PROXY ?? 'loopback') {
  if (req.socket?.encrypted) return true;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  if (proto !== 'https') return false;
  const peer = String(req.socket?.remoteAddress ?? '').replace(/^::ffff:/, '');
  if (trustProxy === 'true') return true;
  if (trustProxy === 'loopback') return isLoopback(peer);
  if (trustProxy === 'uniquelocal') return isLoopback(peer) || isPrivate(peer);
  return false;
}

/** @param {string} address */
function isLoopback(address) {
  return address === '::1' || address.startsWith('127.');
}

/**
 * RFC 1918 and IPv6 unique-local addresses (what Express calls 'uniquelocal').
 * @param {string} address
 */
function isPrivate(address) {
  return /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address) || /^f[cd][0-9a-f]{2}:/i.test(address);
}

/** @type {WeakMap<import('node:http').ServerResponse, string>} */
const nonces = new WeakMap();

/**
 * The nonce of this response's policy, for the inline scripts the gateway writes into its HTML.
 * @param {import('node:http').ServerResponse} res
 */
export function cspNonce(res) {
  return nonces.get(res) ?? '';
}

/**
 * Headers every response of every origin of the site carries.
 * @param {RequestLike} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} trustProxy
 */
function setCommonHeaders(req, res, trustProxy) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (isHttps(req, trustProxy)) res.setHeader('Strict-Transport-Security', HSTS);
}

/**
 * The gateway's hook, called first for every request with the remote list that request was given
 * (its scripts may come from those remotes' origins). Sets the headers (a fresh nonce per response)
 * and answers the CSP report endpoint itself; returns true when it has answered.
 * @param {{ trustProxy?: string, recaptcha?: boolean, reportLog?: string,
 *   log?: (line: string) => void, forward?: (summary: CspReportSummary) => void }} options
 *   reportLog: a file that also receives every report, one JSON line each (the e2e suite reads it).
 *   forward: also gets each accepted report's summary (the shell sends it on to the API, which keeps it for the admin);
 *   called after the log line, its failures never reach the browser's 204.
 */
export function gatewaySecurity({
  trustProxy = process.env.TRUST_PROXY ?? 'loopback',
  recaptcha = Boolean(process.env.RECAPTCHA_SITE_KEY),
  reportLog = process.env.CSP_REPORT_LOG,
  log = (line) => console.warn(line),
  forward,
}) {
  // A remote list changes rarely (the gateway re-reads its file only when it changes), and a few
  // lists at most are in use at once: each list's origins are worked out once, not once per request.
  /** @type {WeakMap<object, string[]>} */
  const known = new WeakMap();
  /** @param {unknown} list */
  const originsOf = (list) => {
    if (!Array.isArray(list)) return [];
    if (!known.has(list)) known.set(list, remoteOrigins(list));
    return known.get(list) ?? [];
  };
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {unknown} list  the remote list this request was given (its entries' origins may serve scripts)
   */
  return function applySecurityHeaders(req, res, list) {
    const nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
    const admin = isAdminPath(req.url);
    setCommonHeaders(req, res, trustProxy);
    res.setHeader('X-Frame-Options', admin ? 'DENY' : 'SAMEORIGIN');
    res.setHeader('Content-Security-Policy', gatewayCsp({ nonce, origins: originsOf(list), admin, recaptcha }));
    if ((req.url ?? '').split('?')[0] !== CSP_REPORT_PATH) return false;
    receiveReport(req, res, (line, summary) => {
      log(line);
      try {
        forward?.(summary);
      } catch (error) {
        log(JSON.stringify({ level: 'error', service: 'gateway', message: `csp report not forwarded: ${/** @type {Error} */ (error).message}` }));
      }
      if (!reportLog) return;
      try {
        appendFileSync(reportLog, `${line}\n`);
      } catch (error) {
        log(JSON.stringify({ level: 'error', service: 'gateway', message: `csp report log unwritable: ${/** @type {Error} */ (error).message}` }));
      }
    });
    return true;
  };
}

/**
 * POST /csp-report: reads at most 16 KB, logs one JSON line, answers 204. Anything else about the
 * request is the client's mistake (405, 413, 400), never the server's.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(line: string, summary: CspReportSummary) => void} write  gets the log line and the summary it holds
 */
export function receiveReport(req, res, write) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return end(res, 405);
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > REPORT_LIMIT_BYTES) return end(res, 413, true);
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > REPORT_LIMIT_BYTES) {
      req.removeAllListeners('data');
      end(res, 413, true);
      req.resume();
    } else chunks.push(chunk);
  });
  req.on('error', () => res.destroy());
  req.on('end', () => {
    if (res.writableEnded) return;
    let report;
    try {
      report = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return end(res, 400);
    }
    const summary = summarize(report);
    write(JSON.stringify({ level: 'warn', service: 'gateway', message: 'csp violation', report: summary }), summary);
    end(res, 204);
  });
}

/**
 * The fields of a CSP report worth a log line (each left out when the report lacks it or it is not a string).
 * @typedef {{ documentUri?: string, directive?: string, blockedUri?: string, sourceFile?: string, lineNumber?: unknown, sample?: string }} CspReportSummary
 */

/**
 * The fields worth a log line, from either report format (report-uri or the Reporting API).
 * @param {any} report  the browser's JSON as parsed, of any shape: every read below is guarded
 * @returns {CspReportSummary}
 */
function summarize(report) {
  const body = report?.['csp-report'] ?? (Array.isArray(report) ? report[0]?.body : report?.body) ?? report;
  /** @param {string[]} names */
  const pick = (...names) => names.map((name) => body?.[name]).find((value) => typeof value === 'string');
  return {
    documentUri: pick('document-uri', 'documentURL'),
    directive: pick('effective-directive', 'effectiveDirective', 'violated-directive'),
    blockedUri: pick('blocked-uri', 'blockedURL'),
    sourceFile: pick('source-file', 'sourceFile'),
    lineNumber: body?.['line-number'] ?? body?.lineNumber,
    sample: pick('script-sample', 'sample'),
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 */
function end(res, status, close = false) {
  if (close) res.setHeader('Connection', 'close');
  res.statusCode = status;
  res.end();
  return true;
}

/**
 * The remote static servers' hook (shared/server/static-server.mjs calls it first for every
 * request): the common headers, plus a policy for the team's standalone page. Frames: only by the
 * remote's own origin (X-Frame-Options for browsers without frame-ancestors).
 * @param {RequestLike} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} [trustProxy]
 */
export function remoteSecurityHeaders(req, res, trustProxy = process.env.TRUST_PROXY ?? 'loopback') {
  setCommonHeaders(req, res, trustProxy);
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Content-Security-Policy', remoteCsp());
}
