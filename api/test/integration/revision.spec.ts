import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ReadCache } from '../../src/platform/http/read-cache.service.js';
import { LIST_CASES } from '../helpers/content-cases.js';
import { openStore, storeNames } from '../helpers/store-targets.js';
import { createTestApp, TEST_PASSWORD, TEST_USER, type TestApp } from '../helpers/test-app.js';

const REVISION = '/api/cms/revision';
const HERO = '/api/cms/about/hero';
const SLIDES = LIST_CASES.find((c) => c.path === '/api/cms/home/slides')!;

async function revisionOf(t: TestApp): Promise<string> {
  const res = await request(t.http).get(REVISION).expect(200);
  expect(typeof res.body.revision).toBe('string');
  return res.body.revision as string;
}

/** The content revision gateways poll: stored with the content, changed by every content write. */
describe.each(storeNames())('GET /api/cms/revision (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers { revision } publicly, never from a cache, and the same while nothing changes', async () => {
    const res = await request(t.http).get(REVISION).expect(200);
    expect(Object.keys(res.body)).toEqual(['revision']);
    expect(res.body.revision).toMatch(/^\S{8,}$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(await revisionOf(t)).toBe(res.body.revision);
  });

  it('changes with every content write (create, update, delete), before the write answers', async () => {
    const seen = [await revisionOf(t)];
    const created = await request(t.http).post(SLIDES.path).set('Authorization', t.auth).send(SLIDES.valid).expect(201);
    seen.push(await revisionOf(t));
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ title: 'Revision test' }).expect(200);
    seen.push(await revisionOf(t));
    await request(t.http)
      .delete(`${SLIDES.path}/${created.body.data.id as string}`)
      .set('Authorization', t.auth)
      .expect(200);
    seen.push(await revisionOf(t));
    expect(new Set(seen).size).toBe(4);
  });

  it('does not change on sign-ins and failed sign-ins (sessions and lockouts are not content)', async () => {
    const before = await revisionOf(t);
    await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD }).expect(200);
    await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: 'wrong password' }).expect(401);
    expect(await revisionOf(t)).toBe(before);
  });

  it('a refused write leaves it as it was', async () => {
    const before = await revisionOf(t);
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ title: '' }).expect(400);
    await request(t.http).put(HERO).send({ title: 'anonymous' }).expect(401);
    expect(await revisionOf(t)).toBe(before);
  });

  it('is stored with the content, and changes at every start (a write cut short by a crash before its bump is never missed)', async () => {
    const before = await revisionOf(t);
    await t.close({ keepData: true });
    const store = await openStore(storeName, t.location); // the store alone, no API process
    expect(await store.revision()).toBe(before);
    await store.close();
    t = await createTestApp(storeName, { location: t.location });
    expect(await revisionOf(t)).not.toBe(before);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two API instances on one MongoDB: a save through A is read through B within 1 s, although B's
 * read cache held the old answer and B's own process saw no write. (The embedded store can only be
 * open in one process, so this needs the MongoDB adapter: `npm run test:mongo -w api`.)
 */
const shared = storeNames().filter((name) => name === 'mongodb');
if (shared.length) {
  describe.each(shared)('two API instances on one %s store', (storeName) => {
    let a: TestApp;
    let b: TestApp;
    const heroTitle = async (app: TestApp, headers: Record<string, string> = {}) =>
      (await request(app.http).get(HERO).set(headers).expect(200)).body.data.title as string;

    beforeAll(async () => {
      // Entries that never expire by age: only the revision check can make B fresh.
      const env = { READ_CACHE_TTL_MS: '0' };
      a = await createTestApp(storeName, { env });
      b = await createTestApp(storeName, { env, location: a.location });
    });

    afterAll(async () => {
      await b?.close({ keepData: true });
      await a?.close();
    });

    /** Fills B's read cache with the current title, until B would answer it from the cache. */
    async function warm(): Promise<string> {
      const title = await heroTitle(b);
      for (let i = 0; i < 20 && !b.app.get(ReadCache).lookup(HERO); i++) {
        await heroTitle(b);
        await sleep(10);
      }
      expect(b.app.get(ReadCache).lookup(HERO)?.body.toString()).toContain(title);
      return title;
    }

    it('a save on A is read on B within 1 s, and both answer the new revision', async () => {
      await warm();
      const revisionBefore = await revisionOf(b);
      const title = `Cross-instance ${Date.now()}`;
      await request(a.http).put(HERO).set('Authorization', a.auth).send({ title }).expect(200);
      const savedAt = Date.now();
      expect(await revisionOf(b)).not.toBe(revisionBefore);
      expect(await revisionOf(b)).toBe(await revisionOf(a));
      while ((await heroTitle(b)) !== title) {
        expect(Date.now() - savedAt).toBeLessThan(1000);
        await sleep(20);
      }
    });

    it('after a quiet second, the very next read on B is the saved content', async () => {
      await warm();
      const title = `Quiet ${Date.now()}`;
      await request(a.http).put(HERO).set('Authorization', a.auth).send({ title }).expect(200);
      await sleep(1000);
      expect(await heroTitle(b)).toBe(title);
    });

    it('B answers a read with Cache-Control: no-cache from the store at once (what a gateway sends after a new revision)', async () => {
      await warm();
      const title = `Fresh ${Date.now()}`;
      await request(a.http).put(HERO).set('Authorization', a.auth).send({ title }).expect(200);
      expect(await heroTitle(b, { 'Cache-Control': 'no-cache' })).toBe(title);
    });
  });
}
