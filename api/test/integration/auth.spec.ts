import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { featureStores } from '../helpers/store-targets.js';
import { SessionService } from '../../src/platform/auth/session.service.js';
import { createTestApp, FROM_GATEWAY, login, TEST_PASSWORD, TEST_USER, type TestApp } from '../helpers/test-app.js';

function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('admin_session=')) ?? '';
}

/** The name=value part a browser would send back. */
function cookiePair(res: request.Response): string {
  return sessionCookie(res).split(';')[0];
}

describe.each(featureStores())('auth (%s store)', (storeName) => {
  let t: TestApp & { auth: string };

  beforeAll(async () => {
    t = await createTestApp(storeName, { env: { JWT_EXPIRES_IN: '1h' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('login (token mode, the default) answers a signed token, its idle and absolute expiry, and the user; no cookie', async () => {
    const res = await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD }).expect(200);
    expect(res.body.user).toEqual({ username: TEST_USER, role: 'Administrator', name: 'Administrator' });
    expect(res.body.token.split('.')).toHaveLength(3);
    expect(res.headers['set-cookie']).toBeUndefined();
    const idle = Date.parse(res.body.expiresAt) - Date.now();
    expect(idle).toBeGreaterThan(14 * 60 * 1000);
    expect(idle).toBeLessThanOrEqual(15 * 60 * 1000);
    const absolute = Date.parse(res.body.absoluteExpiresAt) - Date.now();
    expect(absolute).toBeGreaterThan(59 * 60 * 1000);
    expect(absolute).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('login in cookie mode sets an httpOnly, SameSite=Strict, Path=/api cookie and answers no token', async () => {
    const res = await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD, mode: 'cookie' }).expect(200);
    expect(res.body).not.toHaveProperty('token');
    expect(res.body.user).toEqual({ username: TEST_USER, role: 'Administrator', name: 'Administrator' });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^admin_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).toMatch(/; Max-Age=900/);
    expect(cookie).not.toMatch(/; Secure/); // plain HTTP outside production
    const secure = await request(t.http)
      .post('/api/auth/login')
      .set({ ...FROM_GATEWAY, 'X-Forwarded-Proto': 'https' })
      .send({ username: TEST_USER, password: TEST_PASSWORD, mode: 'cookie' })
      .expect(200);
    expect(sessionCookie(secure)).toMatch(/; Secure/); // behind an HTTPS proxy (the gateway, proven by PROXY_SECRET)
    await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD, mode: 'jwt' }).expect(400);
  });

  it('the cookie authenticates reads and same-origin writes; a write from another site is refused (403)', async () => {
    const cookie = cookiePair(await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD, mode: 'cookie' }));
    expect((await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(200)).body.user).toEqual({
      username: TEST_USER,
      role: 'Administrator',
      name: 'Administrator',
    });
    const path = '/api/cms/home/global-impact';
    const section = (await request(t.http).get(path).expect(200)).body.data;
    const body = { title: section.title };
    for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'https://evil.example' }, { Origin: 'null' }]) {
      const refused = await request(t.http).put(path).set('Cookie', cookie).set(headers).send(body).expect(403);
      expect(refused.body.message).toMatch(/^Cross-site request refused/);
    }
    await request(t.http).put(path).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send(body).expect(200);
    const host = `127.0.0.1:${(t.http.address() as { port?: number } | null)?.port ?? 0}`;
    await request(t.http)
      .put(path)
      .set('Cookie', cookie)
      .set({ ...FROM_GATEWAY, 'X-Forwarded-Host': host })
      .set('Origin', `http://${host}`)
      .send(body)
      .expect(200);
    // A bearer token cannot be attached by another site: exempt.
    await request(t.http).put(path).set('Authorization', t.auth).set('Sec-Fetch-Site', 'cross-site').send(body).expect(200);
    await request(t.http).put(path).set('Cookie', 'admin_session=forged').send(body).expect(401);
  });

  it('logout revokes the session in the store: the cookie or token replayed afterwards gets 401', async () => {
    const login = await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD, mode: 'cookie' });
    const cookie = cookiePair(login);
    const out = await request(t.http).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect(sessionCookie(out)).toMatch(/^admin_session=;.*Expires=Thu, 01 Jan 1970/);
    await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    await request(t.http).put('/api/cms/home/global-impact').set('Cookie', cookie).send({ title: 'x' }).expect(401);
    // A public read with a dead cookie is simply anonymous.
    await request(t.http).get('/api/cms/home/slides').set('Cookie', cookie).expect(200);
    const token = `Bearer ${(await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD })).body.token}`;
    await request(t.http).post('/api/auth/logout').set('Authorization', token).expect(204);
    await request(t.http).get('/api/auth/me').set('Authorization', token).expect(401);
    await request(t.http).post('/api/auth/logout').expect(204); // nothing to end: still fine
  });

  it('revokeAllForUser ends every session of the user (for a future password change)', async () => {
    const tokens = await Promise.all(
      [1, 2].map(async () => `Bearer ${(await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD })).body.token}`),
    );
    expect(await t.app.get(SessionService).revokeAllForUser(TEST_USER)).toBeGreaterThanOrEqual(2);
    for (const token of tokens) await request(t.http).get('/api/auth/me').set('Authorization', token).expect(401);
    t.auth = await login(t.http);
  });

  it('a wrong password or user answers 401 with the spec text', async () => {
    for (const body of [
      { username: TEST_USER, password: 'wrong' },
      { username: 'admin', password: 'admin123' },
    ]) {
      const res = await request(t.http).post('/api/auth/login').send(body).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Invalid username or password', reference: expect.stringMatching(/^[0-9a-f]{32}$/) });
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
    expect((await request(t.http).get('/api/auth/me').set('Authorization', t.auth).expect(200)).body.user).toEqual({
      username: TEST_USER,
      role: 'Administrator',
      name: 'Administrator',
    });
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('auth: expiry, renewal, lockout and rate limit', () => {
  it('an expired token answers 401', async () => {
    const t = await createTestApp('embedded', { env: { JWT_EXPIRES_IN: '1' } });
    try {
      await sleep(2100);
      await request(t.http).get('/api/auth/me').set('Authorization', t.auth).expect(401);
    } finally {
      await t.close();
    }
  });

  it('an active session slides (cookie renewed past half the idle window); an idle one ends', async () => {
    const t = await createTestApp('embedded', { env: { SESSION_IDLE_TIMEOUT: '2' } });
    try {
      const login = await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD, mode: 'cookie' }).expect(200);
      const cookie = cookiePair(login);
      const early = await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(200);
      expect(sessionCookie(early)).toBe(''); // not yet half way: no write, no new cookie
      let last = Date.parse(login.body.expiresAt);
      for (let i = 0; i < 3; i++) {
        await sleep(1200); // past half of the 2 s window, within it: active
        const renewed = await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(200);
        expect(sessionCookie(renewed)).toMatch(/^admin_session=.*; Max-Age=2;/);
        expect(Date.parse(renewed.body.expiresAt)).toBeGreaterThan(last);
        last = Date.parse(renewed.body.expiresAt);
      }
      await sleep(2200); // idle longer than the window
      await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    } finally {
      await t.close();
    }
  });

  it('locks an account after repeated failures (429, doubling), for any client; success resets', async () => {
    const t = await createTestApp('embedded', { env: { LOGIN_LOCKOUT_THRESHOLD: '3', LOGIN_LOCKOUT_SECONDS: '1' } });
    const attempt = (password: string, ip = '198.51.100.1') =>
      request(t.http)
        .post('/api/auth/login')
        .set({ ...FROM_GATEWAY, 'X-Forwarded-For': ip })
        .send({ username: TEST_USER, password });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt('wrong')).body.message).toBe('Invalid username or password');
      const locked = await attempt(TEST_PASSWORD, '198.51.100.2').expect(429); // another address, the right password: still locked
      expect(locked.body.message).toBe('Too many failed sign-ins for this account. Try again in 1 second.');
      expect(locked.headers['retry-after']).toBe('1');
      await sleep(1100);
      for (let i = 0; i < 3; i++) await attempt('wrong').expect(401);
      expect((await attempt(TEST_PASSWORD).expect(429)).headers['retry-after']).toBe('2'); // second lock: twice as long
      await sleep(2100);
      await attempt(TEST_PASSWORD).expect(200);
      for (let i = 0; i < 2; i++) await attempt('wrong').expect(401);
      await attempt(TEST_PASSWORD).expect(200); // the count restarted after the success
      // Unknown usernames are counted the same way (the lockout does not reveal which accounts exist).
      for (let i = 0; i < 3; i++) await request(t.http).post('/api/auth/login').send({ username: 'nobody', password: 'x' }).expect(401);
      await request(t.http).post('/api/auth/login').send({ username: 'nobody', password: 'x' }).expect(429);
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
      // Another client (X-Forwarded-For from the local gateway, proven by PROXY_SECRET) still gets in.
      await request(t.http)
        .post('/api/auth/login')
        .set({ ...FROM_GATEWAY, 'X-Forwarded-For': '203.0.113.7' })
        .send({ username: TEST_USER, password: TEST_PASSWORD })
        .expect(200);
      await request(t.http).get('/api/cms/home/slides').expect(200);
    } finally {
      await t.close();
    }
  });
});
