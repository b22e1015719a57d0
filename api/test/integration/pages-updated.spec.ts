import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LIST_CASES } from '../helpers/content-cases.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SLIDES = LIST_CASES.find((c) => c.path === '/api/cms/home/slides')!;
const PAGES_UPDATED = '/api/cms/pages/updated';

/** The sitemap's lastmod source: each route's newest published change. */
describe.each(featureStores())('GET /api/cms/pages/updated (%s store)', (storeName) => {
  let t: TestApp;
  const updated = async (auth?: string): Promise<Record<string, string>> => {
    const req = request(t.http).get(PAGES_UPDATED);
    return (await (auth ? req.set('Authorization', auth) : req).expect(200)).body.data;
  };
  /** Store timestamps have millisecond resolution: step past the last one before the next write. */
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers a date for every page route, publicly cacheable', async () => {
    const res = await request(t.http).get(PAGES_UPDATED).expect(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const routes = Object.keys(res.body.data);
    for (const route of ['/', '/about', '/capabilities', '/contract-manufacturing', '/contact', '/products', '/pharmaceutical-apis', '/sustainability']) {
      expect(routes).toContain(route);
    }
    expect(routes.some((route) => route.startsWith('/admin'))).toBe(false);
    for (const date of Object.values(res.body.data as Record<string, string>)) expect(new Date(date).toISOString()).toBe(date);
  });

  it('an unpublished item does not move lastmod; a published one moves its own route only', async () => {
    const before = await updated();
    await tick();
    await request(t.http)
      .post(SLIDES.path)
      .set('Authorization', t.auth)
      .send({ ...SLIDES.valid, isActive: false })
      .expect(201);
    expect(await updated()).toEqual(before);
    expect(await updated(t.auth)).toEqual(before);

    await tick();
    await request(t.http)
      .post(SLIDES.path)
      .set('Authorization', t.auth)
      .send({ ...SLIDES.valid, isActive: true })
      .expect(201);
    const after = await updated();
    expect(Date.parse(after['/']!)).toBeGreaterThan(Date.parse(before['/']!));
    expect(after['/about']).toBe(before['/about']);
  });
});
