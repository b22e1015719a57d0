import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LIST_CASES } from '../helpers/content-cases.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The five routes of every managed list, on every store adapter. */
describe.each(featureStores())('managed lists (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  describe.each(LIST_CASES)('$path', (c) => {
    const read = (path: string) => request(t.http).get(path);

    it('GET answers {data: items} with the default count, in display order', async () => {
      const res = await read(c.path).expect(200);
      expect(res.body.data).toHaveLength(c.count);
      const orders = res.body.data.map((item: { order?: number }) => item.order ?? 0);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      for (const item of res.body.data) expect(item).toMatchObject({ id: expect.any(String), version: expect.any(Number) });
    });

    it('GET /:id answers the item; an unknown id 404, a malformed one 400', async () => {
      const { body } = await read(c.path).expect(200);
      const first = body.data[0];
      expect((await read(`${c.path}/${first.id}`).expect(200)).body.data).toEqual(first);
      expect((await read(`${c.path}/no-such-item`).expect(404)).body).toMatchObject({ statusCode: 404, message: expect.stringContaining('not found') });
      expect((await read(`${c.path}/bad$id`).expect(400)).body.errors).toHaveProperty('id');
    });

    it('every write answers 401 without a valid token', async () => {
      const { body } = await read(c.path).expect(200);
      const id = body.data[0].id;
      await request(t.http).post(c.path).send(c.valid).expect(401);
      await request(t.http).put(`${c.path}/${id}`).send(c.change).expect(401);
      await request(t.http).delete(`${c.path}/${id}`).expect(401);
      await request(t.http).post(c.path).set('Authorization', 'Bearer not.a.jwt').send(c.valid).expect(401);
      await request(t.http).post(c.path).set('Authorization', t.auth.replace(/.$/, 'x')).send(c.valid).expect(401);
      expect((await read(c.path)).body.data).toHaveLength(body.data.length);
    });

    it('POST validates: 400 naming the field, unknown fields refused, nothing stored', async () => {
      const before = (await read(c.path)).body.data.length;
      const bad = await request(t.http).post(c.path).set('Authorization', t.auth).send(c.invalid).expect(400);
      expect(bad.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
      expect(bad.body.errors).toHaveProperty([c.invalidField]);
      const unknown = await request(t.http)
        .post(c.path)
        .set('Authorization', t.auth)
        .send({ ...c.valid, hacker: true })
        .expect(400);
      expect(unknown.body.errors).toHaveProperty(['hacker']);
      expect((await read(c.path)).body.data).toHaveLength(before);
    });

    it('POST creates (201) and the public read shows it at once', async () => {
      const res = await request(t.http).post(c.path).set('Authorization', t.auth).send(c.valid).expect(201);
      expect(res.body.data).toMatchObject({ id: expect.any(String), version: 1 });
      const list = (await read(c.path).expect(200)).body.data;
      expect(list.map((item: { id: string }) => item.id)).toContain(res.body.data.id);
    });

    it('PUT merges the fields sent; a stale version is 409; unknown id 404; malformed id 400', async () => {
      const created = (await request(t.http).post(c.path).set('Authorization', t.auth).send(c.valid).expect(201)).body.data;
      const url = `${c.path}/${created.id}`;
      const updated = (
        await request(t.http)
          .put(url)
          .set('Authorization', t.auth)
          .send({ ...c.change, version: 1 })
          .expect(200)
      ).body.data;
      expect(updated).toMatchObject({ ...c.change, version: 2, createdAt: created.createdAt });
      for (const [key, value] of Object.entries(created)) {
        if (!(key in c.change) && !['version', 'updatedAt'].includes(key)) expect(updated[key]).toEqual(value);
      }
      const conflict = await request(t.http)
        .put(url)
        .set('Authorization', t.auth)
        .send({ ...c.change, version: 1 })
        .expect(409);
      expect(conflict.body.message).toBe('This item was changed by someone else. Reload to see the latest version.');
      // The editors echo back the item they read (id, timestamps included): accepted, last write wins.
      await request(t.http)
        .put(url)
        .set('Authorization', t.auth)
        .send({ ...updated, version: undefined })
        .expect(200);
      await request(t.http).put(`${c.path}/no-such-item`).set('Authorization', t.auth).send(c.change).expect(404);
      await request(t.http).put(`${c.path}/a%20b`).set('Authorization', t.auth).send(c.change).expect(400);
      const invalid = await request(t.http)
        .put(url)
        .set('Authorization', t.auth)
        .send(c.invalidUpdate ?? c.invalid)
        .expect(400);
      expect(invalid.body.errors).toBeDefined();
    });

    it('DELETE removes (200, answers the item); again 404', async () => {
      const created = (await request(t.http).post(c.path).set('Authorization', t.auth).send(c.valid).expect(201)).body.data;
      const res = await request(t.http).delete(`${c.path}/${created.id}`).set('Authorization', t.auth).expect(200);
      expect(res.body.data.id).toBe(created.id);
      await read(`${c.path}/${created.id}`).expect(404);
      await request(t.http).delete(`${c.path}/${created.id}`).set('Authorization', t.auth).expect(404);
    });
  });
});
