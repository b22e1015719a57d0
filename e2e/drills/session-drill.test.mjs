// Drill: the admin session, tried as an attacker would, against real API processes.
//  - cookie flags of a browser sign-in (httpOnly, SameSite=Strict, Path=/api; Secure in production),
//    and no token in the answer;
//  - a write with the cookie from another origin is refused (403), from the site itself accepted;
//  - logout on one API instance: the cookie replayed on EITHER instance gets 401 (two API processes
//    on one MongoDB, so the revocation must come from the store, not from memory);
//  - sliding renewal: an active session outlives its idle window, an idle one ends;
//  - login lockout per account with backoff, shared by both instances, whatever the client address;
//    counted by the normalised account name (case, spaces, fullwidth letters); a browser that signed in
//    before (device cookie) is not locked out by anonymous failures, and its own failures lock only it;
//  - X-Forwarded-For counts only from the proven gateway (PROXY_SECRET): a local caller's own claim is
//    ignored in the audit trail's IP;
//  - safe by default: a start outside development without secrets refuses, naming what to set; in
//    production no demo credentials and no /api/docs.
//
//   node --test drills/session-drill.test.mjs
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import bcrypt from 'bcryptjs';
import { exitOf, startNode, stopProcess } from '../bench/lib/processes.mjs';
import { API_MAIN, DEV_ADMIN, ensureApiBuilt, login, startApi } from './lib/api-process.mjs';
import { mongoForDrill } from './lib/mongo-server.mjs';
/** @import { AuditEntry } from '@pharma/shared' */

/** @typedef {Awaited<ReturnType<typeof startApi>>} Api */

/** Ports: the session helper's 27000 range. */
const PORTS = { a: 27001, b: 27002, production: 27003, refused: 27004, mongo: 27917 };
const IDLE_SECONDS = 3;
const LOCK_AFTER = 3;
const LOCK_SECONDS = 2;
const SITE = 'http://localhost:27080'; // the origin a browser would name (the gateway's)
const SECTION = '/cms/home/global-impact';
/** What `npm start` gives the gateway and the API; here the drill plays the gateway where it sends it. */
const PROXY_SECRET = 'session-drill-proxy-secret';
const FROM_GATEWAY = { 'x-proxy-secret': PROXY_SECRET };

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tmp = (/** @type {string} */ name) => `/tmp/session-drill-${name}-${process.pid}`;

/** @param {Response} res */
function setCookieOf(res) {
  return res.headers.getSetCookie().find((c) => c.startsWith('admin_session=')) ?? '';
}

/**
 * The flags of a Set-Cookie line, the value shortened: what the closing note shows.
 * @param {string} line
 */
function describeCookie(line) {
  return line.replace(/^admin_session=([^;]{12})[^;]*/, 'admin_session=$1…');
}

/**
 * @param {string} base  an API instance's root
 * @param {Record<string, string>} [headers]
 */
async function cookieLogin(base, headers = {}) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...DEV_ADMIN, mode: 'cookie' }),
  });
  assert.equal(res.status, 200, `cookie login: ${res.status}`);
  return { res, body: await res.json(), cookie: setCookieOf(res).split(';')[0] };
}

/**
 * @param {string} cookie
 * @param {Record<string, string>} [headers]
 */
function withCookie(cookie, headers = {}) {
  return { cookie, ...headers };
}

/**
 * @param {string} base
 * @param {string} cookie
 */
async function me(base, cookie) {
  return fetch(`${base}/auth/me`, { headers: withCookie(cookie) });
}

/**
 * @param {string} base
 * @param {string} cookie
 * @param {Record<string, string>} headers
 */
async function putSection(base, cookie, headers) {
  const current = await fetch(`${base}${SECTION}`).then((r) => r.json());
  return fetch(`${base}${SECTION}`, {
    method: 'PUT',
    headers: withCookie(cookie, { 'content-type': 'application/json', ...headers }),
    body: JSON.stringify({ title: current.data.title }),
  });
}

describe('admin session drill', { timeout: 420_000 }, () => {
  /** @type {ReturnType<typeof mongoForDrill> | undefined} */
  let mongo;
  // The instances: a and b filled by the before hook, which every test runs after; production by its test.
  const apis = /** @type {{ a: Api, b: Api, production?: Api }} */ ({});
  const env = {
    SESSION_IDLE_TIMEOUT: String(IDLE_SECONDS),
    LOGIN_LOCKOUT_THRESHOLD: String(LOCK_AFTER),
    LOGIN_LOCKOUT_SECONDS: String(LOCK_SECONDS),
    LOGIN_RATE_LIMIT: '1000',
    PROXY_SECRET,
  };

  before(async () => {
    ensureApiBuilt();
    mongo = mongoForDrill({ port: PORTS.mongo, dbName: `pharma_session_drill_${process.pid}` });
    // Two instances of the API on ONE database: what one knows, the other must know through the store.
    apis.a = await startApi({ port: PORTS.a, dataDir: tmp('a'), mongoUri: mongo.uri, logFile: `${tmp('a')}.log`, env });
    apis.b = await startApi({ port: PORTS.b, dataDir: tmp('b'), mongoUri: mongo.uri, logFile: `${tmp('b')}.log`, env });
  });

  after(async () => {
    for (const api of Object.values(apis)) await stopProcess(api.child);
    mongo?.stop();
    for (const name of ['a', 'b', 'production', 'refused']) {
      rmSync(tmp(name), { recursive: true, force: true });
      rmSync(`${tmp(name)}.log`, { force: true });
    }
  });

  test('a browser sign-in gets an httpOnly, SameSite=Strict, Path=/api cookie and no token', async () => {
    const { res, body } = await cookieLogin(apis.a.base);
    const line = setCookieOf(res);
    console.log(`cookie (development, http): ${describeCookie(line)}`);
    assert.match(line, /; HttpOnly/);
    assert.match(line, /; SameSite=Strict/);
    assert.match(line, /; Path=\/api(;|$)/);
    assert.match(line, new RegExp(`; Max-Age=${IDLE_SECONDS};`));
    assert.doesNotMatch(line, /; Secure/);
    assert.equal(body.token, undefined, 'no token in a cookie-mode answer');
    console.log(`login answer: ${JSON.stringify(body)}`);
  });

  test('a cookie-authenticated write from another origin is refused (403); from the site it is accepted', async () => {
    const { cookie } = await cookieLogin(apis.a.base);
    /** @type {[string, Record<string, string>][]} */
    const attempts = [
      ['Origin: https://evil.example', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: same-site (a remote origin on another port)', { 'sec-fetch-site': 'same-site', origin: 'http://localhost:4101' }],
    ];
    for (const [label, headers] of attempts) {
      const res = await putSection(apis.a.base, cookie, headers);
      const message = (await res.json()).message;
      console.log(`CSRF ${label} → ${res.status} ${message}`);
      assert.equal(res.status, 403);
      assert.match(message, /^Cross-site request refused/);
    }
    const own = await putSection(apis.a.base, cookie, { 'sec-fetch-site': 'same-origin', origin: SITE });
    console.log(`same-origin write with the cookie → ${own.status}`);
    assert.equal(own.status, 200);
  });

  test('logout on instance A: the cookie replayed on A or B gets 401', async () => {
    const { cookie } = await cookieLogin(apis.a.base);
    assert.equal((await me(apis.b.base, cookie)).status, 200, 'instance B accepts the session A opened');
    const out = await fetch(`${apis.a.base}/auth/logout`, { method: 'POST', headers: withCookie(cookie, { 'sec-fetch-site': 'same-origin' }) });
    assert.equal(out.status, 204);
    console.log(`logout on A → ${out.status}, ${describeCookie(setCookieOf(out))}`);
    for (const [name, api] of Object.entries({ A: apis.a, B: apis.b })) {
      const replay = await me(api.base, cookie);
      const write = await putSection(api.base, cookie, { 'sec-fetch-site': 'same-origin' });
      console.log(`replayed cookie on ${name}: GET /api/auth/me → ${replay.status}, PUT → ${write.status}`);
      assert.equal(replay.status, 401);
      assert.equal(write.status, 401);
    }
  });

  test(`sliding renewal: active past the ${IDLE_SECONDS} s idle window stays signed in; idle, it ends`, async () => {
    const { cookie, body } = await cookieLogin(apis.a.base);
    const started = Date.now();
    let expiresAt = Date.parse(body.expiresAt);
    let renewals = 0;
    for (let i = 0; i < 5; i++) {
      await sleep(IDLE_SECONDS * 600); // 60 % of the window: past half, renewal due
      const api = i % 2 ? apis.b : apis.a; // renewal through either instance
      const res = await me(api.base, cookie);
      assert.equal(res.status, 200, `request ${i + 1} at ${Date.now() - started} ms`);
      const next = Date.parse((await res.json()).expiresAt);
      if (setCookieOf(res)) renewals++;
      assert.ok(next > expiresAt, 'the session end moved forward');
      expiresAt = next;
    }
    const activeFor = Date.now() - started;
    console.log(`sliding renewal: active for ${activeFor} ms (> ${IDLE_SECONDS * 1000} ms idle window), ${renewals} renewed cookies`);
    assert.ok(activeFor > IDLE_SECONDS * 2000);
    assert.equal(renewals, 5);
    await sleep(IDLE_SECONDS * 1000 + 500);
    const idle = await me(apis.a.base, cookie);
    console.log(`after ${IDLE_SECONDS + 0.5} s idle → ${idle.status}`);
    assert.equal(idle.status, 401);
  });

  test(`lockout: ${LOCK_AFTER} failures lock the account on every instance, from every address, with backoff`, async () => {
    /** @type {(api: Api, password: string, ip: string) => Promise<Response>} */
    const attempt = (api, password, ip) =>
      fetch(`${api.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...FROM_GATEWAY },
        body: JSON.stringify({ username: DEV_ADMIN.username, password }),
      });
    /** @type {number[]} */
    const statuses = [];
    for (let i = 0; i < LOCK_AFTER; i++) statuses.push((await attempt(i % 2 ? apis.b : apis.a, 'wrong', `198.51.100.${i + 1}`)).status);
    const locked = await attempt(apis.b, DEV_ADMIN.password, '203.0.113.9');
    const message = (await locked.json()).message;
    console.log(
      `lockout: failures → ${statuses.join(', ')}; then the right password from another address on B → ${locked.status} "${message}" Retry-After ${locked.headers.get('retry-after')}`,
    );
    assert.deepEqual(statuses, Array(LOCK_AFTER).fill(401));
    assert.equal(locked.status, 429);
    assert.match(message, /^Too many failed sign-ins for this account/);
    assert.equal(locked.headers.get('retry-after'), String(LOCK_SECONDS));
    await sleep(LOCK_SECONDS * 1000 + 200);
    for (let i = 0; i < LOCK_AFTER; i++) await attempt(apis.a, 'wrong', '198.51.100.9');
    const second = await attempt(apis.a, DEV_ADMIN.password, '198.51.100.9');
    console.log(`second lock: ${second.status}, Retry-After ${second.headers.get('retry-after')} s (doubled)`);
    assert.equal(second.status, 429);
    assert.equal(second.headers.get('retry-after'), String(LOCK_SECONDS * 2));
    await sleep(LOCK_SECONDS * 2000 + 200);
    assert.equal((await attempt(apis.b, DEV_ADMIN.password, '198.51.100.9')).status, 200, 'the lock ends; success resets the count');
  });

  /**
   * A sign-in in cookie mode as `username`, with the browser's cookies (its device cookie) if any.
   * @type {(api: Api, username: string, password: string, cookie?: string) => Promise<Response>}
   */
  const signIn = (api, username, password, cookie) =>
    fetch(`${api.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ username, password, mode: 'cookie' }),
    });
  const deviceOf = (/** @type {Response} */ res) => (res.headers.getSetCookie().find((c) => c.startsWith('admin_device=')) ?? '').split(';')[0];
  /**
   * Waits out the lock, then an anonymous success resets the account's count for the next test.
   * @param {number} locks  how many locks the account had in a row (the backoff doubles each)
   */
  async function unlock(locks) {
    await sleep(LOCK_SECONDS * 1000 * 2 ** (locks - 1) + 300);
    assert.equal((await signIn(apis.a, DEV_ADMIN.username, DEV_ADMIN.password)).status, 200);
  }

  test('lockout counts the normalised account: "ADMIN", " admin ", fullwidth "ａｄｍｉｎ" are one account', async () => {
    const spellings = ['ADMIN', ` ${DEV_ADMIN.username} `, 'ａｄｍｉｎ'];
    /** @type {number[]} */
    const statuses = [];
    for (const [i, spelling] of spellings.entries()) statuses.push((await signIn(i % 2 ? apis.b : apis.a, spelling, 'wrong')).status);
    const locked = await signIn(apis.b, DEV_ADMIN.username, DEV_ADMIN.password);
    console.log(
      `lockout by spelling: ${spellings.map((s, i) => `${JSON.stringify(s)} → ${statuses[i]}`).join(', ')}; then "admin" with the right password → ${locked.status}`,
    );
    assert.deepEqual(statuses, [401, 401, 401]);
    assert.equal(locked.status, 429);
    await unlock(1);
    const found = await signIn(apis.a, ' ADMIN ', DEV_ADMIN.password);
    console.log(`sign-in as " ADMIN " with the right password → ${found.status} as ${(await found.json()).user?.username}`);
    assert.equal(found.status, 200);
  });

  test("device cookies: anonymous failures lock unknown browsers, never the administrator's own; its own failures lock only it", async () => {
    const own = deviceOf(await signIn(apis.a, DEV_ADMIN.username, DEV_ADMIN.password));
    assert.match(own, /^admin_device=.+/);
    /** @type {number[]} */
    const attacker = [];
    for (let i = 0; i < LOCK_AFTER + 2; i++) attacker.push((await signIn(i % 2 ? apis.b : apis.a, DEV_ADMIN.username, `guess ${i}`)).status);
    const stranger = await signIn(apis.b, DEV_ADMIN.username, DEV_ADMIN.password);
    const owner = await signIn(apis.b, DEV_ADMIN.username, DEV_ADMIN.password, own);
    console.log(
      `device cookies: attacker without one → ${attacker.join(', ')}; another browser, right password → ${stranger.status}; ` +
        `the administrator's browser (device cookie), right password, on the other instance → ${owner.status}`,
    );
    assert.equal(stranger.status, 429);
    assert.equal(owner.status, 200);
    /** @type {number[]} */
    const ownFailures = [];
    for (let i = 0; i < LOCK_AFTER; i++) ownFailures.push((await signIn(apis.a, DEV_ADMIN.username, 'typo', own)).status);
    const ownLocked = await signIn(apis.b, DEV_ADMIN.username, DEV_ADMIN.password, own);
    const forged = await signIn(apis.a, DEV_ADMIN.username, DEV_ADMIN.password, 'admin_device=forged.device.cookie');
    console.log(
      `the browser's own failures → ${ownFailures.join(', ')}; then that browser → ${ownLocked.status} (its own lock); a forged device cookie → ${forged.status} (anonymous: locked)`,
    );
    assert.deepEqual(ownFailures, [401, 401, 401]);
    assert.equal(ownLocked.status, 429);
    assert.equal(forged.status, 429);
    await unlock(1); // failures past the lock are refused uncounted: one lock so far
  });

  test('X-Forwarded-For counts only with the proxy secret: the audit IP of a local caller is its own', async () => {
    const token = await login(apis.a.base);
    const probes = { unproven: `xff-unproven-${process.pid}`, proven: `xff-proven-${process.pid}` };
    for (const [kind, username] of Object.entries(probes)) {
      await fetch(`${apis.a.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77', ...(kind === 'proven' ? FROM_GATEWAY : {}) },
        body: JSON.stringify({ username, password: 'wrong' }),
      });
    }
    /** @type {{ data: AuditEntry[] }} */
    const trail = await fetch(`${apis.a.base}/audit?action=sign-in-failed&limit=50`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    const ipOf = (/** @type {string} */ username) => trail.data.find((entry) => entry.actor === username)?.ip;
    console.log(`audit IP: X-Forwarded-For 198.51.100.77 without the secret → ${ipOf(probes.unproven)}; with it → ${ipOf(probes.proven)}`);
    assert.match(ipOf(probes.unproven) ?? '', /127\.0\.0\.1|::1/);
    assert.equal(ipOf(probes.proven), '198.51.100.77');
  });

  test('safe by default: no secrets outside development → refused; production: Secure cookie, no demo password, no docs', async () => {
    const refused = startNode([API_MAIN], {
      env: { PORT: String(PORTS.refused), DATA_DIR: tmp('refused'), NODE_ENV: 'test', MONGODB_URI: '', JWT_SECRET: '', ADMIN_PASSWORD_HASH: '' },
      logFile: `${tmp('refused')}.log`,
    });
    let output = '';
    refused.stdout.on('data', (chunk) => (output += chunk));
    refused.stderr.on('data', (chunk) => (output += chunk));
    await exitOf(refused);
    const message = /Start refused[^"\n]*/.exec(output)?.[0] ?? output.trim();
    console.log(`NODE_ENV=test without secrets → exit ${refused.exitCode}: ${message}`);
    assert.equal(refused.exitCode, 1);
    assert.match(message, /set ADMIN_PASSWORD_HASH, JWT_SECRET/);

    const production = await startApi({
      port: PORTS.production,
      dataDir: tmp('production'),
      logFile: `${tmp('production')}.log`,
      env: {
        NODE_ENV: 'production',
        ADMIN_USERNAME: 'ops',
        ADMIN_PASSWORD_HASH: bcrypt.hashSync('a long drill passphrase', 4),
        JWT_SECRET: 'drill-'.repeat(8),
        AUDIT_SECRET: 'audit-drill-'.repeat(4),
      },
    });
    apis.production = production;
    const base = production.base;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ops', password: 'a long drill passphrase', mode: 'cookie' }),
    });
    const line = setCookieOf(login);
    console.log(`cookie (production): ${describeCookie(line)}`);
    assert.match(line, /; Secure/);
    assert.match(line, /; HttpOnly/);
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const path of ['/auth/demo-credentials', '/docs', '/docs-json']) statuses[path] = (await fetch(`${base}${path}`)).status;
    const dev = (await fetch(`${apis.a.base}/docs-json`)).status;
    console.log(
      `production: ${Object.entries(statuses)
        .map(([p, s]) => `/api${p} → ${s}`)
        .join(', ')}; development: /api/docs-json → ${dev}`,
    );
    assert.deepEqual(statuses, { '/auth/demo-credentials': 404, '/docs': 404, '/docs-json': 404 });
    assert.equal(dev, 200);
  });
});
