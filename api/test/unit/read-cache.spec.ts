import { describe, expect, it } from '@jest/globals';
import { cacheKey, etagMatches, ReadCache } from '../../src/common/http/read-cache.service.js';
import { loadConfig } from '../../src/config/app-config.js';
import { EmbeddedStore } from '../../src/store/embedded/embedded-store.js';

function cache(env: Record<string, string> = {}) {
  const store = new EmbeddedStore('/nonexistent-never-opened');
  return { store, cache: new ReadCache(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x', ...env }), store) };
}

describe('read cache', () => {
  it('keys by path only, so a cache buster neither misses nor grows it', () => {
    expect(cacheKey('/api/cms/home/slides?t=1')).toBe('/api/cms/home/slides');
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
