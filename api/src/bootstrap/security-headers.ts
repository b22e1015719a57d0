import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { UPLOADS_URL_PREFIX } from '../content/upload/upload.constants.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type TrustFn = (address: string | undefined, hop: number) => boolean;

/** One year, the value HSTS preload lists ask for; sent only on responses that went out over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** What every response shares: nosniff, the referrer policy, no framing, no HSTS from helmet (see below). */
const COMMON = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  frameguard: { action: 'deny' as const },
  xContentTypeOptions: true,
  // helmet would send HSTS on plain HTTP too; it is added per request when the request was HTTPS.
  strictTransportSecurity: false,
};

/** The API answers JSON: nothing in a response may load or run anything, and nothing may frame it. */
const jsonHeaders = helmet({
  ...COMMON,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
}) as unknown as Middleware;

/**
 * Swagger UI (/api/docs) is a page: its own scripts and styles (Swagger sets inline styles, which
 * cannot run script), its icons as data: images, and fetches of the OpenAPI document.
 */
const docsHeaders = helmet({
  ...COMMON,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
}) as unknown as Middleware;

/**
 * Uploaded files: images only, but an SVG is a document that could carry script. Opened directly it
 * gets no script, no plugins and a sandbox (a unique origin); other sites of the same site may still
 * embed the image (same-site), since the site's pages show them.
 */
const uploadHeaders = helmet({
  ...COMMON,
  crossOriginResourcePolicy: { policy: 'same-site' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"], styleSrc: ["'unsafe-inline'"], sandbox: [] },
  },
}) as unknown as Middleware;

export function headersFor(url = '/'): Middleware {
  const path = url.split('?')[0];
  if (path.startsWith(UPLOADS_URL_PREFIX)) return uploadHeaders;
  if (/^\/api\/docs(\/|$)/.test(path)) return docsHeaders;
  return jsonHeaders;
}

/** HTTPS as Express judges it (req.secure): a TLS socket, or X-Forwarded-Proto from a trusted proxy. */
export function isHttps(req: IncomingMessage, trust: TrustFn | undefined): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return proto === 'https' && Boolean(trust?.(req.socket.remoteAddress, 0));
}

/**
 * Security headers on every response, the read cache's fast answers included: wraps the server's
 * request handler, so it must be installed after installReadCache (which replaces that handler).
 * Proxy trust is Express's own setting ('trust proxy', from TRUST_PROXY).
 */
export function installSecurityHeaders(app: NestExpressApplication): void {
  const server = app.getHttpServer() as Server;
  const express = app.getHttpAdapter().getInstance() as { get(name: string): unknown };
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    headersFor(req.url)(req, res, () => undefined);
    if (isHttps(req, express.get('trust proxy fn') as TrustFn)) res.setHeader('Strict-Transport-Security', HSTS);
    for (const handler of handlers) handler(req, res);
  });
}
