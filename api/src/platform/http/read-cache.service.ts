import { canonicalLocaleTag } from '@pharma/shared/content';
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PREVIEW_TOKEN_HEADER } from '../auth/preview-token.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { noteRoute } from '../metrics/http-metrics.js';
import { NON_CONTENT_COLLECTIONS, Store } from '../store/store.port.js';

/** Browsers and the gateway may keep a copy but must revalidate it (a cheap 304) on every use. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** The admin's reads (inactive content included) must not be kept by any cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** The answer depends on the credentials: a shared cache must not give the admin's copy to a visitor. */
export const VARY = 'Authorization, Cookie, X-Preview-Token';
const MAX_ENTRIES = 500;
/** With a store other processes write to, the stored revision is checked at most this often. */
export const REVISION_CHECK_MS = 250;
/**
 * An entry is served only while its read or the last revision check (whichever is newer) is younger
 * than this: under load checks run every REVISION_CHECK_MS and every hit is served; after a quiet
 * spell the first read goes to the store (fresh) while a check runs, so a save on another instance
 * is never served stale for more than about half a second plus one store round trip.
 */
export const REVISION_TRUST_MS = 500;

export interface CachedRead {
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** When the read that produced it started: its content is at least that fresh. */
  readAt: number;
  /** Response headers prepared once, so a hit allocates next to nothing. */
  headers: string[];
  notModifiedHeaders: string[];
  /** The route template it was read through, for the metrics of a hit (which never reaches Express's router). */
  route?: string;
}

/**
 * The path and the language asked for: any other query (a cache buster) must neither miss the cache
 * nor grow it. The language is kept as the handler reads it (canonical), or not at all when it is none.
 */
export function cacheKey(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const locale = canonicalLocaleTag(new URLSearchParams(url.slice(query + 1)).get('locale') ?? '');
  return locale ? `${url.slice(0, query)}?locale=${locale}` : url.slice(0, query);
}

/** Weak comparison, as RFC 9110 asks for If-None-Match. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A request that asks for a fresh answer (`Cache-Control: no-cache`, as the gateway sends after a revision change). */
function wantsFresh(req: IncomingMessage): boolean {
  const control = req.headers['cache-control'];
  return (control !== undefined && /no-cache|no-store|max-age=0/i.test(control)) || req.headers.pragma === 'no-cache';
}

/**
 * Serialized public reads, so a repeated GET costs one map lookup instead of a pass through the Nest
 * pipeline and the store. Any store write clears it. Reads that started before a write are not
 * cached (generation check), so a slow read can never re-insert stale data after the clear.
 *
 * Writes made by OTHER API instances (MongoDB shared by several) are seen through the store's
 * content revision: checked at most every REVISION_CHECK_MS (one check in flight), the cache
 * clears itself when it changed. The embedded store can only be open in one process (its folder
 * lock), so there the process's own writes are all there is and no check runs.
 */
@Injectable()
export class ReadCache {
  private readonly entries = new Map<string, CachedRead>();
  private current = 0;
  private readonly shared: boolean;
  private knownRevision?: string;
  /** When the last successful revision check started (the entries are at least that fresh). */
  private verifiedAt = Number.NEGATIVE_INFINITY;
  private checking?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: Store,
  ) {
    this.shared = store.kind !== 'embedded';
    // Sessions, lockouts and proof-of-work records change on every sign-in and form post but are
    // never part of a public read: clearing on them would empty the cache for nothing.
    store.onChange((collection) => {
      if (!NON_CONTENT_COLLECTIONS.has(collection)) this.clear();
    });
  }

  get generation(): number {
    return this.current;
  }

  lookup(key: string): CachedRead | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expiresAt < now) {
      this.entries.delete(key);
      return undefined;
    }
    return !this.shared || this.trusted(entry, now) ? entry : undefined;
  }

  /** Starts a revision check when one is due; true while the entry may still be served. */
  private trusted(entry: CachedRead, now: number): boolean {
    if (now - this.verifiedAt >= REVISION_CHECK_MS) void this.checkRevision();
    return now - Math.max(this.verifiedAt, entry.readAt) < REVISION_TRUST_MS;
  }

  /** Reads the stored revision (one read in flight at a time) and clears the cache when it changed. */
  checkRevision(): Promise<void> {
    this.checking ??= this.compareRevision().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async compareRevision(): Promise<void> {
    const startedAt = Date.now();
    try {
      const revision = await this.store.revision();
      if (revision !== this.knownRevision) {
        this.knownRevision = revision;
        this.clear();
      }
      this.verifiedAt = startedAt;
    } catch {
      // Store unreachable: the entries stop being served (REVISION_TRUST_MS) and reads meet the store's 503.
    }
  }

  /** `readAt`: when the read started (with `generation`, taken at the same moment); `route`: its route template. */
  put(key: string, data: unknown, generation: number, readAt = Date.now(), route?: string): CachedRead {
    const body = Buffer.from(JSON.stringify(data));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const ttl = this.config.readCacheTtlMs;
    const common = ['Content-Type', 'application/json; charset=utf-8', 'ETag', etag, 'Cache-Control', PUBLIC_CACHE_CONTROL, 'Vary', VARY];
    const entry = {
      body,
      etag,
      expiresAt: ttl > 0 ? Date.now() + ttl : Number.POSITIVE_INFINITY,
      readAt,
      headers: [...common, 'Content-Length', String(body.length)],
      notModifiedHeaders: common,
      route,
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
   * token, cookies, where the admin session lives, or a preview token) always goes through the
   * guard instead. A request asking for a fresh answer (Cache-Control: no-cache) reads the store.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const { headers } = req;
    if (headers.authorization !== undefined || headers.cookie !== undefined || headers[PREVIEW_TOKEN_HEADER] !== undefined) return false;
    if (wantsFresh(req)) return false;
    const entry = this.lookup(cacheKey(req.url ?? ''));
    if (!entry) return false;
    if (entry.route) noteRoute(req, entry.route);
    if (etagMatches(headers['if-none-match'], entry.etag)) {
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
