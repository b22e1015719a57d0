import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, TEST_USER, type TestApp } from '../helpers/test-app.js';

const SECRET = 'gateway-shared-secret-for-tests-0123456789';

/** Three failed sign-ins, each claiming another address; the third answers 429 when they all count as one client. */
async function failThreeTimes(t: TestApp, headers: Record<string, string> = {}): Promise<number[]> {
  const statuses = [];
  for (let i = 1; i <= 3; i++) {
    const res = await request(t.http)
      .post('/api/auth/login')
      .set({ ...headers, 'X-Forwarded-For': `203.0.113.${i}` })
      .send({ username: TEST_USER, password: 'wrong' });
    statuses.push(res.status);
  }
  return statuses;
}

async function auditedAddresses(t: TestApp): Promise<string[]> {
  const page = await request(t.http).get('/api/audit?action=sign-in-failed').set('Authorization', t.auth).expect(200);
  return (page.body.data as Array<{ ip: string }>).map((entry) => entry.ip);
}

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>): Promise<void> {
  // The login limit counts createTestApp's own sign-in: two more requests fit, the third is over.
  const t = await createTestApp('embedded', { env: { LOGIN_RATE_LIMIT: '3', LOGIN_LOCKOUT_THRESHOLD: '100', ...env } });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

/**
 * Rate limits and the audit trail use the client address a trusted proxy reports, and only that:
 * on one machine the gateway and any local process both connect from 127.0.0.1, so the
 * loopback address alone proves nothing. By default the proxy proves itself with PROXY_SECRET.
 */
describe('client address: X-Forwarded-For only from a trusted proxy', () => {
  it('by default (no PROXY_SECRET, no TRUST_PROXY) a local caller that sends X-Forwarded-For gets its own address (rate limit and audit)', async () => {
    await withApp({ PROXY_SECRET: '' }, async (t) => {
      expect(await failThreeTimes(t)).toEqual([401, 401, 429]);
      const addresses = await auditedAddresses(t);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((ip) => ip.startsWith('203.0.113.'))).toEqual([]);
      expect(addresses.every((ip) => /127\.0\.0\.1|::1/.test(ip))).toBe(true);
    });
  });

  it('with PROXY_SECRET, only a request carrying it has its X-Forwarded-For believed', async () => {
    await withApp({ PROXY_SECRET: SECRET }, async (t) => {
      expect(await failThreeTimes(t, { 'X-Proxy-Secret': 'a guess' })).toEqual([401, 401, 429]);
    });
    await withApp({ PROXY_SECRET: SECRET }, async (t) => {
      expect(await failThreeTimes(t, { 'X-Proxy-Secret': SECRET })).toEqual([401, 401, 401]);
      expect((await auditedAddresses(t)).sort()).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3']);
    });
  });

  it('an explicit TRUST_PROXY without a secret trusts those addresses (a private container network)', async () => {
    await withApp({ TRUST_PROXY: 'loopback', PROXY_SECRET: '' }, async (t) => {
      expect(await failThreeTimes(t)).toEqual([401, 401, 401]);
    });
  });
});
