import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const CATEGORIES = '/api/cms/products/therapeutic-categories';

interface Api {
  name: string;
  cas: string;
}
interface Category {
  id: string;
  name: string;
  apis: Api[];
  version: number;
}

/** The catalogue of /products is content: an API of a therapeutic category is added, renamed and removed over REST. */
describe.each(featureStores())('products catalogue (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  const anonymousCategories = async (): Promise<Category[]> => (await request(t.http).get(CATEGORIES).expect(200)).body.data;
  const anonymousCategory = async (id: string): Promise<Category | undefined> => (await anonymousCategories()).find((c) => c.id === id);

  it('serves the seeded catalogue to a visitor: 17 categories, 77 APIs, the first one as the page showed it', async () => {
    const categories = await anonymousCategories();
    expect(categories).toHaveLength(17);
    expect(categories.reduce((sum, c) => sum + c.apis.length, 0)).toBe(77);
    expect(categories[0]).toMatchObject({
      id: 'anti-histaminic',
      name: 'Anti-Histaminic',
      icon: 'ri-flower-line',
      color: 'refex-blue',
      apis: [
        { name: 'Cetirizine Dihydrochloride', cas: '83881-52-1' },
        { name: 'Hydroxyzine', cas: '68-88-2' },
        { name: 'Desloratadine', cas: '100643-71-8' },
      ],
      order: 1,
      isActive: true,
    });
  });

  it('creates, edits and deletes a therapeutic API entry; a visitor reads each step', async () => {
    const [first] = await anonymousCategories();
    const url = `${CATEGORIES}/${first!.id}`;
    const put = (body: object) => request(t.http).put(url).set('Authorization', t.auth).send(body);

    // Create: an API added to the category.
    const added = (await put({ apis: [...first!.apis, { name: 'Bilastine', cas: '202189-78-4' }], version: first!.version }).expect(200)).body.data;
    expect(added.apis).toHaveLength(4);
    expect((await anonymousCategory(first!.id))!.apis.at(-1)).toEqual({ name: 'Bilastine', cas: '202189-78-4' });

    // Edit: its name changes, nothing else does.
    const renamed = added.apis.map((api: Api) => (api.cas === '202189-78-4' ? { ...api, name: 'Bilastine (micronised)' } : api));
    await put({ apis: renamed, version: added.version }).expect(200);
    const afterEdit = await anonymousCategory(first!.id);
    expect(afterEdit!.apis.map((api) => api.name)).toEqual(['Cetirizine Dihydrochloride', 'Hydroxyzine', 'Desloratadine', 'Bilastine (micronised)']);

    // Delete: the category lists its three APIs again.
    await put({ apis: first!.apis, version: afterEdit!.version }).expect(200);
    expect((await anonymousCategory(first!.id))!.apis).toEqual(first!.apis);
  });

  it('refuses an API without a CAS number, naming the field, and a write without a token', async () => {
    const [first] = await anonymousCategories();
    const url = `${CATEGORIES}/${first!.id}`;
    const bad = await request(t.http)
      .put(url)
      .set('Authorization', t.auth)
      .send({ apis: [{ name: 'No CAS' }], version: first!.version })
      .expect(400);
    expect(JSON.stringify(bad.body.errors)).toContain('cas');
    await request(t.http).put(url).send({ apis: [] }).expect(401);
    expect((await anonymousCategory(first!.id))!.apis).toEqual(first!.apis);
  });

  it('creates and deletes a whole category with its APIs; an inactive one is not shown to a visitor', async () => {
    const created = (
      await request(t.http)
        .post(CATEGORIES)
        .set('Authorization', t.auth)
        .send({
          name: 'Anti-Migraine',
          icon: 'ri-capsule-line',
          color: 'refex-green',
          apis: [{ name: 'Sumatriptan Succinate', cas: '103628-48-4' }],
          order: 18,
        })
        .expect(201)
    ).body.data;
    expect(await anonymousCategory(created.id)).toMatchObject({ name: 'Anti-Migraine', apis: [{ name: 'Sumatriptan Succinate', cas: '103628-48-4' }] });

    await request(t.http).put(`${CATEGORIES}/${created.id}`).set('Authorization', t.auth).send({ isActive: false, version: created.version }).expect(200);
    expect(await anonymousCategory(created.id)).toBeUndefined();

    await request(t.http).delete(`${CATEGORIES}/${created.id}`).set('Authorization', t.auth).expect(200);
    await request(t.http).get(`${CATEGORIES}/${created.id}`).set('Authorization', t.auth).expect(404);
    expect(await anonymousCategories()).toHaveLength(17);
  });
});
