import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { defaultPharmaceuticalApisBody } from '@pharma/shared/content';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BODY = '/api/cms/products/pharmaceutical-apis';

type Body = typeof defaultPharmaceuticalApisBody & { version: number };

/** The text of /pharmaceutical-apis is content of the products page: seeded as the page showed it, drafted and published with that page. */
describe.each(featureStores())('pharmaceutical APIs page text (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  const read = async (signedIn = false): Promise<Body> => {
    const get = request(t.http).get(BODY);
    return (await (signedIn ? get.set('Authorization', t.auth) : get).expect(200)).body.data;
  };

  it('serves the seeded text to a visitor, as the page showed it', async () => {
    const stored = await read();
    expect(stored).toMatchObject(defaultPharmaceuticalApisBody);
    expect(Object.keys(stored).filter((key) => !['version', 'createdAt', 'updatedAt'].includes(key))).toEqual(Object.keys(defaultPharmaceuticalApisBody));
    expect(stored.version).toEqual(expect.any(Number));
  });

  it('a drafted banner title is the products page draft; a visitor sees it once the page is published', async () => {
    const before = await read(true);
    const hero = { ...before.hero, title: 'Our API Portfolio' };
    await request(t.http).put(`${BODY}?draft=true`).set('Authorization', t.auth).send({ hero, version: before.version }).expect(200);
    expect((await read()).hero.title).toBe('Pharmaceutical APIs');
    expect((await read(true)).hero.title).toBe('Our API Portfolio');

    const drafts = (await request(t.http).get('/api/drafts?page=products').set('Authorization', t.auth).expect(200)).body;
    expect(drafts.data.changes.map((change: { collection: string }) => change.collection)).toContain('products_pharmaceutical_apis');

    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'products' }).expect(200);
    const published = await read();
    expect(published.hero).toEqual({ ...defaultPharmaceuticalApisBody.hero, title: 'Our API Portfolio' });
    expect(published.stats).toEqual(defaultPharmaceuticalApisBody.stats);
  });

  it('refuses a figure without its value and more figures than fit, naming the field, and a write without a token', async () => {
    const bad = await request(t.http)
      .put(BODY)
      .set('Authorization', t.auth)
      .send({ stats: [{ value: '', label: 'Countries', icon: 'ri-global-line' }] })
      .expect(400);
    expect(bad.body.errors).toHaveProperty(['stats.0.value']);
    const many = Array.from({ length: 9 }, (_, i) => ({ value: `${i}`, label: `Figure ${i}`, icon: '' }));
    await request(t.http).put(BODY).set('Authorization', t.auth).send({ stats: many }).expect(400);
    await request(t.http)
      .put(BODY)
      .send({ cta: { ...defaultPharmaceuticalApisBody.cta, title: 'Anonymous' } })
      .expect(401);
    expect((await read()).cta).toEqual(defaultPharmaceuticalApisBody.cta);
  });
});
