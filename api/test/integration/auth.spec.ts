import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { storeNames } from '../helpers/store-targets.js';
import { createTestApp, TEST_PASSWORD, TEST_USER, type TestApp } from '../helpers/test-app.js';

describe.each(storeNames())('auth (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName, { env: { JWT_EXPIRES_IN: '1h' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('login answers a signed token with its expiry and the user', async () => {
    const res = await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD }).expect(200);
    expect(res.body.user).toEqual({ username: TEST_USER });
    expect(res.body.token.split('.')).toHaveLength(3);
    const expiresIn = Date.parse(res.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('a wrong password or user answers 401 with the spec text', async () => {
    for (const body of [{ username: TEST_USER, password: 'wrong' }, { username: 'admin', password: 'admin123' }]) {
      const res = await request(t.http).post('/api/auth/login').send(body).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    }
  });

  it('missing fields answer 400 per field; unknown fields are refused', async () => {
    const res = await request(t.http).post('/api/auth/login').send({ username: '' }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['password', 'username']);
    const extra = await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD, admin: true }).expect(400);
    expect(extra.body.errors).toHaveProperty('admin');
  });

  it('has no demo credentials to show once real credentials are configured', async () => {
    const res = await request(t.http).get('/api/auth/demo-credentials').expect(404);
    expect(res.body.message).toBe('No demo credentials on this server');
  });

  it('GET /api/auth/me needs a valid token', async () => {
    expect((await request(t.http).get('/api/auth/me').set('Authorization', t.auth).expect(200)).body).toEqual({ user: { username: TEST_USER } });
    await request(t.http).get('/api/auth/me').expect(401);
    await request(t.http).get('/api/auth/me').set('Authorization', 'Basic abc').expect(401);
    await request(t.http).get('/api/auth/me').set('Authorization', `${t.auth}x`).expect(401);
  });

  it('a token signed with another secret or with alg "none" is refused', async () => {
    const [, payload] = t.auth.replace('Bearer ', '').split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${none}`).expect(401);
    const other = await createTestApp(storeName, { env: { JWT_SECRET: 'another-secret-another-secret-123456' } });
    try {
      await request(t.http).get('/api/auth/me').set('Authorization', other.auth).expect(401);
    } finally {
      await other.close();
    }
  });
});

describe('auth: expiry and rate limit', () => {
  it('an expired token answers 401', async () => {
    const t = await createTestApp('embedded', { env: { JWT_EXPIRES_IN: '1' } });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await request(t.http).get('/api/auth/me').set('Authorization', t.auth).expect(401);
    } finally {
      await t.close();
    }
  });

  it('login is rate-limited per client (429 with Retry-After); other routes are not', async () => {
    const t = await createTestApp('embedded', { env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      // createTestApp has logged in once already.
      await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: 'wrong' }).expect(401);
      await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: 'wrong' }).expect(401);
      const limited = await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD }).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body.message).toMatch(/too many/i);
      // Another client (X-Forwarded-For from the local gateway) still gets in.
      await request(t.http).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({ username: TEST_USER, password: TEST_PASSWORD }).expect(200);
      await request(t.http).get('/api/cms/home/slides').expect(200);
    } finally {
      await t.close();
    }
  });
});
