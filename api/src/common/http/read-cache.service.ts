import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Store } from '../../store/store.port.js';

/** Browsers and the gateway may keep a copy but must revalidate it (a cheap 304) on every use. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** The admin's reads (inactive content included) must not be kept by any cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** The answer depends on the credentials: a shared cache must not give the admin's copy to a visitor. */
export const VARY = 'Authorization, Cookie';
const MAX_ENTRIES = 500;

export interface CachedRead {
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** Response headers prepared once, so a hit allocates next to nothing. */
  headers: string[];
  notModifiedHeaders: string[];
}

/** Path only: a query string (cache buster) must neither miss the cache nor grow it. */
export function cacheKey(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Weak comparison, as RFC 9110 asks for If-None-Match. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const NOT_CONTENT = new Set(['sessions', 'login_lockouts', 'altcha_solved']);

/**
 * Serialized public reads, so a repeated GET costs one map lookup instead of a pass through the Nest
 * pipeline and the store. Any store write clears it. Reads that started before a write are not
 * cached (generation check), so a slow read can never re-insert stale data after the clear.
 */
@Injectable()
export class ReadCache {
  private readonly entries = new Map<string, CachedRead>();
  private current = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    store: Store,
  ) {
    // Sessions, lockouts and proof-of-work records change on every sign-in and form post but are
    // never part of a public read: clearing on them would empty the cache for nothing.
    store.onChange((collection) => {
      if (!NOT_CONTENT.has(collection)) this.clear();
    });
  }

  get generation(): number {
    return this.current;
  }

  lookup(key: string): CachedRead | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  put(key: string, data: unknown, generation: number): CachedRead {
    const body = Buffer.from(JSON.stringify(data));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const ttl = this.config.readCacheTtlMs;
    const common = ['Content-Type', 'application/json; charset=utf-8', 'ETag', etag, 'Cache-Control', PUBLIC_CACHE_CONTROL, 'Vary', VARY];
    const entry = {
      body,
      etag,
      expiresAt: ttl > 0 ? Date.now() + ttl : Number.POSITIVE_INFINITY,
      headers: [...common, 'Content-Length', String(body.length)],
      notModifiedHeaders: common,
    };
    if (generation === this.current) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, entry);
    }
    return entry;
  }

  clear(): void {
    this.current++;
    this.entries.clear();
  }

  /**
   * Answers a GET/HEAD from the cache with plain Node calls and returns true; false on a miss.
   * It runs before Express (see installReadCache): a cached public read costs a map lookup.
   * The cache holds the anonymous variant only, so a request that carries credentials (a bearer
   * token, or cookies, where the admin session lives) always goes through the guard instead.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.authorization !== undefined || req.headers.cookie !== undefined) return false;
    const entry = this.lookup(cacheKey(req.url ?? ''));
    if (!entry) return false;
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, entry.notModifiedHeaders).end();
      return true;
    }
    res.writeHead(200, entry.headers).end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }
}

/** Puts the read cache in front of the server's request handler (Express and Nest). */
export function installReadCache(server: Server, cache: ReadCache): void {
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (cache.serve(req, res)) return;
    for (const handler of handlers) handler(req, res);
  });
}
