import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { storeNames } from '../helpers/store-targets.js';
import { createTestApp, signInAs, TEST_PASSWORD, TEST_USER, type TestApp } from '../helpers/test-app.js';

const LOCK_AFTER = 3;
const LOCKED = /^Too many failed sign-ins for this account/;

/** The name=value of the device cookie a sign-in set, '' when none. */
function deviceCookie(res: request.Response): string {
  const line = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('admin_device=')) ?? '';
  return line.split(';')[0]!;
}

/**
 * The per-account lockout: it counts the account however its name is typed, and an
 * anonymous attacker's failures never lock a browser that has signed in to that account before
 * (OWASP "device cookies"): that browser's failures count against itself only.
 */
describe.each(storeNames())('sign-in lockout (%s store)', (storeName) => {
  let t: TestApp;
  const attempt = (username: string, password: string, cookie?: string) => {
    const call = request(t.http).post('/api/auth/login');
    if (cookie) void call.set('Cookie', cookie);
    return call.send({ username, password, mode: 'cookie' });
  };

  beforeEach(async () => {
    t = await createTestApp(storeName, { env: { LOGIN_LOCKOUT_THRESHOLD: String(LOCK_AFTER), LOGIN_LOCKOUT_SECONDS: '60' } });
  });

  afterEach(async () => {
    await t.close();
  });

  it('finds the account whatever the spelling of its name (case, spaces, Unicode compatibility forms)', async () => {
    for (const spelling of ['EDITOR', ` ${TEST_USER} `, 'Ｅｄｉｔｏｒ']) await attempt(spelling, TEST_PASSWORD).expect(200);
    const viewer = await signInAs(t, 'Viewer', 'viewer.person@example.com');
    await attempt(' Viewer.Person@Example.COM', viewer.password).expect(200);
  });

  it('counts the failures of every spelling against one account', async () => {
    const spellings = ['Editor', ` ${TEST_USER}`, 'ＥＤＩＴＯＲ'];
    for (const spelling of spellings.slice(0, LOCK_AFTER)) await attempt(spelling, 'wrong').expect(401);
    const locked = await attempt(TEST_USER, TEST_PASSWORD).expect(429);
    expect(locked.body.message).toMatch(LOCKED);
  });

  it('an anonymous attacker cannot lock the administrator out of a browser that signed in before', async () => {
    const device = deviceCookie(await attempt(TEST_USER, TEST_PASSWORD).expect(200));
    expect(device).toMatch(/^admin_device=.+/);
    for (let i = 0; i < LOCK_AFTER + 2; i++) await attempt(TEST_USER, `guess ${i}`); // the attacker: no device cookie
    expect((await attempt(TEST_USER, TEST_PASSWORD).expect(429)).body.message).toMatch(LOCKED); // any other browser: locked
    await attempt(TEST_USER, TEST_PASSWORD, device).expect(200); // the administrator's own browser: in
  });

  it("a known browser's own failures lock that browser only; the account stays open to others", async () => {
    const device = deviceCookie(await attempt(TEST_USER, TEST_PASSWORD).expect(200));
    for (let i = 0; i < LOCK_AFTER; i++) await attempt(TEST_USER, 'wrong', device).expect(401);
    expect((await attempt(TEST_USER, TEST_PASSWORD, device).expect(429)).body.message).toMatch(LOCKED);
    await attempt(TEST_USER, TEST_PASSWORD).expect(200); // no device cookie: the anonymous count was never touched
  });

  it('a device cookie of another account, or a forged one, counts as anonymous', async () => {
    const viewer = await signInAs(t, 'Viewer');
    const viewersDevice = deviceCookie(await attempt(viewer.email, viewer.password).expect(200));
    for (let i = 0; i < LOCK_AFTER; i++) await attempt(TEST_USER, 'wrong', viewersDevice).expect(401);
    await attempt(TEST_USER, TEST_PASSWORD, viewersDevice).expect(429);
    await attempt(TEST_USER, TEST_PASSWORD, 'admin_device=forged.token.value').expect(429);
  });
});
