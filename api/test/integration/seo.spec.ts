import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, TEST_PASSWORD, TEST_USER, type TestApp } from '../helpers/test-app.js';

const SEO = '/api/cms/seo';
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/products',
  '/pharmaceutical-apis',
  '/capabilities',
  '/contract-manufacturing',
  '/research-development',
  '/sustainability',
  '/contact',
];

/** Per-route SEO settings: a public list, admin-only upserts, validated. */
describe.each(featureStores())('SEO settings (%s store)', (storeName) => {
  let t: TestApp;
  const revision = async () => (await request(t.http).get('/api/cms/revision').expect(200)).body.revision as string;
  const put = (body: object, auth = t.auth) => request(t.http).put(SEO).set('Authorization', auth).send(body);

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists nothing before anything is saved (every route uses its page defaults), publicly cacheable', async () => {
    const res = await request(t.http).get(SEO).expect(200);
    expect(res.body).toEqual({ data: [] });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('saves one route (upsert), answers the entry with updatedAt, lists it, and bumps the revision', async () => {
    const before = await revision();
    const body = { route: '/about', title: 'About Refex', description: 'Who we are.', image: '/uploads/about-share.webp', noindex: false };
    const saved = (await put(body).expect(200)).body.data;
    expect(saved).toEqual({ ...body, updatedAt: expect.any(String) });
    expect(new Date(saved.updatedAt).toISOString()).toBe(saved.updatedAt);
    expect(await revision()).not.toBe(before);
    expect((await request(t.http).get(SEO).expect(200)).body.data).toEqual([saved]);
  });

  it('a second save merges: fields left out keep their value; empty strings mean "the page default"', async () => {
    const saved = (await put({ route: '/about', noindex: true }).expect(200)).body.data;
    expect(saved).toMatchObject({ route: '/about', title: 'About Refex', description: 'Who we are.', noindex: true });
    const cleared = (await put({ route: '/about', title: '', image: '', noindex: true }).expect(200)).body.data;
    expect(cleared).toMatchObject({ title: '', image: '', description: 'Who we are.', noindex: true });
    const fresh = (await put({ route: '/contact', noindex: false }).expect(200)).body.data;
    expect(fresh).toEqual({ route: '/contact', title: '', description: '', image: '', noindex: false, updatedAt: expect.any(String) });
    expect((await request(t.http).get(SEO).expect(200)).body.data.map((e: { route: string }) => e.route)).toEqual(['/about', '/contact']);
  });

  it('accepts every public route and, as image, an upload path or an http(s) URL', async () => {
    for (const route of PUBLIC_ROUTES) await put({ route, noindex: false }).expect(200);
    for (const image of ['/uploads/x.webp', 'https://cdn.example.com/share.png', 'http://example.com/a.jpg', '']) {
      expect((await put({ route: '/', image, noindex: false }).expect(200)).body.data.image).toBe(image);
    }
  });

  it.each([
    ['a route that is not public', { route: '/admin', noindex: false }, 'route'],
    ['an alias without a page of its own', { route: '/research-capabilities', noindex: false }, 'route'],
    ['a route with a trailing slash', { route: '/about/', noindex: false }, 'route'],
    ['no route', { noindex: false }, 'route'],
    ['a 71-character title', { route: '/about', title: 'x'.repeat(71), noindex: false }, 'title'],
    ['a 201-character description', { route: '/about', description: 'x'.repeat(201), noindex: false }, 'description'],
    ['a number as title', { route: '/about', title: 42, noindex: false }, 'title'],
    ['a javascript: image', { route: '/about', image: 'javascript:alert(1)', noindex: false }, 'image'],
    ['an image path outside /uploads/', { route: '/about', image: '/images/home/hero-1.webp', noindex: false }, 'image'],
    ['a data: image', { route: '/about', image: 'data:image/png;base64,AAAA', noindex: false }, 'image'],
    ['a protocol-relative image', { route: '/about', image: '//evil.example/x.png', noindex: false }, 'image'],
    ['no noindex', { route: '/about' }, 'noindex'],
    ['a string as noindex', { route: '/about', noindex: 'yes' }, 'noindex'],
    ['an unknown field', { route: '/about', noindex: false, canonical: 'https://evil.example' }, 'canonical'],
  ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
    const res = await put(body).expect(400);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('the limits are inclusive: a 70-character title and a 200-character description are fine', async () => {
    await put({ route: '/products', title: 't'.repeat(70), description: 'd'.repeat(200), noindex: false }).expect(200);
  });

  it('only the signed-in admin may write: anonymous and forged credentials 401, a cookie from another site 403', async () => {
    const before = await revision();
    const body = { route: '/about', title: 'Hijacked', noindex: false };
    await request(t.http).put(SEO).send(body).expect(401);
    await put(body, 'Bearer forged').expect(401);
    const login = await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD, mode: 'cookie' }).expect(200);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    await request(t.http).put(SEO).set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').send(body).expect(403);
    expect(await revision()).toBe(before);
    await request(t.http).put(SEO).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send(body).expect(200);
  });

  it("an SEO change moves the sitemap's lastmod of that route only", async () => {
    const dates = async () => (await request(t.http).get('/api/cms/pages/updated').expect(200)).body.data as Record<string, string>;
    const before = await dates();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const saved = (await put({ route: '/sustainability', description: 'Greener chemistry.', noindex: false }).expect(200)).body.data;
    const after = await dates();
    expect(after['/sustainability']).toBe(saved.updatedAt);
    expect(Date.parse(after['/sustainability']!)).toBeGreaterThan(Date.parse(before['/sustainability']!));
    expect(after['/about']).toBe(before['/about']);
  });

  it('the public list is served fresh after a save (the read cache is cleared by it)', async () => {
    await request(t.http).get(SEO).expect(200); // cached
    await put({ route: '/capabilities', title: 'Capabilities at Refex', noindex: false }).expect(200);
    const entry = (await request(t.http).get(SEO).expect(200)).body.data.find((e: { route: string }) => e.route === '/capabilities');
    expect(entry.title).toBe('Capabilities at Refex');
  });
});
