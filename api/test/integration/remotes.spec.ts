import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LiveRegistry, RegistryEntry, ReleaseDescriptor, RemoteLoadReport, RemoteStatus } from '@pharma/shared/content';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { ReleaseOrigin } from '../helpers/release-origin.js';
import { newStoreLocation, requestedMongoUri, featureStores, type StoreLocation } from '../helpers/store-targets.js';
import { createTestApp, FROM_GATEWAY, signInAs, TEST_PROXY_SECRET, type TestApp } from '../helpers/test-app.js';
import { reportKeyOf } from '../../src/platform/config/report-key.js';
import { signAssignment } from '../../src/site-services/remotes/report-assignment.js';

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

/** The registry of remote releases, on each store. */
describe.each(featureStores())('/api/remotes: releases, registry, canary, health (%s store)', (storeName) => {
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
    const other = { ...ok, integrity: origin.release('mf_about', 'something else').integrity };
    expect((await publish(other).expect(409)).body.message).toMatch(/a release never changes/);
    // A release published earlier goes live only if its files still match.
    origin.set(`/releases/${ok.version}/server/render.mjs`, 'export async function render() { return { html: "swapped" }; }');
    expect((await admin('post', '/api/remotes/mf_about/promote').send({ version: ok.version }).expect(422)).body.message).toMatch(
      /server renderer .* does not match/,
    );
  });

  it('pins every file: a chunk or a style changed after the build is refused by publish and by promote (422, naming the file)', async () => {
    const changedChunk = origin.release('mf_about', 'chunk changed before publish');
    origin.set(`/releases/${changedChunk.version}/assets/routes-${changedChunk.version}.js`, 'export default () => "Cures everything";');
    expect((await publish(changedChunk).expect(422)).body.message).toMatch(
      new RegExp(`file assets/routes-${changedChunk.version}\\.js \\(.*\\) does not match its integrity hash`),
    );
    const later = origin.release('mf_about', 'chunk changed after publish');
    await publish(later).expect(201);
    origin.set(`/releases/${later.version}/assets/routes-${later.version}.css`, 'body { display: none }');
    const refused = await admin('post', '/api/remotes/mf_about/promote').send({ version: later.version }).expect(422);
    expect(refused.body.message).toMatch(new RegExp(`file assets/routes-${later.version}\\.css .* does not match its integrity hash: expected sha384-`));
    origin.set(`/releases/${later.version}/assets/routes-${later.version}.css`, undefined);
    expect((await admin('post', '/api/remotes/mf_about/promote').send({ version: later.version }).expect(422)).body.message).toMatch(/answered 404/);
    // A build that does not list its files is not a release that can be pinned.
    const { files: _files, ...entryOnly } = origin.release('mf_about', 'files not listed').integrity;
    const unlisted = await publish({ ...origin.release('mf_about', 'files not listed'), integrity: entryOnly }).expect(400);
    expect(JSON.stringify(unlisted.body)).toMatch(/integrity\.files must list each file/);
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
      { ...good, integrity: { ...good.integrity, files: {} } },
      { ...good, integrity: { ...good.integrity, files: [] } },
      { ...good, integrity: { ...good.integrity, files: [...good.integrity.files!, { path: '../../etc/passwd', integrity: good.integrity.entry }] } },
      { ...good, integrity: { ...good.integrity, files: [...good.integrity.files!, { path: '/abs.js', integrity: good.integrity.entry }] } },
      { ...good, integrity: { ...good.integrity, files: [...good.integrity.files!, { path: 'a/./b.js', integrity: good.integrity.entry }] } },
      { ...good, integrity: { ...good.integrity, files: [...good.integrity.files!, { path: 'x.js?y', integrity: good.integrity.entry }] } },
      { ...good, integrity: { ...good.integrity, files: [...good.integrity.files!, { path: 'x.js', integrity: 'sha256-abc' }] } },
      { ...good, integrity: { ...good.integrity, files: [...good.integrity.files!, good.integrity.files![0]] } },
      { ...good, integrity: { ...good.integrity, files: [...good.integrity.files!, { path: 'x.js', integrity: good.integrity.entry, extra: 1 }] } },
      { ...good, integrity: { ...good.integrity, files: good.integrity.files!.filter((file) => file.path !== 'remoteEntry.js') } },
      { ...good, integrity: { ...good.integrity, files: good.integrity.files!.filter((file) => file.path !== 'server/render.mjs') } },
      { ...good, integrity: { ...good.integrity, files: Array.from({ length: 501 }, (_, i) => ({ path: `f${i}.js`, integrity: good.integrity.entry })) } },
      { ...good, integrity: { ...good.integrity, files: [null, 1, 'x'] } },
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
  });
  /** What the gateway signs into a page (shell/server/gateway/compose/report-token.mjs), with the test app's PROXY_SECRET. */
  const KEY = reportKeyOf(TEST_PROXY_SECRET);
  const tokenFor = (releases: Record<string, string>, sample = 1, issuedAt = Date.now()) => signAssignment(KEY, { issuedAt, sample, releases });
  /** A browser's beacon through the gateway, from the client address `ip` (X-Forwarded-For, believed with PROXY_SECRET). */
  const beacon = (ip: string, token: string, reports: unknown[]) =>
    request(t.http).post('/api/remotes/loads').set(FROM_GATEWAY).set('X-Forwarded-For', ip).send({ token, reports });
  const canaryOf = async (remote: string) =>
    ((await admin('get', '/api/remotes').expect(200)).body.data as RemoteStatus[]).find((entry) => entry.remote === remote)!;

  /** A remote with a live release and a canary of another; the answer waits for the verdict, so no test waits on a clock. */
  async function withCanary(remote: string, text: string, options: Record<string, number> = {}) {
    const base = origin.release(remote, `${text} stable`);
    const risky = origin.release(remote, `${text} risky`);
    await publish(base, true).expect(201);
    await publish(risky).expect(201);
    await admin('post', `/api/remotes/${remote}/canary`)
      .send({ version: risky.version, percent: 50, ...options })
      .expect(200);
    return { base, risky, given: tokenFor({ [remote]: risky.version }) };
  }

  it("rolls a canary back by itself once its browsers' load errors pass the threshold, and says why", async () => {
    const { base, risky, given } = await withCanary('mf_capabilities', 'verdict', { maxErrorRate: 0.25, minLoads: 8 });
    // The live release failing says nothing about the canary; below minLoads, no verdict either.
    await beacon('10.0.0.1', tokenFor({ mf_capabilities: base.version }), [report(base.version, false), report(base.version, false)]).expect(204);
    await beacon('10.0.0.2', given, [report(risky.version, true), report(risky.version, false)]).expect(204);
    expect((await liveOf('mf_capabilities'))?.canary?.release.version).toBe(risky.version);
    const outcomes = [true, false, true, false, true, true];
    for (const [i, ok] of outcomes.entries()) await beacon(`10.0.1.${i}`, given, [report(risky.version, ok)]).expect(204);
    const entry = await canaryOf('mf_capabilities');
    expect(entry.canary).toBeNull();
    expect(entry.live?.version).toBe(base.version);
    expect(entry.autoRollback).toMatchObject({
      version: risky.version,
      reason: expect.stringMatching(/failed to load mf_capabilities@\w+ in 3 of 8 reported loads \(37\.5%\), above the 25% threshold/),
    });
    const byRegistry = (await trail('rollback')).find((row) => row.documentId === 'mf_capabilities' && row.actor === 'system');
    expect(byRegistry).toBeDefined();
    // It names what made the system act: the report that tipped it (the 8th load), its sender's address and its trace.
    expect(byRegistry).toMatchObject({ detail: 'remote health report from 10.0.1.5, trace trace-1', ip: '10.0.1.5' });
  });

  it('one request of 20 failures, or any number from one address, does not roll a canary back', async () => {
    const { risky, given } = await withCanary('mf_home', 'one client');
    const failures = Array.from({ length: 20 }, () => ({ ...report(risky.version, false), remote: 'mf_home' }));
    await beacon('203.0.113.7', given, failures).expect(204);
    expect((await canaryOf('mf_home')).canary?.release.version).toBe(risky.version);
    for (let i = 0; i < 10; i++) await beacon('203.0.113.7', given, failures).expect(204);
    const after = await canaryOf('mf_home');
    expect(after.canary?.release.version).toBe(risky.version);
    expect(after.autoRollback).toBeNull();
    // What the tab shows is what was reported; what decides is capped per client (5 loads an hour).
    expect(after.health.hour.canary).toMatchObject({ loads: 220, failures: 220 });
  });

  it('successes reported with a weight of their own ("sample": 0.001) count as what they are, and cannot keep a failing canary alive', async () => {
    const { risky, given } = await withCanary('mf_sustainability', 'kept alive');
    const successes = Array.from({ length: 20 }, () => ({ ...report(risky.version, true), remote: 'mf_sustainability', sample: 0.001 }));
    await beacon('198.51.100.9', given, successes).expect(204);
    expect((await canaryOf('mf_sustainability')).health.hour.canary).toMatchObject({ loads: 20, failures: 0 });
    // Honest visitors, each given the canary by the gateway, fail to load it: rolled back despite the 20 successes.
    for (let i = 0; i < 20; i++) await beacon(`10.2.0.${i}`, given, [{ ...report(risky.version, false), remote: 'mf_sustainability' }]).expect(204);
    const after = await canaryOf('mf_sustainability');
    expect(after.canary).toBeNull();
    // The 20 successes count as the 5 one client may weigh: the 15th failing visitor makes 15 of 20.
    expect(after.autoRollback?.reason).toMatch(/in 15 of 20 reported loads \(75%\)/);
  });

  it("counts a report only with its page's signed assignment, for the release it was given, weighed at the gateway's sample rate", async () => {
    const { base, risky } = await withCanary('mf_contact', 'assigned', { minLoads: 2, maxErrorRate: 0.1 });
    const failure = { ...report(risky.version, false), remote: 'mf_contact' };
    // A visitor given the live release reports failures of the canary: refused, nothing stored.
    const refused = await beacon('10.3.0.1', tokenFor({ mf_contact: base.version }), [failure]).expect(403);
    expect(refused.body.message).toBe(`This page was not given mf_contact@${risky.version}: its reports count only for the releases it was given.`);
    const forged = tokenFor({ mf_contact: risky.version }).replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    expect((await beacon('10.3.0.2', forged, [failure]).expect(403)).body.message).toBe('The token was not signed by this site.');
    const otherKey = signAssignment(reportKeyOf('another-secret-another-secret-0123'), {
      issuedAt: Date.now(),
      sample: 1,
      releases: { mf_contact: risky.version },
    });
    await beacon('10.3.0.3', otherKey, [failure]).expect(403);
    const stale = tokenFor({ mf_contact: risky.version }, 1, Date.now() - 25 * 60 * 60_000);
    expect((await beacon('10.3.0.4', stale, [failure]).expect(403)).body.message).toMatch(/expired/);
    const status = await canaryOf('mf_contact');
    expect([status.canary?.release.version, status.health.hour.canary?.loads]).toEqual([risky.version, 0]);
    // The gateway's sample rate: a success stands for 1/0.25 = 4 loads.
    await beacon('10.3.0.5', tokenFor({ mf_contact: risky.version }, 0.25), [{ ...report(risky.version, true), remote: 'mf_contact' }]).expect(204);
    expect((await canaryOf('mf_contact')).health.hour.canary).toMatchObject({ loads: 4, failures: 0 });
  });

  it("shows each release's health: load success and p75 from browsers, render failures from gateways only", async () => {
    const release = origin.release('mf_capabilities', 'measured');
    await publish(release, true).expect(201);
    const times = [100, 200, 300, 400];
    const given = tokenFor({ mf_capabilities: release.version });
    await beacon('10.4.0.1', given, [...times.map((ms) => report(release.version, true, ms)), report(release.version, false, 50)]).expect(204);
    // A sampled success stands for 1/sample loads, the sample the gateway signed.
    await beacon('10.4.0.2', tokenFor({ mf_capabilities: release.version }, 0.5), [report(release.version, true, 250)]).expect(204);
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

  it('bounds what anyone may report: shape, size, token, and a rate per IP', async () => {
    const good = report('1.0.0', true);
    const token = tokenFor({ mf_capabilities: '1.0.0' });
    for (const body of [
      { token, reports: [] },
      { token, reports: Array.from({ length: 21 }, () => good) },
      { token, reports: [{ ...good, ms: -1 }] },
      { token, reports: [{ ...good, sample: 0 }] },
      { token, reports: [{ ...good, expose: './secret' }] },
      { token, reports: [{ ...good, traceId: '<script>' }] },
      { token, reports: [{ ...good, remote: 'x'.repeat(60) }] },
      { token, reports: [{ ...good, extra: 1 }] },
      { token, reports: good },
      { reports: [good] },
      { token: 'not-a-token', reports: [good] },
      { token: `${'a'.repeat(4000)}.${'b'.repeat(43)}`, reports: [good] },
      { token: { $ne: '' }, reports: [good] },
    ]) {
      expect([body, (await request(t.http).post('/api/remotes/loads').send(body)).status]).toEqual([body, 400]);
    }
    // A well-formed token whose payload is not an assignment, signed or not: 403, never 500.
    const signedJunk = (payload: string) => {
      const body = Buffer.from(payload).toString('base64url');
      return `${body}.${createHmac('sha256', KEY).update(body).digest('base64url')}`;
    };
    for (const junk of ['null', '[]', '{"iat":"x","s":1,"r":{}}', '{"iat":1,"s":0,"r":{}}', '{"iat":1,"s":1,"r":[]}', 'not json']) {
      expect([
        junk,
        (
          await request(t.http)
            .post('/api/remotes/loads')
            .send({ token: signedJunk(junk), reports: [good] })
        ).status,
      ]).toEqual([junk, 403]);
    }
    let limited = 0;
    for (let i = 0; i < 45 && !limited; i++)
      if (
        (
          await request(t.http)
            .post('/api/remotes/loads')
            .send({ token, reports: [good] })
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
