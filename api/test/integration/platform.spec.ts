import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { ReadCache } from '../../src/platform/http/read-cache.service.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe.each(featureStores())('health, docs, caching and errors (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers 200 with the store in use', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', store: storeName });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('hides the OpenAPI UI outside development unless API_DOCS=true', async () => {
    await request(t.http).get('/api/docs').expect(404);
    await request(t.http).get('/api/docs-json').expect(404);
  });

  it('serves the OpenAPI UI at /api/docs and a document naming every route (API_DOCS=true)', async () => {
    const docs = await createTestApp(storeName, { env: { API_DOCS: 'true' } });
    try {
      await expectDocs(docs);
    } finally {
      await docs.close();
    }
  });

  async function expectDocs(t: TestApp): Promise<void> {
    expect((await request(t.http).get('/api/docs').redirects(1).expect(200)).text).toContain('swagger');
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/health',
      '/api/cms/home/slides/{id}',
      '/api/cms/about/journey/upload',
      '/api/cms/sustainability/research-innovations',
      '/api/cms/contact/get-in-touch',
      '/api/upload/image',
      '/api/contact-form',
      '/api/enquiries/{id}',
      '/api/cms/seo',
      '/api/cms/revision',
      '/api/auth/preview-token',
    ]) {
      expect(paths).toContain(path);
    }
    expect(doc.components.schemas.SlideDto.required).toEqual(expect.arrayContaining(['title', 'order']));
    expect(Object.keys(doc.paths['/api/cms/seo'])).toEqual(expect.arrayContaining(['get', 'put']));
    expect(doc.components.schemas.SeoUpdateDto.required).toEqual(expect.arrayContaining(['route', 'noindex']));
    expect(Object.keys(doc.paths['/api/auth/preview-token'])).toEqual(expect.arrayContaining(['get', 'post']));
  }

  it('public reads carry ETag and Cache-Control and answer 304 to a matching If-None-Match', async () => {
    const first = await request(t.http).get('/api/cms/home/slides').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    // The second read is served from the read cache: same bytes, same ETag.
    expect(t.app.get(ReadCache).lookup('/api/cms/home/slides')?.etag).toBe(etag);
    const second = await request(t.http).get('/api/cms/home/slides?cacheBuster=1').expect(200);
    expect(second.headers.etag).toBe(etag);
    expect(second.text).toBe(first.text);
    const notModified = await request(t.http).get('/api/cms/home/slides').set('If-None-Match', etag).expect(304);
    expect(notModified.text).toBe('');
    await request(t.http).get('/api/cms/home/slides').set('If-None-Match', `W/${etag}, "other"`).expect(304);
    await request(t.http).get('/api/cms/home/slides').set('If-None-Match', '"stale"').expect(200);
  });

  it('a write changes the ETag and the next read shows the change', async () => {
    const before = await request(t.http).get('/api/cms/home/slides').expect(200);
    const id = before.body.data[0].id;
    await request(t.http).put(`/api/cms/home/slides/${id}`).set('Authorization', t.auth).send({ title: 'Fresh title' }).expect(200);
    const after = await request(t.http).get('/api/cms/home/slides').set('If-None-Match', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data[0].title).toBe('Fresh title');
  });

  it('admin reads are never cached', async () => {
    const res = await request(t.http).get('/api/enquiries').set('Authorization', t.auth).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    await request(t.http).get('/api/enquiries').expect(401);
  });

  it('bad input gets a clear 4xx, never a 500', async () => {
    const put = (body: string, type = 'application/json') =>
      request(t.http).put('/api/cms/home/global-impact').set('Authorization', t.auth).set('Content-Type', type).send(body);
    expect((await put('{"title":').expect(400)).body).toMatchObject({ statusCode: 400 });
    await put('[1,2,3]').expect(400);
    await put('"just a string"').expect(400);
    await put(JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) })).expect(413);
    await put(JSON.stringify({ title: { $gt: '' } })).expect(400);
    // Prototype-pollution keys are dropped by the transformer: nothing stored, nothing polluted.
    const polluted = await put('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}');
    expect(polluted.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await request(t.http).get('/api/cms/home/global-impact')).body.data).not.toHaveProperty('isAdmin');
    await request(t.http).get('/api/cms/nowhere').expect(404);
    await request(t.http).delete('/api/cms/home/slides/%E0%A4%A').set('Authorization', t.auth).expect(400);
  });

  it('rich text is sanitized on write (allow-list)', async () => {
    const res = await request(t.http)
      .put('/api/cms/about/hero')
      .set('Authorization', t.auth)
      .send({
        description:
          '<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
      })
      .expect(200);
    expect(res.body.data.description).toBe('<p>Hello <strong>world</strong><a href>x</a></p>');
  });
});

describe('database down', () => {
  it('health and writes answer 503 within seconds, never hang', async () => {
    const t = await createTestApp('embedded', { env: { MONGODB_URI: 'mongodb://127.0.0.1:9/down', MONGODB_TIMEOUT_MS: '500' }, expectStoreDown: true });
    try {
      const started = Date.now();
      expect((await request(t.http).get('/api/health').expect(503)).body).toEqual({
        status: 'error',
        store: 'mongodb',
        message: 'The content store is unavailable',
      });
      // Sessions live in the store: without it nobody can sign in, and a signed token cannot be checked.
      const login = await request(t.http).post('/api/auth/login').send({ username: 'editor', password: 'correct horse battery staple' }).expect(503);
      expect(login.body.message).toMatch(/^The content store is unavailable/);
      const token = await t.app.get(JwtService).signAsync({ sub: 'editor', sid: 'any' });
      await request(t.http).put('/api/cms/home/global-impact').set('Authorization', `Bearer ${token}`).send({ title: 'x' }).expect(503);
      await request(t.http).get('/api/cms/home/slides').expect(503);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });
});
