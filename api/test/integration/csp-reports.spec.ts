import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import mongoose from 'mongoose';
import request from 'supertest';
import { CspReportsRepository } from '../../src/site-services/csp-reports/csp-reports.repository.js';
import { CSP_REPORTS_KEPT } from '../../src/site-services/csp-reports/schema/csp-report.schema.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, FROM_GATEWAY, signInAs, type TestApp } from '../helpers/test-app.js';

const REPORTS = '/api/csp-reports';
const REPORT = {
  documentUri: 'http://localhost/about',
  directive: 'script-src-elem',
  blockedUri: 'https://evil.example/x.js',
  lineNumber: 3,
  sample: 'alert(1)',
};

/** CSP reports: forwarded by the gateway only, kept in a capped collection, read with audit.read. */
describe.each(featureStores())('/api/csp-reports (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (body: unknown, headers: Record<string, string> = FROM_GATEWAY) =>
    request(t.http)
      .post(REPORTS)
      .set(headers)
      .send(body as object);

  it('stores what the gateway forwards; the newest first for those who read the audit trail', async () => {
    await post({ ...REPORT, blockedUri: 'https://first.example/a.js' }).expect(204);
    await post({ ...REPORT, blockedUri: 'https://second.example/b.js' }).expect(204);
    const res = await request(t.http).get(`${REPORTS}?limit=2`).set('Authorization', t.auth).expect(200);
    expect(res.headers['cache-control']).toMatch(/private|no-store/);
    expect(res.body.data.map((r: { blockedUri: string }) => r.blockedUri)).toEqual(['https://second.example/b.js', 'https://first.example/a.js']);
    expect(res.body.data[0]).toMatchObject({ ...REPORT, blockedUri: 'https://second.example/b.js' });
    expect(res.body.data[0].createdAt).toEqual(expect.any(String));
  });

  it('refuses reports that do not come from the gateway (no or a wrong proxy secret): 403', async () => {
    const before = (await request(t.http).get(REPORTS).set('Authorization', t.auth).expect(200)).body.data.length;
    const refused = await post(REPORT, {}).expect(403);
    expect(refused.body.message).toBe('Only the site gateway may call this route.');
    await post(REPORT, { 'X-Proxy-Secret': 'a guess' }).expect(403);
    expect((await request(t.http).get(REPORTS).set('Authorization', t.auth).expect(200)).body.data.length).toBe(before);
  });

  it('refuses hostile bodies with a 400 and a message', async () => {
    const cases: unknown[] = [
      { ...REPORT, extra: 'x' },
      { ...REPORT, sample: 'x'.repeat(257) },
      { ...REPORT, documentUri: 'x'.repeat(2049) },
      { ...REPORT, lineNumber: 'three' },
      { ...REPORT, lineNumber: -1 },
      { ...REPORT, directive: { $gt: '' } },
      [REPORT],
    ];
    for (const body of cases) {
      const res = await post(body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const notJson = await request(t.http).post(REPORTS).set(FROM_GATEWAY).set('Content-Type', 'application/json').send('{"documentUri":');
    expect(notJson.status).toBe(400);
  });

  it('lists only for audit.read: an Editor gets 403, nobody signed in 401; a bad limit is a 400', async () => {
    const editor = await signInAs(t, 'Editor');
    await request(t.http).get(REPORTS).set('Authorization', editor.auth).expect(403);
    await request(t.http).get(REPORTS).expect(401);
    await request(t.http).get(`${REPORTS}?limit=0`).set('Authorization', t.auth).expect(400);
    await request(t.http).get(`${REPORTS}?limit=abc`).set('Authorization', t.auth).expect(400);
  });

  it(`keeps the newest ${CSP_REPORTS_KEPT} only`, async () => {
    const repository = t.app.get(CspReportsRepository);
    for (let i = 0; i < CSP_REPORTS_KEPT + 5; i++) await repository.add({ blockedUri: `https://flood.example/${i}` });
    const newest = await repository.newest(CSP_REPORTS_KEPT + 100);
    expect(newest).toHaveLength(CSP_REPORTS_KEPT);
    expect(newest[0].blockedUri).toBe(`https://flood.example/${CSP_REPORTS_KEPT + 4}`);
    expect(newest.at(-1)!.blockedUri).toBe('https://flood.example/5');
    if (storeName !== 'mongodb') return;
    // MongoDB: a capped collection, made before the first write (an insert would have made an ordinary one).
    const raw = await mongoose.createConnection(t.location.mongoUri!).asPromise();
    try {
      const [info] = await raw.db!.listCollections({ name: 'csp_reports' }, { nameOnly: false }).toArray();
      expect((info as { options?: object }).options).toMatchObject({ capped: true, max: CSP_REPORTS_KEPT, size: 8 * 1024 * 1024 });
      const held = await raw.db!.collection('csp_reports').countDocuments();
      process.stdout.write(`csp_reports holds ${held} documents after ${CSP_REPORTS_KEPT + 7} inserts (capped at ${CSP_REPORTS_KEPT})\n`);
    } finally {
      await raw.close(true);
    }
  }, 120_000);
});
