import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AuditEntry } from '@pharma/shared/content';
import request from 'supertest';
import { AuditService, REFUSAL_WINDOW_MS } from '../../src/platform/audit/audit.service.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const FLOOD = 4000;
/** Requests in flight at once: enough to race each other inside one window. */
const IN_FLIGHT = 40;

/** Refused requests are audited at a bounded rate: per account, route and permission one entry a minute, then a count. */
describe.each(featureStores())('refusals in the audit trail (%s store)', (storeName) => {
  let t: TestApp;
  let viewer: SignedInAccount;
  let audit: AuditService;

  beforeAll(async () => {
    t = await createTestApp(storeName);
    viewer = await signInAs(t, 'Viewer');
    audit = t.app.get(AuditService);
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const trail = async (): Promise<{ total: number; denied: AuditEntry[] }> => {
    const all = (await request(t.http).get('/api/audit?limit=1').set('Authorization', t.auth).expect(200)).body as { total: number };
    const denied = (await request(t.http).get('/api/audit?action=permission-denied&limit=500').set('Authorization', t.auth).expect(200)).body
      .data as AuditEntry[];
    return { total: all.total, denied: denied.filter((entry) => entry.actor === viewer.email) };
  };

  /** Sends `count` requests made by `send`, IN_FLIGHT at a time; each must answer `status`. */
  async function flood(count: number, send: (i: number) => request.Test, status: number): Promise<void> {
    for (let i = 0; i < count; i += IN_FLIGHT) {
      const batch = Array.from({ length: Math.min(IN_FLIGHT, count - i) }, (_, j) => send(i + j));
      for (const res of await Promise.all(batch)) expect(res.status).toBe(status);
    }
  }

  it(`${FLOOD} refused Viewer requests in a minute grow the trail by one entry, then one entry with the count`, async () => {
    const start = Date.now();
    let now = start;
    jest.spyOn(audit, 'now').mockImplementation(() => now);
    const before = await trail();

    await flood(FLOOD, () => request(t.http).get('/api/audit').set('Authorization', viewer.auth), 403);
    const during = await trail();
    console.log(`${FLOOD} refused requests: the trail grew by ${during.total - before.total} entries`);
    expect(during.total - before.total).toBe(1);
    expect(during.denied[0]).toMatchObject({ outcome: 'denied', role: 'Viewer', detail: 'GET /api/audit needs audit.read' });

    // The minute is over: the sweep writes what was counted, as one entry naming the count and the span.
    now = start + REFUSAL_WINDOW_MS;
    await audit.flushRefusals();
    const after = await trail();
    expect(after.total - before.total).toBe(2);
    expect(after.denied[0]).toMatchObject({ outcome: 'denied', actor: viewer.email, role: 'Viewer', page: 'audit' });
    expect(after.denied[0]!.detail).toMatch(
      new RegExp(
        `^GET /api/audit needs audit\\.read: refused ${FLOOD - 1} more times from \\S+ to \\S+ \\(counted, one entry per account, route and permission a minute\\)$`,
      ),
    );
    expect(after.denied[0]!.ip).toContain('127.0.0.1');
    await audit.flushRefusals(); // nothing left to write
    expect((await trail()).total).toBe(after.total);

    // A new minute: its first refusal is recorded at once again.
    await request(t.http).get('/api/audit').set('Authorization', viewer.auth).expect(403);
    expect((await trail()).total).toBe(after.total + 1);
  }, 180_000);

  it('counts per route pattern (ids do not open new windows) and per permission; a refusal after the window writes the count first', async () => {
    let now = Date.now() + 10 * REFUSAL_WINDOW_MS;
    jest.spyOn(audit, 'now').mockImplementation(() => now);
    await audit.flushRefusals(); // the previous test's window is over
    const before = await trail();
    await flood(30, (i) => request(t.http).patch(`/api/users/id-${i}`).set('Authorization', viewer.auth).send({ status: 'inactive' }), 403);
    await flood(5, () => request(t.http).get('/api/enquiries').set('Authorization', viewer.auth), 403);
    const during = await trail();
    expect(during.total - before.total).toBe(2);
    expect(
      during.denied
        .slice(0, 2)
        .map((entry) => entry.detail)
        .sort(),
    ).toEqual(['GET /api/enquiries needs enquiries.read', expect.stringMatching(/^PATCH \/api\/users\/id-\d+ needs users\.manage$/)]);

    now += REFUSAL_WINDOW_MS;
    await request(t.http).patch('/api/users/id-x').set('Authorization', viewer.auth).send({ status: 'inactive' }).expect(403);
    const after = await trail();
    expect(after.total - during.total).toBe(2); // the count of the window that ended, then the new window's first
    expect(after.denied[1]!.detail).toMatch(/^PATCH \/api\/users\/:id needs users\.manage: refused 29 more times from /);
    expect(after.denied[0]!.detail).toBe('PATCH /api/users/id-x needs users.manage');
  });
});
