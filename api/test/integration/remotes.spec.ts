import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LiveRegistry, RegistryEntry, ReleaseDescriptor, RemoteLoadReport, RemoteStatus } from '@pharma/shared/content';
import request from 'supertest';
import { ReleaseOrigin } from '../helpers/release-origin.js';
import { newStoreLocation, requestedMongoUri, storeNames, type StoreLocation } from '../helpers/store-targets.js';
import { createTestApp, FROM_GATEWAY, signInAs, type TestApp } from '../helpers/test-app.js';

const DEPLOY_TOKEN = 'deploy-token-for-the-registry-tests-0123456789';

type AuditRow = {
  action: string;
  actor: string;
  status?: string;
  collection: string;
  documentId: string;
  detail: string;
  ip: string;
  changes: Array<{ field: string; before: string; after: string }>;
};

/** The registry of remote releases (issue 24), on each store. */
describe.each(storeNames())('/api/remotes: releases, registry, canary, health (%s store)', (storeName) => {
  let t: TestApp;
  let origin: ReleaseOrigin;

  beforeAll(async () => {
    origin = await new ReleaseOrigin().start();
    t = await createTestApp(storeName, { env: { REMOTES_DEPLOY_TOKEN: DEPLOY_TOKEN, REMOTE_REPORT_RATE_LIMIT: '40' } });
  });

  afterAll(async () => {
    await t.close();
    await origin.stop();
  });

  const admin = (method: 'get' | 'post', path: string) => request(t.http)[method](path).set('Authorization', t.auth);
  const publish = (release: ReleaseDescriptor, promote = false) => admin('post', '/api/remotes/releases').send({ ...release, promote });
  const live = async (): Promise<LiveRegistry> => (await request(t.http).get('/api/remotes/live').expect(200)).body;
  const liveOf = async (remote: string) => (await live()).remotes.find((entry) => entry.live?.remote === remote);
  const trail = async (action: string): Promise<AuditRow[]> => (await admin('get', `/api/audit?action=${action}&limit=500`).expect(200)).body.data;

  it('publishes a build after checking its files, promotes it, and gateways read it (with an ETag)', async () => {
    const v1 = origin.release('mf_about', 'one');
    const published = await publish(v1).expect(201);
    expect(published.body.data).toMatchObject({ promoted: false, release: { ...v1, publishedBy: 'editor' } });
    expect(await liveOf('mf_about')).toBeUndefined(); // published is not live
    const promoted = await admin('post', '/api/remotes/mf_about/promote').send({ version: v1.version }).expect(200);
    expect(promoted.body.data).toMatchObject({ remote: 'mf_about', live: { version: v1.version }, liveBy: 'editor', canary: null, pinned: false });
    const first = await request(t.http).get('/api/remotes/live').expect(200);
    expect(first.body.remotes).toEqual([{ live: expect.objectContaining({ version: v1.version, entry: v1.entry, integrity: v1.integrity }), canary: null }]);
    expect(first.headers['cache-control']).toBe('no-cache');
    await request(t.http).get('/api/remotes/live').set('If-None-Match', first.headers.etag).expect(304);
    expect((await trail('release')).map((row) => row.documentId)).toContain(`mf_about@${v1.version}`);
    expect((await trail('promote')).some((row) => row.documentId === 'mf_about' && row.actor === 'editor')).toBe(true);
  });

  it('refuses a release whose entry or renderer is missing or is not the code its hash pins (422), and never changes a release (409)', async () => {
    const bad = origin.release('mf_about', 'tampered');
    origin.set(`/releases/${bad.version}/remoteEntry.js`, 'export const get = () => "evil";');
    const tampered = await publish(bad).expect(422);
    expect(tampered.body.message).toMatch(/entry .* does not match its integrity hash/);
    const noRenderer = origin.release('mf_about', 'no renderer file');
    origin.set(`/releases/${noRenderer.version}/server/render.mjs`, undefined);
    expect((await publish(noRenderer).expect(422)).body.message).toMatch(/server renderer .* answered 404/);
    const gone = origin.release('mf_about', 'gone');
    origin.set(`/releases/${gone.version}/remoteEntry.js`, undefined);
    expect((await publish(gone).expect(422)).body.message).toMatch(/answered 404/);
    const ok = origin.release('mf_about', 'kept as it is');
    await publish(ok).expect(201);
    await publish(ok).expect(201); // the same build again: nothing changes
    const other = { ...ok, integrity: { ...ok.integrity, entry: origin.release('mf_about', 'something else').integrity.entry } };
    expect((await publish(other).expect(409)).body.message).toMatch(/a release never changes/);
    // A release published earlier goes live only if its files still match.
    origin.set(`/releases/${ok.version}/server/render.mjs`, 'export async function render() { return { html: "swapped" }; }');
    expect((await admin('post', '/api/remotes/mf_about/promote').send({ version: ok.version }).expect(422)).body.message).toMatch(
      /server renderer .* does not match/,
    );
  });

  it('rolls back in one call, to the release before the live one or to any named one; a canary ends with it', async () => {
    const v2 = origin.release('mf_products', 'two');
    const v3 = origin.release('mf_products', 'three');
    await publish(v2, true).expect(201);
    expect((await publish(v3, true).expect(201)).body.data).toMatchObject({ promoted: true });
    expect((await liveOf('mf_products'))?.live?.version).toBe(v3.version);
    const back = await admin('post', '/api/remotes/mf_products/rollback').send({}).expect(200);
    expect(back.body.data.live.version).toBe(v2.version);
    expect((await liveOf('mf_products'))?.live?.version).toBe(v2.version);
    expect((await admin('post', '/api/remotes/mf_products/rollback').send({}).expect(409)).body.message).toMatch(/no earlier release/);
    await admin('post', '/api/remotes/mf_products/rollback').send({ version: v3.version }).expect(200);
    await admin('post', '/api/remotes/mf_products/canary').send({ version: v2.version, percent: 30 }).expect(200);
    expect((await liveOf('mf_products'))?.canary).toEqual({ release: expect.objectContaining({ version: v2.version }), percent: 30 });
    await admin('post', '/api/remotes/mf_products/rollback').send({ version: v2.version }).expect(200);
    expect((await liveOf('mf_products'))?.canary).toBeNull();
    expect((await admin('post', '/api/remotes/mf_products/rollback').send({ version: v2.version }).expect(409)).body.message).toMatch(/already live/);
    expect((await admin('post', '/api/remotes/mf_products/promote').send({ version: 'abcdefabcdef' }).expect(404)).body.message).toMatch(
      /has no release abcdefabcdef/,
    );
    const rollbacks = await trail('rollback');
    expect(rollbacks.filter((row) => row.documentId === 'mf_products').length).toBeGreaterThanOrEqual(3);
  });

  it('a canary goes to a share of visitors, changes, stops; promoting it ends it', async () => {
    const base = origin.release('mf_contact', 'base');
    const next = origin.release('mf_contact', 'next');
    await publish(base, true).expect(201);
    await publish(next).expect(201);
    expect((await admin('post', '/api/remotes/mf_contact/canary').send({ version: base.version, percent: 10 }).expect(409)).body.message).toMatch(
      /already live/,
    );
    const started = (await admin('post', '/api/remotes/mf_contact/canary').send({ version: next.version, percent: 10 }).expect(200)).body.data as RegistryEntry;
    expect(started.canary).toMatchObject({ percent: 10, maxErrorRate: 0.2, minLoads: 20, startedBy: 'editor' });
    const changed = (await admin('post', '/api/remotes/mf_contact/canary').send({ version: next.version, percent: 50, maxErrorRate: 0.5 }).expect(200)).body
      .data as RegistryEntry;
    expect(changed.canary).toMatchObject({ percent: 50, maxErrorRate: 0.5, startedAt: started.canary!.startedAt });
    await admin('post', '/api/remotes/mf_contact/canary/stop').expect(200);
    expect((await admin('post', '/api/remotes/mf_contact/canary/stop').expect(404)).body.message).toMatch(/has no canary/);
    await admin('post', '/api/remotes/mf_contact/canary').send({ version: next.version, percent: 20 }).expect(200);
    const promoted = (await admin('post', '/api/remotes/mf_contact/promote').send({ version: next.version }).expect(200)).body.data as RegistryEntry;
    expect(promoted).toMatchObject({ live: { version: next.version }, canary: null });
    expect((await trail('canary')).filter((row) => row.documentId === 'mf_contact').length).toBeGreaterThanOrEqual(3);
  });

  it('a pinned remote keeps its live release: deploys only publish, promote, rollback and canary are refused', async () => {
    const a = origin.release('mf_home', 'pinned a');
    const b = origin.release('mf_home', 'pinned b');
    await publish(a, true).expect(201);
    await admin('post', '/api/remotes/mf_home/pin').send({ pinned: true }).expect(200);
    expect((await publish(b, true).expect(201)).body.data).toMatchObject({ promoted: false, registry: { pinned: true, live: { version: a.version } } });
    for (const [path, body] of [
      ['promote', { version: b.version }],
      ['rollback', {}],
      ['canary', { version: b.version, percent: 5 }],
    ] as const) {
      expect((await admin('post', `/api/remotes/mf_home/${path}`).send(body).expect(409)).body.message).toBe(
        'mf_home is pinned to its live release: unpin it first.',
      );
    }
    await admin('post', '/api/remotes/mf_home/pin').send({ pinned: false }).expect(200);
    await admin('post', '/api/remotes/mf_home/promote').send({ version: b.version }).expect(200);
    expect((await trail('pin')).filter((row) => row.documentId === 'mf_home')).toHaveLength(2);
  });

  it('a deploy pipeline publishes and promotes with REMOTES_DEPLOY_TOKEN; only Administrators otherwise', async () => {
    const release = origin.release('mf_sustainability', 'deployed');
    const deployed = await request(t.http)
      .post('/api/remotes/releases')
      .set('X-Deploy-Token', DEPLOY_TOKEN)
      .send({ ...release, promote: true })
      .expect(201);
    expect(deployed.body.data).toMatchObject({ promoted: true, release: { publishedBy: 'deploy-token' }, registry: { liveBy: 'deploy-token' } });
    await request(t.http).post('/api/remotes/releases').set('X-Deploy-Token', 'a guess').send(release).expect(401);
    await request(t.http).post('/api/remotes/releases').send(release).expect(401);
    const editor = await signInAs(t, 'Editor');
    await request(t.http).get('/api/remotes').set('Authorization', editor.auth).expect(403);
    await request(t.http).post('/api/remotes/mf_sustainability/rollback').set('Authorization', editor.auth).send({}).expect(403);
    // The token opens the registry only.
    await request(t.http).get('/api/users').set('X-Deploy-Token', DEPLOY_TOKEN).expect(401);
  });

  it('refuses hostile input with a 400 and a message', async () => {
    const good = origin.release('mf_about', 'shape');
    const bodies: unknown[] = [
      { ...good, remote: 'MF About' },
      { ...good, version: 'latest' },
      { ...good, entry: 'javascript:alert(1)//remoteEntry.js' },
      { ...good, entry: `${good.entry}?x=1` },
      { ...good, integrity: { entry: 'md5-abc' } },
      { ...good, integrity: { entry: good.integrity.entry, renderer: 'sha384-short' } },
      { ...good, routes: ['about'] },
      { ...good, routes: [] },
      { ...good, admin: { label: '', order: 1 } },
      { ...good, builtAt: 'yesterday' },
      { ...good, extra: true },
      { ...good, remote: { $gt: '' } },
      [good],
    ];
    for (const body of bodies) {
      const res = await admin('post', '/api/remotes/releases').send(body as object);
      expect([body, res.status]).toEqual([body, 400]);
      expect(res.body.message).toEqual(expect.anything());
    }
    await admin('post', '/api/remotes/MF%20about/promote').send({ version: good.version }).expect(400);
    await admin('post', '/api/remotes/mf_about/promote').send({ version: '../x' }).expect(400);
    await admin('post', '/api/remotes/mf_about/canary').send({ version: good.version, percent: 100 }).expect(400);
    await admin('post', '/api/remotes/mf_about/canary').send({ version: good.version, percent: 10, maxErrorRate: 2 }).expect(400);
    await admin('post', '/api/remotes/mf_about/pin').send({ pinned: 'yes' }).expect(400);
  });

  const report = (version: string, ok: boolean, ms = 120): RemoteLoadReport => ({
    remote: 'mf_capabilities',
    version,
    expose: './routes',
    ok,
    phase: ok ? 'render' : 'entry',
    ms,
    traceId: 'trace-1',
    sample: 1,
  });

  it("rolls a canary back by itself once its browsers' load errors pass the threshold, and says why", async () => {
    const base = origin.release('mf_capabilities', 'stable');
    const risky = origin.release('mf_capabilities', 'risky');
    await publish(base, true).expect(201);
    await publish(risky).expect(201);
    await admin('post', '/api/remotes/mf_capabilities/canary').send({ version: risky.version, percent: 50, maxErrorRate: 0.25, minLoads: 8 }).expect(200);
    const beacon = (reports: RemoteLoadReport[]) =>
      request(t.http).post('/api/remotes/loads').set('Content-Type', 'application/json').send({ reports }).expect(204);
    // The live release failing says nothing about the canary; below minLoads, no verdict either.
    await beacon([report(base.version, false), report(base.version, false), report(risky.version, true), report(risky.version, false)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await liveOf('mf_capabilities'))?.canary?.release.version).toBe(risky.version);
    await beacon([
      report(risky.version, true),
      report(risky.version, false),
      report(risky.version, true),
      report(risky.version, false),
      report(risky.version, true),
      report(risky.version, true),
    ]);
    let entry: RegistryEntry | undefined;
    for (const end = Date.now() + 5000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) {
      entry = ((await admin('get', '/api/remotes').expect(200)).body.data as RemoteStatus[]).find((remote) => remote.remote === 'mf_capabilities');
      if (!entry?.canary) break;
    }
    expect(entry?.canary).toBeNull();
    expect(entry?.live?.version).toBe(base.version);
    expect(entry?.autoRollback).toMatchObject({
      version: risky.version,
      reason: expect.stringMatching(/failed to load mf_capabilities@\w+ in 3 of 8 reported loads \(37\.5%\), above the 25% threshold/),
    });
    const byRegistry = (await trail('rollback')).find((row) => row.documentId === 'mf_capabilities' && row.actor === 'system');
    expect(byRegistry).toBeDefined();
    // It names what made the system act: the report, its sender's address and its trace.
    expect(byRegistry).toMatchObject({
      detail: expect.stringMatching(/^remote health report from \S*127\.0\.0\.1, trace trace-1$/),
      ip: expect.stringContaining('127.0.0.1'),
    });
  });

  it("shows each release's health: load success and p75 from browsers, render failures from gateways only", async () => {
    const release = origin.release('mf_capabilities', 'measured');
    await publish(release, true).expect(201);
    const times = [100, 200, 300, 400];
    await request(t.http)
      .post('/api/remotes/loads')
      .send({ reports: [...times.map((ms) => report(release.version, true, ms)), report(release.version, false, 50)] })
      .expect(204);
    // A sampled success stands for 1/sample loads.
    await request(t.http)
      .post('/api/remotes/loads')
      .send({ reports: [{ ...report(release.version, true, 250), sample: 0.5 }] })
      .expect(204);
    const failure = { remote: 'mf_capabilities', version: release.version, route: '/capabilities', reason: 'timeout' };
    await request(t.http).post('/api/remotes/render-failures').send(failure).expect(403);
    await request(t.http).post('/api/remotes/render-failures').set(FROM_GATEWAY).send(failure).expect(204);
    const status = ((await admin('get', '/api/remotes').expect(200)).body.data as RemoteStatus[]).find((remote) => remote.remote === 'mf_capabilities')!;
    expect(status).toMatchObject({ label: 'Capabilities', source: 'registry', reachable: true });
    expect(status.health.hour.live).toEqual({ loads: 7, failures: 1, successRate: 0.8571, p75Ms: 300, renderFailures: 1 });
    expect(status.health.day.live.loads).toBe(7);
    expect(status.releases[0].version).toBe(release.version);
    const never = ((await admin('get', '/api/remotes').expect(200)).body.data as RemoteStatus[]).find((remote) => remote.remote === 'mf_admin')!;
    expect(never).toMatchObject({ live: null, source: 'file', reachable: null, releases: [] });
  });

  it('bounds what anyone may report: shape, size, and a rate per IP', async () => {
    const good = report('1.0.0', true);
    for (const body of [
      { reports: [] },
      { reports: Array.from({ length: 21 }, () => good) },
      { reports: [{ ...good, ms: -1 }] },
      { reports: [{ ...good, sample: 0 }] },
      { reports: [{ ...good, expose: './secret' }] },
      { reports: [{ ...good, traceId: '<script>' }] },
      { reports: [{ ...good, remote: 'x'.repeat(60) }] },
      { reports: [{ ...good, extra: 1 }] },
      { reports: good },
    ]) {
      expect([body, (await request(t.http).post('/api/remotes/loads').send(body)).status]).toEqual([body, 400]);
    }
    let limited = 0;
    for (let i = 0; i < 45 && !limited; i++)
      if (
        (
          await request(t.http)
            .post('/api/remotes/loads')
            .send({ reports: [good] })
        ).status === 429
      )
        limited = i;
    expect(limited).toBeGreaterThan(0);
  });

  it('serializes changes made at once: every promote that answered 200 is one audited step of one unbroken history', async () => {
    const releases = ['a', 'b', 'c'].map((text) => origin.release('mf_admin', `concurrent ${text}`, { renderer: false }));
    for (const release of releases) await publish(release).expect(201);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => admin('post', '/api/remotes/mf_admin/promote').send({ version: releases[i % 3].version })),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    await expectOneHistory(t, 'mf_admin', statuses.filter((status) => status === 200).length);
  });
});

/** The registry's audited promotes of `remote` that were applied, oldest first, chain: each one's `live` before is the previous one's after. */
async function expectOneHistory(t: TestApp, remote: string, promotes: number): Promise<void> {
  const rows = ((await request(t.http).get('/api/audit?action=promote&limit=500').set('Authorization', t.auth).expect(200)).body.data as AuditRow[])
    // A write that lost the race to another is in the trail too, as 'aborted' (its entry is written first).
    .filter((row) => row.collection === 'remote_registry' && row.documentId === remote && row.status === 'committed')
    .reverse();
  const liveVersion = (json: string | undefined) => (json ? ((JSON.parse(json) as { version?: string } | null)?.version ?? null) : null);
  const steps = rows.map((row) => {
    const change = row.changes.find((c) => c.field === 'live');
    return { before: liveVersion(change?.before), after: liveVersion(change?.after) };
  });
  expect(steps).toHaveLength(promotes);
  for (let i = 1; i < steps.length; i++) expect([i, steps[i].before]).toEqual([i, steps[i - 1].after]);
  const live = (await request(t.http).get('/api/remotes/live').expect(200)).body as LiveRegistry;
  expect(live.remotes.find((entry) => entry.live?.remote === remote)?.live?.version).toBe(steps.at(-1)?.after);
}

const mongoDescribe = (name: string, tests: () => void) => (requestedMongoUri() ? describe(name, tests) : undefined);

mongoDescribe('the registry through two API instances on one MongoDB', () => {
  let location: StoreLocation;
  let a: TestApp;
  let b: TestApp;
  let origin: ReleaseOrigin;

  beforeAll(async () => {
    origin = await new ReleaseOrigin().start();
    location = newStoreLocation('mongodb');
    a = await createTestApp('mongodb', { location });
    b = await createTestApp('mongodb', { location });
  }, 60_000);

  afterAll(async () => {
    await a.close({ keepData: true });
    await b.close();
    await origin.stop();
  });

  it('promotes through A and B at once are applied one after the other (compare-and-swap), none lost, each audited; both serve the same list', async () => {
    const releases = ['a', 'b', 'c', 'd'].map((text) => origin.release('mf_about', `two instances ${text}`));
    for (const release of releases) await request(a.http).post('/api/remotes/releases').set('Authorization', a.auth).send(release).expect(201);
    const statuses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const t = i % 2 ? b : a;
        return request(t.http)
          .post('/api/remotes/mf_about/promote')
          .set('Authorization', t.auth)
          .send({ version: releases[i % 4].version });
      }),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    await expectOneHistory(a, 'mf_about', statuses.filter((status) => status === 200).length);
    const [fromA, fromB] = await Promise.all([a, b].map(async (t) => (await request(t.http).get('/api/remotes/live').expect(200)).body));
    expect(fromB).toEqual(fromA);
    // A rollback through B is what A serves next.
    const back = (
      await request(b.http)
        .post('/api/remotes/mf_about/rollback')
        .set('Authorization', b.auth)
        .send({ version: releases[0].version === fromA.remotes[0].live.version ? releases[1].version : releases[0].version })
        .expect(200)
    ).body.data as RegistryEntry;
    expect(((await request(a.http).get('/api/remotes/live').expect(200)).body as LiveRegistry).remotes[0].live?.version).toBe(back.live?.version);
  });
});
