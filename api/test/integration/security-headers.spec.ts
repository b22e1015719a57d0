import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MediaFiles } from '../../src/content/media/media-files.js';
import { PNG } from '../helpers/images.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, FROM_GATEWAY, type TestApp } from '../helpers/test-app.js';

/** The directives of a policy, by name. */
function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe.each(featureStores())('security headers (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    // API_DOCS: the Swagger UI's own policy is checked too (outside development it is off by default).
    t = await createTestApp(storeName, { env: { API_DOCS: 'true' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('JSON answers load nothing and may not be framed; nosniff and the referrer policy; no HSTS over plain HTTP', async () => {
    for (const path of ['/api/health', '/api/no-such-route']) {
      const res = await request(t.http).get(path);
      expect(directives(res.headers['content-security-policy'])).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('a public read answered from the read cache carries the same headers', async () => {
    await request(t.http).get('/api/cms/home/slides').expect(200);
    const cached = await request(t.http).get('/api/cms/home/slides').expect(200);
    expect(cached.headers.etag).toBeDefined();
    expect(directives(cached.headers['content-security-policy'])['default-src']).toBe("'none'");
    expect(cached.headers['x-content-type-options']).toBe('nosniff');
    const notModified = await request(t.http).get('/api/cms/home/slides').set('If-None-Match', cached.headers.etag).expect(304);
    expect(notModified.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS, and only then', async () => {
    // The test client is on loopback, which TRUST_PROXY's default ('loopback' with a PROXY_SECRET) trusts with the secret.
    const https = await request(t.http)
      .get('/api/health')
      .set({ ...FROM_GATEWAY, 'X-Forwarded-Proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await request(t.http)
      .get('/api/health')
      .set({ ...FROM_GATEWAY, 'X-Forwarded-Proto': 'http' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const unproven = await request(t.http).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(unproven.headers['strict-transport-security']).toBeUndefined(); // any local process could say so
  });

  it('gives Swagger UI its own page policy (own scripts, no inline script), on /api/docs only', async () => {
    const res = await request(t.http).get('/api/docs/').expect(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['style-src']).toBe("'self' 'unsafe-inline'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(res.text).not.toMatch(/<script>(?!\s*<\/script>)/); // every script of the page is a file
    const json = await request(t.http).get('/api/docs-json').expect(200);
    expect(directives(json.headers['content-security-policy'])['default-src']).toBe("'none'");
  });

  it('serves uploads sandboxed: an SVG opened directly runs no script', async () => {
    const created = await request(t.http)
      .post('/api/upload/image')
      .set('Authorization', t.auth)
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(201);
    const image = await request(t.http).get(created.body.imageUrl).expect(200);
    const expected = { 'default-src': "'none'", 'img-src': "'self'", 'style-src': "'unsafe-inline'", sandbox: '' };
    expect(directives(image.headers['content-security-policy'])).toEqual(expected);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // The upload endpoint refuses SVG; one that got into the uploads (folder or GridFS) some other way is still inert.
    await t.app.get(MediaFiles).write('planted.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    const svg = await request(t.http).get('/uploads/planted.svg').expect(200);
    expect(directives(svg.headers['content-security-policy'])).toEqual(expected);
  });
});
