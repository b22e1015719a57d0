#!/usr/bin/env node
// A small static file server for one deployed remote (or the shell): CORS on every file,
// `no-cache` on un-hashed entry files (remoteEntry.js, manifests, HTML) so a redeploy shows at once,
// a year of immutable cache on content-hashed assets, gzip/brotli for text, SPA fallback to index.html.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map)$/;
/** Vite names built assets `name-<hash>.ext`; only those are safe to cache forever. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export function cacheControlFor(relativePath) {
  const isAsset = relativePath.startsWith('assets/') || relativePath.includes('/assets/');
  return isAsset && HASHED.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Request handler serving `root`. Returns false when it did not answer (so a gateway can go on).
 * @param {string} root
 * @param {{ spaFallback?: boolean, transformHtml?: (html: string, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => string | Promise<string> }} options
 */
export function createStaticHandler(root, options = {}) {
  const base = path.resolve(root);
  return async function serveStatic(req, res) {
    const url = new URL(req.url ?? '/', 'http://local');
    let relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    let file = path.join(base, relative);
    if (!file.startsWith(base)) return sendStatus(res, 403);
    let stat = await fs.stat(file).catch(() => null);
    if (stat?.isDirectory()) {
      relative = path.posix.join(relative, 'index.html');
      file = path.join(file, 'index.html');
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat && options.spaFallback && !path.extname(relative)) {
      relative = 'index.html';
      file = path.join(base, relative);
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat) return false;
    await sendFile(req, res, file, relative, stat, options);
    return true;
  };
}

async function sendFile(req, res, file, relative, stat, options) {
  const ext = path.extname(file).toLowerCase();
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControlFor(relative));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (ext === '.html' && options.transformHtml) {
    const html = await options.transformHtml(await fs.readFile(file, 'utf8'), req, res);
    return sendBody(req, res, Buffer.from(html), true);
  }
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) return sendStatus(res, 304);
  if (COMPRESSIBLE.test(ext)) return sendBody(req, res, await fs.readFile(file), true);
  res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') return res.end();
  await pipeline(createReadStream(file), res).catch(() => res.destroy());
}

const compressedCache = new Map();

function sendBody(req, res, body, compressible) {
  const encoding = compressible && body.length > 1024 ? pickEncoding(req.headers['accept-encoding']) : null;
  res.setHeader('Vary', 'Accept-Encoding');
  let payload = body;
  if (encoding) {
    payload = compress(body, encoding);
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', payload.length);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function pickEncoding(header = '') {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

/** Compressed bytes are cached by content, so each file is compressed once per process. */
function compress(body, encoding) {
  const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
  const hit = compressedCache.get(key);
  if (hit) return hit;
  const out =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(body, { level: 9 });
  if (compressedCache.size > 500) compressedCache.clear();
  compressedCache.set(key, out);
  return out;
}

export function sendStatus(res, status) {
  res.statusCode = status;
  res.end();
  return true;
}

/** Adds CORS so the shell's origin may load this remote's modules, styles and fonts. */
export function withCors(handler) {
  return async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') return sendStatus(res, 204);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendStatus(res, 405);
    if (!(await handler(req, res))) sendStatus(res, 404);
  };
}

/** Listens, turning "port in use" into one clear line instead of a stack trace. */
export function listen(server, port, host, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} is already in use, so ${label} cannot start. Stop the other process or set PORT_OFFSET.`));
      } else reject(error);
    });
    server.listen(port, host, () => resolve(server));
  });
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const dir = path.resolve(option('dir', 'dist'));
  const port = Number(option('port', process.env.PORT ?? 4100));
  const host = option('host', process.env.HOST ?? '127.0.0.1');
  const label = option('name', path.basename(path.dirname(dir)));
  const server = createServer(withCors(createStaticHandler(dir, { spaFallback: true })));
  try {
    await listen(server, port, host, label);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(JSON.stringify({ level: 'log', service: label, message: `serving ${dir} on http://${host}:${port}` }));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
