import { describe, expect, it, jest } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheKey, etagMatches, ReadCache, REVISION_CHECK_MS, REVISION_TRUST_MS } from '../../src/platform/http/read-cache.service.js';
import { loadConfig } from '../../src/platform/config/app-config.js';
import { EmbeddedStore } from '../../src/platform/store/embedded/embedded-store.js';
import { Store, type Collection } from '../../src/platform/store/store.port.js';

function cache(env: Record<string, string> = {}) {
  const store = new EmbeddedStore('/nonexistent-never-opened');
  return { store, cache: new ReadCache(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x', ...env }), store) };
}

describe('read cache', () => {
  it('keys by path and language only, so a cache buster neither misses nor grows it', () => {
    expect(cacheKey('/api/cms/home/slides?t=1')).toBe('/api/cms/home/slides');
    expect(cacheKey('/api/cms/home/slides?t=1&locale=pt-br')).toBe('/api/cms/home/slides?locale=pt-BR');
    expect(cacheKey('/api/cms/home/slides?locale=%3C%2Fscript%3E')).toBe('/api/cms/home/slides');
  });

  it('compares ETags weakly and handles lists and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });

  it('a store change clears it', () => {
    const { cache: c, store } = cache();
    const generation = c.generation;
    c.put('/x', { a: 1 }, generation);
    expect(c.lookup('/x')).toBeDefined();
    (store as unknown as { emitChange(name: string): void }).emitChange('anything');
    expect(c.lookup('/x')).toBeUndefined();
  });

  it('sign-ins, lockouts and proof-of-work records do not clear it (they are never part of a public read)', () => {
    const { cache: c, store } = cache();
    c.put('/x', { a: 1 }, c.generation);
    for (const name of ['sessions', 'login_lockouts', 'altcha_solved']) (store as unknown as { emitChange(name: string): void }).emitChange(name);
    expect(c.lookup('/x')).toBeDefined();
  });

  it('never caches a read that started before a write', () => {
    const { cache: c } = cache();
    const startedAt = c.generation;
    c.clear(); // a write lands while the read is in flight
    const entry = c.put('/x', { stale: true }, startedAt);
    expect(entry.etag).toBeTruthy(); // the in-flight read still gets its ETag
    expect(c.lookup('/x')).toBeUndefined();
  });

  it('expires entries after READ_CACHE_TTL_MS (used with MongoDB, where other instances write)', async () => {
    const { cache: c } = cache({ READ_CACHE_TTL_MS: '20' });
    c.put('/x', 1, c.generation);
    expect(c.lookup('/x')).toBeDefined();
    await new Promise((r) => setTimeout(r, 30));
    expect(c.lookup('/x')).toBeUndefined();
  });

  it('same data, same ETag; different data, different ETag', () => {
    const { cache: c } = cache();
    expect(c.put('/a', { x: 1 }, c.generation).etag).toBe(c.put('/b', { x: 1 }, c.generation).etag);
    expect(c.put('/a', { x: 2 }, c.generation).etag).not.toBe(c.put('/b', { x: 1 }, c.generation).etag);
  });
});

/**
 * Another API instance's writes never reach this process's onChange: a store shared by several
 * processes (MongoDB), faked at the edge, whose stored revision the test changes behind the cache's back.
 */
class SharedStore extends Store {
  readonly kind = 'mongodb' as const;
  value = 'r1';
  reads = 0;
  down = false;
  collection<T extends object>(): Collection<T> {
    throw new Error('not used');
  }
  async ping() {}
  async close() {}
  async whenReady(task: () => Promise<void>) {
    await task();
  }
  async revision() {
    this.reads++;
    await new Promise((resolve) => setTimeout(resolve, 5)); // a database round trip
    if (this.down) throw new Error('store down');
    return this.value;
  }
  protected async writeRevision() {}
  async readAnchor() {
    return null;
  }
  async writeAnchor() {}
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sharedCache() {
  const store = new SharedStore();
  return { store, cache: new ReadCache(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x' }), store) };
}

describe('read cache over a store shared by several API instances', () => {
  it('serves hits while the stored revision is unchanged, and clears itself once another instance changed it', async () => {
    const { store, cache: c } = sharedCache();
    await c.checkRevision();
    c.put('/x', { v: 1 }, c.generation);
    expect(c.lookup('/x')).toBeDefined();
    store.value = 'r2'; // a save through another instance
    const changedAt = Date.now();
    while (c.lookup('/x')) await sleep(10);
    expect(Date.now() - changedAt).toBeLessThan(REVISION_CHECK_MS + 100);
  });

  it('checks at most one at a time and not more often than every REVISION_CHECK_MS, however many hits', async () => {
    const { store, cache: c } = sharedCache();
    await c.checkRevision();
    c.put('/x', 1, c.generation);
    const before = store.reads;
    const until = Date.now() + 3 * REVISION_CHECK_MS;
    while (Date.now() < until) {
      for (let i = 0; i < 1000; i++) c.lookup('/x');
      await sleep(1);
    }
    const checks = store.reads - before;
    expect(checks).toBeGreaterThanOrEqual(2);
    expect(checks).toBeLessThanOrEqual(4);
  });

  it('serves an entry fresh from the store before any check, for REVISION_TRUST_MS at most', async () => {
    const { store, cache: c } = sharedCache();
    store.down = true; // no check can succeed: only the entry's own age counts
    c.put('/x', 1, c.generation);
    expect(c.lookup('/x')).toBeDefined();
    c.put('/old', 1, c.generation, Date.now() - REVISION_TRUST_MS);
    expect(c.lookup('/old')).toBeUndefined();
  });

  it('after a quiet spell the first read goes to the store (a miss) while a check runs', async () => {
    const { store, cache: c } = sharedCache();
    await c.checkRevision();
    c.put('/x', 1, c.generation);
    await sleep(REVISION_TRUST_MS + 20);
    const before = store.reads;
    expect(c.lookup('/x')).toBeUndefined();
    expect(store.reads).toBe(before + 1);
    await sleep(20);
    expect(c.lookup('/x')).toBeDefined(); // the revision was unchanged: the entry is trusted again
  });

  it('stops serving entries when the store cannot be asked (reads then meet the store and its 503)', async () => {
    const { store, cache: c } = sharedCache();
    await c.checkRevision();
    c.put('/x', 1, c.generation);
    store.down = true;
    await sleep(REVISION_TRUST_MS + 20);
    expect(c.lookup('/x')).toBeUndefined();
    await sleep(20);
    expect(c.lookup('/x')).toBeUndefined();
  });

  it('the embedded store (one process only) never asks for the revision', () => {
    const { cache: c, store } = cache();
    const revision = jest.spyOn(store, 'revision');
    c.put('/x', 1, c.generation);
    expect(c.lookup('/x')).toBeDefined();
    expect(revision).not.toHaveBeenCalled();
  });
});

describe('read cache fast path', () => {
  function call(c: ReadCache, headers: Record<string, string | undefined>) {
    const res = { writeHead: jest.fn<(status: number, headers: string[]) => unknown>(), end: jest.fn() };
    res.writeHead.mockReturnValue(res);
    const served = c.serve({ method: 'GET', url: '/x', headers } as unknown as IncomingMessage, res as unknown as ServerResponse);
    return { served, res };
  }

  it('answers an anonymous GET from the cache', () => {
    const { cache: c } = cache();
    c.put('/x', { a: 1 }, c.generation);
    const { served, res } = call(c, {});
    expect(served).toBe(true);
    expect(res.writeHead).toHaveBeenCalledWith(200, expect.arrayContaining(['Vary', 'Authorization, Cookie, X-Preview-Token']));
  });

  it('never answers a read with credentials, a preview token, or a request for a fresh answer', () => {
    const { cache: c } = cache();
    c.put('/x', { a: 1 }, c.generation);
    const variants: Record<string, string>[] = [
      { authorization: 'Bearer x' },
      { cookie: 'a=b' },
      { 'x-preview-token': 'anything' },
      { 'cache-control': 'no-cache' },
      { 'cache-control': 'max-age=0' },
      { pragma: 'no-cache' },
    ];
    for (const headers of variants) {
      const { served, res } = call(c, headers);
      expect([headers, served]).toEqual([headers, false]);
      expect(res.writeHead).not.toHaveBeenCalled();
    }
  });
});
