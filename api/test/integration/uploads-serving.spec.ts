import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MediaAsset } from '@pharma/shared/content';
import sharp from 'sharp';
import request from 'supertest';
import { storeNames } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * /uploads/<name> answers the same on both stores: the folder through express.static, GridFS
 * through the same `send`. The expected answers below were measured with curl on the embedded store
 * (express.static) before GridFS existed; every store must give them, header for header.
 */

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, not fetch (fetch adds no-cache to conditional requests) nor supertest (it would tidy the paths). */
function raw(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers every /uploads answer has whatever its status (helmet's set, per path); left out of the comparisons. */
const SECURITY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const TRANSPORT = ['date', 'connection', 'keep-alive'];

/** An answer's headers without the security and transport ones; its ETag and date replaced by names. */
function shape(answer: Answer, file: { etag: string; lastModified: string }): Record<string, string> {
  const kept: Record<string, string> = { status: String(answer.status) };
  for (const [name, value] of Object.entries(answer.headers)) {
    if (SECURITY.includes(name) || TRANSPORT.includes(name)) continue;
    kept[name] = String(value).replace(file.etag, '<etag>').replace(file.lastModified, '<last-modified>');
  }
  return kept;
}

/** A noisy photo of about 1 MB: more than four GridFS chunks (255 KB), so ranges cross chunk boundaries. */
async function bigPng(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 440, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe.each(storeNames())('serving /uploads (%s store)', (storeName) => {
  let t: TestApp;
  let port: number;
  let bytes: Buffer;
  let media: MediaAsset;
  let name: string;
  let file: { etag: string; lastModified: string };
  const get = (path: string, headers?: Record<string, string>) => raw(port, 'GET', path, headers);

  beforeAll(async () => {
    t = await createTestApp(storeName);
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    port = (t.http.address() as AddressInfo).port;
    bytes = await bigPng();
    const res = await request(t.http).post('/api/upload/image').set('Authorization', t.auth).attach('image', bytes, 'big.png').expect(201);
    media = res.body.media as MediaAsset;
    name = media.url.slice('/uploads/'.length);
    const first = await get(media.url);
    file = { etag: String(first.headers.etag), lastModified: String(first.headers['last-modified']) };
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  it('answers the file with the measured header set: a weak ETag of length and time, Last-Modified, a year of immutable cache', async () => {
    const answer = await get(media.url);
    expect(shape(answer, file)).toEqual({
      status: '200',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'last-modified': '<last-modified>',
      etag: '<etag>',
      'content-type': 'image/png',
      'content-length': String(bytes.length),
    });
    expect(Buffer.compare(answer.body, bytes)).toBe(0);
    // send's ETag of a file: W/"<size in hex>-<mtime in ms, hex>", and Last-Modified is that time.
    const [, size, time] = /^W\/"([0-9a-f]+)-([0-9a-f]+)"$/.exec(file.etag)!;
    expect(parseInt(size!, 16)).toBe(bytes.length);
    expect(new Date(parseInt(time!, 16)).toUTCString()).toBe(file.lastModified);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';img-src 'self';style-src 'unsafe-inline';sandbox");
    // Served from where this store keeps files: the folder, or GridFS with no folder at all.
    expect(existsSync(join(t.config.uploadsDir, name))).toBe(storeName === 'embedded');
  });

  it('answers every variant with its own type and length, byte for byte what the record says', async () => {
    for (const variant of media.variants) {
      const answer = await get(variant.url);
      expect([answer.status, answer.headers['content-type'], answer.headers['content-length'], answer.body.length]).toEqual([
        200,
        `image/${variant.format}`,
        String(variant.bytes),
        variant.bytes,
      ]);
      expect(answer.headers.etag).toMatch(new RegExp(`^W/"${variant.bytes.toString(16)}-[0-9a-f]+"$`));
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await raw(port, 'HEAD', media.url);
    expect(shape(head, file)).toEqual(shape(await get(media.url), file));
    expect(head.body.length).toBe(0);
  });

  it.each([
    ['If-None-Match with its ETag', () => ({ 'If-None-Match': file.etag })],
    ['If-None-Match listing its ETag among others', () => ({ 'If-None-Match': `"other", ${file.etag}` })],
    ['If-Modified-Since its date', () => ({ 'If-Modified-Since': file.lastModified })],
  ])('answers 304 without content headers for %s', async (_case, headers) => {
    const answer = await get(media.url, headers());
    expect(shape(answer, file)).toEqual({
      status: '304',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'last-modified': '<last-modified>',
      etag: '<etag>',
    });
    expect(answer.body.length).toBe(0);
  });

  it('answers 200 when the ETag asked for is another, and 412 to an If-Match it does not meet', async () => {
    expect((await get(media.url, { 'If-None-Match': 'W/"1-1"' })).status).toBe(200);
    const refused = await get(media.url, { 'If-Match': '"not-this-one"' });
    expect([refused.status, JSON.parse(refused.body.toString())]).toEqual([
      412,
      { statusCode: 412, message: 'Precondition Failed', reference: expect.any(String) },
    ]);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=-10', -10, 0],
    ['bytes=261000-262000', 261000, 262000], // across the first GridFS chunk boundary (261,120)
    ['bytes=500000-', 500000, 0],
  ])('answers the range %s with 206 and exactly those bytes', async (range, from, to) => {
    const start = from < 0 ? bytes.length + from : from;
    const end = to > 0 ? to : bytes.length - 1;
    const answer = await get(media.url, { Range: range });
    expect(shape(answer, file)).toEqual({
      status: '206',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'last-modified': '<last-modified>',
      etag: '<etag>',
      'content-type': 'image/png',
      'content-range': `bytes ${start}-${end}/${bytes.length}`,
      'content-length': String(end - start + 1),
    });
    expect(Buffer.compare(answer.body, bytes.subarray(start, end + 1))).toBe(0);
  });

  it('answers a range past the end with 416 and the whole file for several ranges or a stale If-Range', async () => {
    const past = await get(media.url, { Range: `bytes=${bytes.length + 10}-` });
    expect(shape(past, file)).toMatchObject({ status: '416', 'content-range': `bytes */${bytes.length}` });
    expect(JSON.parse(past.body.toString())).toEqual({ statusCode: 416, message: 'Range Not Satisfiable', reference: expect.any(String) });
    for (const headers of [{ Range: 'bytes=0-1,5-6' }, { Range: 'bytes=0-9', 'If-Range': 'W/"1-1"' }] as Array<Record<string, string>>) {
      const answer = await get(media.url, headers);
      expect([answer.status, answer.body.length]).toEqual([200, bytes.length]);
    }
    expect((await get(media.url, { Range: 'bytes=0-9', 'If-Range': file.etag })).status).toBe(206);
  });

  it.each([
    '/uploads/0000000000000000000000000000dead.png',
    '/uploads/',
    '/uploads/NAME/',
    '/uploads/NAME.JPG',
    '/uploads/sub/NAME',
    '/uploads/.hidden',
    '/uploads/../package.json',
    '/uploads/%2e%2e/package.json',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/uploads/a%00b',
    '/uploads/%zz',
    '/uploads/%c0%ae%c0%ae/package.json',
    `/uploads/${'a'.repeat(300)}.png`,
    '/uploads/NAME.deleting',
    '/uploads/{"$gt":""}',
    '/uploads/%7B%22%24gt%22%3A%22%22%7D',
    '/uploads/.*',
  ])('answers 404 (the app\'s "Cannot GET" page, never a 5xx) for %s', async (template) => {
    const path = template.replace('NAME', name);
    const answer = await get(path);
    expect([answer.status, answer.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    expect(answer.body.toString()).toContain(`<pre>Cannot GET `);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('answers %s with 404 like any unknown route', async (method) => {
    expect((await raw(port, method, media.url)).status).toBe(404);
  });

  it('serves the same file however Express routes the path there (query, case of the prefix, doubled slash)', async () => {
    for (const path of [`${media.url}?v=2`, `/UPLOADS/${name}`, `/uploads//${name}`, `/uploads/./${name}`]) {
      const answer = await get(path);
      expect([path, answer.status, answer.headers.etag, answer.body.length]).toEqual([path, 200, file.etag, bytes.length]);
    }
  });

  it('redirects /uploads to /uploads/ (301) as the folder does', async () => {
    const answer = await get('/uploads?a=<b>');
    expect([answer.status, answer.headers.location, answer.headers['content-type']]).toEqual([301, '/uploads/?a=%3Cb%3E', 'text/html; charset=UTF-8']);
    expect(answer.body.toString()).toContain('Redirecting to /uploads/?a=%3Cb%3E');
  });
});
