import { describe, expect, it } from '@jest/globals';
import mongoose from 'mongoose';
import request from 'supertest';
import { RateLimiters } from '../../src/platform/http/rate-limiters.js';
import { requestedMongoUri } from '../helpers/store-targets.js';
import { createTestApp, FROM_GATEWAY, type TestApp } from '../helpers/test-app.js';

const MESSAGE = 'Too many requests. Please wait a minute and try again.';
const LIMIT = 3;

/** One request to a rate-limited route that needs no account: an empty set-password body is a 400 until the limit. */
const attempt = (t: TestApp, client: string) =>
  request(t.http)
    .post('/api/auth/set-password')
    .set({ ...FROM_GATEWAY, 'X-Forwarded-For': client })
    .send({});

/** Checks the 429's texts and headers, the same whichever store keeps the counters. */
function expectLimited(res: request.Response): void {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(MESSAGE);
  expect(res.headers['ratelimit-limit']).toBe(String(LIMIT));
  expect(res.headers['ratelimit-remaining']).toBe('0');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('rate limits (embedded store: one process, counted in memory)', () => {
  it('allows LOGIN_RATE_LIMIT requests per client and minute, then 429 with Retry-After', async () => {
    const t = await createTestApp('embedded', { env: { LOGIN_RATE_LIMIT: String(LIMIT) } });
    try {
      const remaining: string[] = [];
      for (let i = 0; i < LIMIT; i++) remaining.push((await attempt(t, '198.51.100.10').expect(400)).headers['ratelimit-remaining']);
      expect(remaining).toEqual(['2', '1', '0']);
      expectLimited(await attempt(t, '198.51.100.10'));
      await attempt(t, '198.51.100.11').expect(400); // another client has its own window
    } finally {
      await t.close();
    }
  });
});

describe('the shipped login limit (LOGIN_RATE_LIMIT unset)', () => {
  // The e2e composition raises the limit so no browser test depends on how fast the suite runs; this
  // is the test that holds the real one: 10 a minute per client, sign-ins and set-password links together.
  it('allows 10 sign-ins and set-password calls together per client and minute, then 429', async () => {
    const t = await createTestApp('embedded', { env: { LOGIN_RATE_LIMIT: '' } }); // '' = not set: the default
    try {
      const client = { ...FROM_GATEWAY, 'X-Forwarded-For': '198.51.100.50' };
      for (let i = 0; i < 5; i++) {
        const setPassword = await request(t.http).post('/api/auth/set-password').set(client).send({}).expect(400);
        expect(setPassword.headers['ratelimit-limit']).toBe('10');
        // A new name each time: an account's own lockout (5 failures) is not what is tested here.
        await request(t.http)
          .post('/api/auth/login')
          .set(client)
          .send({ username: `nobody-${i}`, password: 'wrong' })
          .expect(401);
      }
      const limited = await request(t.http).post('/api/auth/set-password').set(client).send({}).expect(429);
      expect(limited.body.message).toBe(MESSAGE);
      const login = await request(t.http).post('/api/auth/login').set(client).send({ username: 'someone-else', password: 'wrong' }).expect(429);
      expect(login.body.message).toBe(MESSAGE);
      await request(t.http)
        .post('/api/auth/set-password')
        .set({ ...FROM_GATEWAY, 'X-Forwarded-For': '198.51.100.51' })
        .send({})
        .expect(400);
    } finally {
      await t.close();
    }
  });
});

const mongoUri = requestedMongoUri();
const describeMongo = mongoUri ? describe : describe.skip;

/** FerretDB (the wire server in CI) names itself in buildInfo; real MongoDB does not. */
async function isFerretDb(uri: string): Promise<boolean> {
  const conn = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    return 'ferretdbVersion' in (await conn.db!.admin().command({ buildInfo: 1 }));
  } finally {
    await conn.close(true);
  }
}

describeMongo('rate limits shared by two API instances on one MongoDB', () => {
  it('a client that used up its limit on instance A gets 429 from instance B; other clients do not', async () => {
    const a = await createTestApp('mongodb', { env: { LOGIN_RATE_LIMIT: String(LIMIT) } });
    const b = await createTestApp('mongodb', { location: a.location, env: { LOGIN_RATE_LIMIT: String(LIMIT) } });
    try {
      for (let i = 0; i < LIMIT; i++) await attempt(i % 2 ? b : a, '203.0.113.20').expect(400);
      expectLimited(await attempt(b, '203.0.113.20'));
      expectLimited(await attempt(a, '203.0.113.20'));
      await attempt(b, '203.0.113.21').expect(400);
    } finally {
      await b.close({ keepData: true });
      await a.close();
    }
  });

  it('two instances hammering one client concurrently: each instance alone never lets more than the limit through', async () => {
    const a = await createTestApp('mongodb', { env: { LOGIN_RATE_LIMIT: '10' } });
    const b = await createTestApp('mongodb', { location: a.location, env: { LOGIN_RATE_LIMIT: '10' } });
    try {
      const consume = (t: TestApp) => t.app.get(RateLimiters).consume('login', '203.0.113.30');
      const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => consume(i % 2 ? b : a).then((o) => ({ on: i % 2 ? 'b' : 'a', ...o }))));
      const allowed = outcomes.filter((o) => o.allowed);
      const perInstance = (on: string) => allowed.filter((o) => o.on === on).length;
      expect(perInstance('a')).toBeLessThanOrEqual(10);
      expect(perInstance('b')).toBeLessThanOrEqual(10);
      if (await isFerretDb(a.location.mongoUri!)) {
        // FerretDB v1 does not apply findAndModify's $inc atomically (see RateLimiters): two instances
        // racing can overshoot. Measured and reported, not hidden; the per-instance bound still holds.
        process.stdout.write(
          `rate-limit hammer on FerretDB: ${allowed.length} of 40 allowed with a limit of 10 (a ${perInstance('a')}, b ${perInstance('b')})\n`,
        );
        expect(allowed.length).toBeGreaterThanOrEqual(10);
      } else {
        expect(allowed.length).toBe(10); // real MongoDB: one atomic counter for all instances
      }
    } finally {
      await b.close({ keepData: true });
      await a.close();
    }
  });
});

describe('rate limits while MongoDB is unreachable', () => {
  it('database unreachable: counted per instance in memory (insurance), 429 at the limit, never a 500', async () => {
    const t = await createTestApp('embedded', {
      env: { MONGODB_URI: 'mongodb://127.0.0.1:9/down', MONGODB_TIMEOUT_MS: '300', LOGIN_RATE_LIMIT: String(LIMIT) },
      expectStoreDown: true,
    });
    try {
      for (let i = 0; i < LIMIT; i++) expect((await attempt(t, '203.0.113.40')).status).toBe(400);
      expectLimited(await attempt(t, '203.0.113.40'));
    } finally {
      await t.close();
    }
  });
});
