#!/usr/bin/env node
// The static file server of one deployed remote (or the shell): CORS on every file, `no-cache` on
// un-hashed entry files (remoteEntry.js, manifests, HTML) so a redeploy shows at once, a year of
// immutable cache on content-hashed assets, precompressed brotli/gzip siblings (written at build,
// see precompress.mjs), SPA fallback to index.html, and a cheap health path (/healthz).
//
// Files are served by sirv; this module is the guard in front of it and around every handler:
// a hostile request (bad escape, traversal, NUL, overlong URL, wrong method, slow client) gets a 4xx,
// an unexpected error a logged 500, and never a process exit.
import { createServer } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { remoteSecurityHeaders } from './security-headers.mjs';
import { readManifest } from '../remotes/manifest.mjs';
import { logLine, serviceLog } from './log.mjs';
import { runInTrace, traceOfRequest } from './trace-context.mjs';

export { logLine };

/** Longer request targets get 414: no page of the site comes close, and long ones only cost work. */
export const MAX_URL_LENGTH = 4096;
export const HEALTH_PATH = '/healthz';

/** Vite names built assets `name-<hash>.ext`; only those are safe to cache forever. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @param {string} relativePath  the file's path under the served folder, without a leading slash */
export function cacheControlFor(relativePath) {
  const isAsset = relativePath.startsWith('assets/') || relativePath.includes('/assets/');
  return isAsset && HASHED.test(relativePath) ? IMMUTABLE : 'no-cache';
}

/**
 * Checks a request target before anything looks at the file system. Returns the decoded path, or
 * the status to answer: 414 when too long, 400 for a target that is not a path (absolute-form, `*`,
 * garbage), a malformed percent-escape, NUL/control characters, backslashes or `.`/`..` segments in
 * any encoding (decoding once turns %2e%2e, ..%2f and ..%5c into what they mean; a double-encoded
 * %252e stays a literal name, which simply does not exist). Hidden names (`.git`, `.env`) are 404.
 * @returns {{ pathname: string } | { status: number }}
 */
export function checkTarget(rawUrl = '/') {
  if (rawUrl.length > MAX_URL_LENGTH) return { status: 414 };
  if (!rawUrl.startsWith('/')) return { status: 400 };
  const rawPath = rawUrl.split(/[?#]/, 1)[0];
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return { status: 400 };
  const segments = pathname.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) return { status: 400 };
  if (segments.some((segment) => segment.startsWith('.'))) return { status: 404 };
  return { pathname };
}

/**
 * sirv understands `bytes=N-` and `bytes=N-M` only, and throws on a range that ends before it
 * starts; anything else is dropped, so the whole file is sent (a server may ignore Range).
 * @param {import('node:http').IncomingMessage} req
 */
function sanitizeRange(req) {
  const range = req.headers.range;
  if (range === undefined) return;
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range);
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range;
}

/**
 * A request handler of the site's servers: resolves (or returns) true when it has answered.
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean | Promise<boolean>} PageHandler
 */

/**
 * Request handler serving `root`. Resolves false when it did not answer (so a gateway can go on).
 * Only GET and HEAD reach it (see withCors / the gateway). The gateway composes its pages itself
 * (shell/server/gateway/compose/) and sends them with sendPage; this serves files as they are.
 * @param {string} root
 * @param {{ spaFallback?: boolean, immutable?: boolean }} options  spaFallback: index.html for a path that
 *   names no file; immutable: every file is cached for a year (a folder whose files never change: a remote's releases)
 * @returns {PageHandler}
 */
export function createStaticHandler(root, options = {}) {
  const base = path.resolve(root);
  // `dev: true` only means: look each file up on disk per request instead of indexing the folder
  // once at start, so a redeploy into the same folder is served at once (sirv's own cache headers
  // are replaced by ours in setHeaders).
  const serveFile = sirv(base, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    single: Boolean(options.spaFallback),
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', options.immutable ? IMMUTABLE : cacheControlFor(pathname.replace(/^\/+/, '')));
    },
  });
  return async function serveStatic(req, res) {
    const target = checkTarget(req.url);
    if ('status' in target) return sendStatus(res, target.status);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (target.pathname === HEALTH_PATH) return sendHealth(res);
    sanitizeRange(req);
    return sendWithSirv(serveFile, req, res);
  };
}

/**
 * sirv answers synchronously or calls next(); a read stream that fails later (file removed by a redeploy) ends the response instead of the process.
 * @param {import('sirv').RequestHandler} serveFile
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function sendWithSirv(serveFile, req, res) {
  let answered = true;
  res.once('pipe', (/** @type {import('node:stream').Readable} */ source) => source.once('error', () => res.destroy()));
  serveFile(req, res, () => {
    answered = false;
  });
  return answered;
}

/**
 * A page (HTML) request: a path with no file extension, or an .html file.
 * @param {string} pathname  the decoded path (checkTarget's)
 */
export function isPagePath(pathname) {
  return pathname.endsWith('/') || pathname.endsWith('.html') || !path.posix.extname(pathname);
}

/**
 * Sends a composed page: HTML, compressed for this response (sendBody), and revalidated by caches
 * each time unless the page already said it must never be stored (a preview).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} html
 * @returns {true}
 */
export function sendPage(req, res, html) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  sendBody(req, res, Buffer.from(html));
  return true;
}

/** @param {import('node:http').ServerResponse} res */
function sendHealth(res) {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end('ok');
  return true;
}

/**
 * Composed HTML differs per response (its CSP nonce), so it is compressed per response, at levels
 * that cost a fraction of a millisecond: measured on /about (32 KB), brotli quality 5 gives 6,207
 * bytes in 0.34 ms where quality 9 gave 6,170 bytes in 7.2 ms, which capped the gateway near 130
 * pages/s.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} body
 */
function sendBody(req, res, body) {
  const encoding = body.length > 1024 ? pickEncoding(req.headers['accept-encoding']) : null;
  res.setHeader('Vary', 'Accept-Encoding');
  let payload = body;
  if (encoding) {
    payload = compress(body, encoding);
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', payload.length);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** @returns {'br' | 'gzip' | null} */
function pickEncoding(header = '') {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

/**
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 */
function compress(body, encoding) {
  return encoding === 'br' ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(body, { level: 6 });
}

/**
 * Answers `status` with no body (or closes the connection when the answer had already started).
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} [headers]
 * @returns {true}
 */
export function sendStatus(res, status, headers = {}) {
  if (res.headersSent) {
    res.destroy();
    return true;
  }
  res.writeHead(status, { 'Content-Length': 0, ...headers });
  res.end();
  return true;
}

/**
 * A remote origin's front door: its security headers (a strict policy for the team's standalone
 * page) and CORS, so the shell's origin may load this remote's modules, styles and fonts.
 * @param {PageHandler} handler
 * @returns {Handler}
 */
export function withCors(handler) {
  return async (req, res) => {
    remoteSecurityHeaders(req, res);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') return sendStatus(res, 204);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendStatus(res, 405, { Allow: 'GET, HEAD, OPTIONS' });
    if (!(await handler(req, res))) sendStatus(res, 404);
  };
}

/**
 * With LOG_LEVEL=debug, one line per answered request (method, path without its query, status, time),
 * with its trace id: a visitor's request is then found in every process it went through.
 * @param {string} service
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function logAnswer(service, req, res) {
  if (!serviceLog(service).isLevelEnabled('debug')) return;
  const started = performance.now();
  res.once('finish', () => {
    const path = String(req.url).split('?')[0]?.slice(0, 200);
    logLine(service, 'debug', `${req.method} answered ${res.statusCode}`, {
      req: { method: req.method, path },
      res: { statusCode: res.statusCode },
      ms: Math.round(performance.now() - started),
    });
  });
}

/**
 * Any request handler; what it returns or resolves to is not used.
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} Handler
 */

/**
 * Runs a request handler within the request's trace (trace-context.mjs) so that nothing it throws or
 * rejects ends the process: the error is logged as one JSON line and the client gets a 500 (or, when
 * the answer had already started, a closed connection).
 * @param {Handler} handler
 * @param {string} service  the name in the log line
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function guarded(handler, service) {
  return (req, res) => {
    /** @param {unknown} error */
    const fail = (error) => {
      logLine(service, 'error', 'request failed', {
        method: req.method,
        url: String(req.url).slice(0, 200),
        error: /** @type {{ stack?: string } | undefined} */ (error)?.stack ?? String(error),
      });
      if (res.headersSent) res.destroy();
      else {
        res.statusCode = 500;
        res.end();
      }
    };
    runInTrace(traceOfRequest(req), () => {
      logAnswer(service, req, res);
      try {
        Promise.resolve(handler(req, res)).catch(fail);
      } catch (error) {
        fail(error);
      }
    });
  };
}

/**
 * Time limits against slow clients (slowloris): headers must arrive within 15 s, a whole request
 * within 60 s (uploads through the gateway are at most a few MB; a remote's own server, which takes
 * no bodies, uses 20 s), an idle keep-alive connection is closed after 5 s; limits are checked
 * every 2 s (Node's default is every 30 s).
 */
export const SERVER_LIMITS = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 2_000,
  maxHeaderSize: 16 * 1024,
};

/**
 * An HTTP server hardened for the open internet: the handler is guarded, time limits are set, and
 * a request Node cannot parse (bad request line, invalid or oversized headers, timeout) gets a
 * plain 400/408/431 and a closed connection.
 * @param {Handler} handler
 * @param {string} service  the name in the log lines
 * @param {typeof SERVER_LIMITS} [limits]
 */
export function createHardenedServer(handler, service, limits = SERVER_LIMITS) {
  const server = createServer(limits, guarded(handler, service));
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.on('clientError', (error, socket) => answerClientError(error, socket));
  // No proxying here: CONNECT gets a 405 instead of a silently dropped connection.
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}

/** @type {Record<string, string>} */
const CLIENT_ERROR_STATUS = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:stream').Duplex & { _httpMessage?: { headersSent: boolean } }} socket  Node's own
 *   socket of the connection (`_httpMessage`: the answer in progress, when there is one)
 */
function answerClientError(error, socket) {
  try {
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  } catch {
    socket.destroy();
  }
}

/**
 * Listens, turning "port in use" into one clear line instead of a stack trace.
 * @template {import('node:net').Server} S
 * @param {S} server
 * @param {number} port
 * @param {string} host
 * @param {string} label  what the server is, in the error's sentence
 * @returns {Promise<S>}
 */
export function listen(server, port, host, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} is already in use, so ${label} cannot start. Stop the other process or set PORT_OFFSET.`));
      } else reject(error);
    });
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * A remote's releases beside its current build: `/releases/<version>/…` is the folder its
 * build wrote under releases/, immutable (a version is the hash of its files), so a rollback to any
 * release still there is served with no redeploy. Everything else is the current build (dist/).
 * @param {string} releasesDir
 * @param {PageHandler} current
 * @returns {PageHandler}
 */
function withReleases(releasesDir, current) {
  const releases = createStaticHandler(releasesDir, { immutable: true });
  return (req, res) => {
    if (!req.url?.startsWith('/releases/')) return current(req, res);
    req.url = req.url.slice('/releases'.length);
    return releases(req, res);
  };
}

async function main() {
  const args = process.argv.slice(2);
  /**
   * @template {string | number | undefined} [F=undefined]
   * @param {string} name
   * @param {F} [fallback]
   * @returns {string | F}
   */
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : /** @type {F} */ (fallback);
  };
  // `--remote <folder>`: a remote's build, on the port and under the name its manifest gives.
  const remoteDir = option('remote');
  const remote = remoteDir ? readManifest(path.resolve(remoteDir)) : null;
  const dir = path.resolve(option('dir', remote ? path.join(remote.dir, 'dist') : 'dist'));
  const port = Number(option('port', process.env.PORT ?? remote?.devPort ?? 4100));
  const host = option('host', process.env.HOST ?? '127.0.0.1');
  const label = option('name', remote?.name ?? path.basename(path.dirname(dir)));
  const current = createStaticHandler(dir, { spaFallback: true });
  const handler = remote ? withReleases(path.join(remote.dir, 'releases'), current) : current;
  // A remote's server takes no request bodies: a whole request must arrive within 20 s.
  const server = createHardenedServer(withCors(handler), label, { ...SERVER_LIMITS, requestTimeout: 20_000 });
  try {
    await listen(server, port, host, label);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
  logLine(label, 'log', `serving ${dir} on http://${host}:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error?.stack ?? String(error));
    process.exit(1);
  });
}
