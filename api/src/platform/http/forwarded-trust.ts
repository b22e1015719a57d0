import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The header the site gateway proves itself with (shell/server/gateway/gateway.mjs sets it from PROXY_SECRET). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';
/** What a proxy may tell about the client; without the proof they are dropped, as if never sent. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Marks a request that carried the proxy secret (the header itself is removed before anyone else sees it). */
const PROVEN = Symbol('from-site-gateway');

/** Whether the request came from the site gateway, proven by PROXY_SECRET; false when no secret is configured. */
export function isFromGateway(req: object): boolean {
  return (req as { [PROVEN]?: boolean })[PROVEN] === true;
}

/**
 * With PROXY_SECRET set, a request's X-Forwarded-* headers count only when it carries the secret:
 * in development the gateway and any other local process all connect from 127.0.0.1, so the
 * address (TRUST_PROXY) cannot tell them apart, and a local caller could otherwise pick its own
 * client address for the rate limits and the audit trail. Runs before everything else on the
 * server (read cache, security headers, Express), so req.ip, req.secure and the CSRF host check
 * all see the same, proven headers. The secret itself never goes further than this.
 */
export function installForwardedTrust(server: Server, secret: string | undefined): void {
  if (!secret) return; // TRUST_PROXY alone decides (explicit, e.g. a private container network)
  const expected = digest(secret);
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const claimed = req.headers[PROXY_SECRET_HEADER];
    delete req.headers[PROXY_SECRET_HEADER];
    // Equal-length digests: the comparison takes the same time whatever was sent.
    const proven = typeof claimed === 'string' && timingSafeEqual(digest(claimed), expected);
    if (!proven) for (const name of FORWARDED_HEADERS) delete req.headers[name];
    else (req as { [PROVEN]?: boolean })[PROVEN] = true; // gateway-only routes (CSP reports) check it
    for (const handler of handlers) handler(req, res);
  });
}
