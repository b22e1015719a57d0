import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SECTION_CASES } from '../helpers/content-cases.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe.each(featureStores())('sections (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  describe.each(SECTION_CASES)('$path', (c) => {
    /** As the admin (everything, inactive content included) or, with `anonymous`, as a visitor. */
    const readSection = async (anonymous = false) => {
      const get = request(t.http).get(c.readPath);
      const body = (await (anonymous ? get : get.set('Authorization', t.auth)).expect(200)).body;
      return c.readKey ? body.data[c.readKey] : body.data;
    };

    it('GET answers the section under data, with a version', async () => {
      const res = await request(t.http).get(c.path).expect(200);
      expect(res.body.data).toMatchObject({ version: expect.any(Number) });
      expect(res.body.data).not.toHaveProperty('id');
    });

    it('PUT answers 401 without a token and changes nothing', async () => {
      const before = await readSection();
      await request(t.http).put(c.path).send(c.change).expect(401);
      expect(await readSection()).toEqual(before);
    });

    it('PUT validates: 400 naming the field, nothing changes', async () => {
      const before = await readSection();
      const res = await request(t.http).put(c.path).set('Authorization', t.auth).send(c.invalid).expect(400);
      expect(res.body.errors).toHaveProperty([c.invalidField]);
      expect(await readSection()).toEqual(before);
    });

    it('PUT merges the change; the public read shows it; a stale version is 409', async () => {
      const before = await readSection();
      const res = await request(t.http)
        .put(c.path)
        .set('Authorization', t.auth)
        .send({ ...c.change, version: before.version })
        .expect(200);
      expect(res.body.data).toMatchObject({ ...c.change, version: before.version + 1 });
      expect(await readSection()).toEqual(res.body.data);
      const { version, createdAt, updatedAt } = res.body.data;
      // A visitor sees an inactive section without its content (the page hides it or shows its fallback).
      expect(await readSection(true)).toEqual(
        (c.change as { isActive?: boolean }).isActive === false ? { isActive: false, version, createdAt, updatedAt } : res.body.data,
      );
      await request(t.http)
        .put(c.path)
        .set('Authorization', t.auth)
        .send({ ...c.change, version: before.version })
        .expect(409);
      // Without a version the write simply wins (the spec's clients send none).
      await request(t.http).put(c.path).set('Authorization', t.auth).send(c.change).expect(200);
    });
  });
});
