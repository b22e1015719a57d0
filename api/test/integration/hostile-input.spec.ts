import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { jsonDepth, MAX_JSON_DEPTH } from '../../src/platform/http/json-depth.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Cases found by the e2e fuzz drill (e2e/drills/fuzz-drill.test.mjs): each was a 500.
describe.each(featureStores())('hostile input (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 400 to JSON nested thousands deep, on open and guarded endpoints alike', async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    for (const path of ['/api/auth/login', '/api/contact-form', '/api/cms/home/offerings']) {
      const res = await request(t.http).post(path).set('Authorization', t.auth).set('Content-Type', 'application/json').send(deep);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
  });

  it('answers 400 to an e-mail that is not well-formed UTF-16', async () => {
    const body = '{"name":"Ann Lee","email":"\\ud83d","message":"hi","recaptchaToken":"x"}';
    const res = await request(t.http).post('/api/contact-form').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toContain('email must be a valid email address');
  });

  it('stores the same new image uploaded many times at once', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    const uploads = Array.from({ length: 20 }, () => request(t.http).post('/api/upload/image').set('Authorization', t.auth).attach('image', png, 'dot.png'));
    const answers = await Promise.all(uploads);
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((res) => res.body.imageUrl)).size).toBe(1);
  });
});

describe('json depth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
  });
});
