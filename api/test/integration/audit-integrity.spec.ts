import { afterEach, describe, expect, it } from '@jest/globals';
import type { AuditEntry, AuditPage, AuditVerification } from '@pharma/shared/content';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { auditId, chainMac, GENESIS_HASH, KEYED_CHAIN, legacyHash, signCheckpoint } from '../../src/platform/audit/audit-chain.js';
import { AuditRepository } from '../../src/platform/audit/audit.repository.js';
import { AuditResolver } from '../../src/platform/audit/audit-resolver.js';
import { auditCollection, type AuditData } from '../../src/platform/audit/schema/audit.schema.js';
import { Store, type Collection } from '../../src/platform/store/store.port.js';
import { createStore } from '../../src/platform/store/store.module.js';
import { loadConfig } from '../../src/platform/config/app-config.js';
import { Metrics } from '../../src/platform/metrics/metrics.js';
import { createTestApp, signInAs, type TestApp } from '../helpers/test-app.js';
import { newStoreLocation, storeNames, type StoreLocation } from '../helpers/store-targets.js';

const OFFERING = { title: 'Resolved', description: 'd', metric: '1', unit: 'u', order: 1, isActive: false };
const trailOf = async (t: TestApp): Promise<AuditPage> => (await request(t.http).get('/api/audit?limit=500').set('Authorization', t.auth).expect(200)).body;
const verify = async (t: TestApp): Promise<AuditVerification> =>
  (await request(t.http).post('/api/audit/verify').set('Authorization', t.auth).expect(200)).body;
const entriesOf = (t: TestApp): Collection<AuditData> => t.app.get(Store).collection<AuditData>(auditCollection);
const hero = async (t: TestApp) => (await request(t.http).get('/api/cms/about/hero').set('Authorization', t.auth).expect(200)).body.data;

/** Rewrites the whole trail as someone with database access but without AUDIT_SECRET would. */
async function rewriteTrail(
  entries: Collection<AuditData>,
  keep: (e: AuditData) => boolean,
  hash: (prev: string, e: Omit<AuditData, 'hash' | 'prevHash'>) => string,
  legacy = false,
) {
  const all = (await entries.list()).sort((a, b) => a.seq - b.seq);
  for (const e of all) await entries.remove(e.id);
  let prevHash = GENESIS_HASH;
  let seq = 0;
  for (const { id: _id, version: _v, createdAt: _c, updatedAt: _u, hash: _h, prevHash: _p, chain, ...e } of all.filter(keep)) {
    const data = { ...e, ...(legacy ? {} : { chain }), seq: ++seq, prevHash };
    prevHash = hash(prevHash, data);
    await entries.insert({ ...data, hash: prevHash }, auditId(seq));
  }
}

describe.each(storeNames())('audit trail integrity (%s store)', (storeName) => {
  const open: TestApp[] = [];
  const locations = new Set<StoreLocation>();
  const start = async (location?: StoreLocation, env?: Record<string, string>) => {
    const t = await createTestApp(storeName, { location, env });
    open.push(t);
    locations.add(t.location);
    return t;
  };
  afterEach(async () => {
    for (const t of open.splice(0)) await t.close({ keepData: true }).catch(() => undefined);
    for (const location of locations) await location.dispose().catch(() => undefined);
    locations.clear();
  });

  it('resolves write entries a killed process left unsettled: the write happened -> committed, it did not -> aborted', async () => {
    const first = await start();
    const before = await hero(first);
    const item = (await request(first.http).post('/api/cms/home/offerings').set('Authorization', first.auth).send(OFFERING).expect(201)).body.data;
    // The process "dies" after each write and before its commit mark: the entries stay unsettled.
    const service = AuditResolver.prototype as unknown as { settle(): Promise<void> };
    const settle = jestSpy(service, 'settle');
    await request(first.http).put('/api/cms/about/hero').set('Authorization', first.auth).send({ title: 'Written, never marked' }).expect(200);
    await request(first.http).delete(`/api/cms/home/offerings/${item.id}`).set('Authorization', first.auth).expect(200);
    settle.restore();
    // A later, settled write moves the hero on: the unsettled one is proved by the state this one read.
    await request(first.http).put('/api/cms/about/hero').set('Authorization', first.auth).send({ title: 'Then changed again' }).expect(200);
    // An entry whose write never reached the store (killed between the entry and the write).
    const repo = first.app.get(AuditRepository);
    const ghost = await repo.append({
      ...(await entriesOf(first).list()).at(-1)!,
      changes: [{ field: 'subtitle', before: '', after: 'never written' }],
      intent: { op: 'update', from: `${before.version + 1}@x`, to: `${before.version + 2}@never`, writer: 'a dead process' },
    });
    const lostCreate = await repo.append({
      ...(await entriesOf(first).list()).at(-1)!,
      documentId: 'never-created',
      intent: { op: 'create', from: null, to: '1@never', writer: 'a dead process' },
    });
    // Another process's unsettled entry waits out the grace period on a shared MongoDB (it may still be
    // writing); the embedded store has one process only, so it is resolved at once.
    const ghostNow = (await trailOf(first)).data.find((e) => e.seq === ghost.seq)?.status;
    expect(ghostNow).toBe(storeName === 'mongodb' ? 'pending' : 'aborted');
    await first.close({ keepData: true });
    open.length = 0;

    const second = await start(first.location, { AUDIT_PENDING_GRACE_MS: '0' });
    const page = await trailOf(second);
    const status = (seq: number) => page.data.find((e: AuditEntry) => e.seq === seq)?.status;
    const written = page.data.find((e) => e.changes.some((c) => c.after === 'Written, never marked'))!;
    const deleted = page.data.find((e) => e.action === 'delete' && e.documentId === item.id)!;
    expect([status(written.seq), status(deleted.seq), status(ghost.seq), status(lostCreate.seq)]).toEqual(['committed', 'committed', 'aborted', 'aborted']);
    expect((await hero(second)).title).toBe('Then changed again');
    await request(second.http).get(`/api/cms/home/offerings/${item.id}`).set('Authorization', second.auth).expect(404);
    expect((await verify(second)).ok).toBe(true);
  });

  it("never judges this process's own entry before its write is tracked (the moment between the append and the write)", async () => {
    const t = await start();
    // What a write looks like between its entry's append and `track`: in the trail, its write not made yet.
    // Resolved then (the kill drill caught it), it was 'aborted' and the write that followed was stored anyway.
    const entry = await t.app.get(AuditRepository).append({
      ...(await entriesOf(t).list()).at(-1)!,
      collection: 'home_offerings',
      documentId: 'about-to-be-created',
      intent: { op: 'create', from: null, to: '1@soon', writer: t.app.get(AuditResolver).writer },
    });
    const status = async () => (await trailOf(t)).data.find((e) => e.seq === entry.seq)?.status;
    expect(await status()).toBe('pending');
    expect(await status()).toBe('pending'); // every read of the trail resolves first: still not judged
  });

  it('keeps a checkpoint (count, head) outside the trail and verifies it, on start and on "Verify trail"', async () => {
    const t = await start();
    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ title: 'Checked' }).expect(200);
    const page = await trailOf(t);
    expect(page.checkpoint).toMatchObject({ count: page.total, head: page.data[0].hash, keyedFrom: 1 });
    expect(page.data[0].status).toBe('committed');
    const result = await verify(t);
    expect(result).toMatchObject({ ok: true, checkpoint: { count: page.total } });
    expect((await t.app.get(Metrics).auditTrailBroken.get()).values[0]?.value).toBe(0);
    expect(result.message).toMatch(new RegExp(`All ${page.total} entries verified`));
    expect(await t.app.get(Store).readAnchor()).toMatchObject({ count: page.total, mac: expect.stringMatching(/^[0-9a-f]{64}$/) });
    if (storeName === 'embedded') {
      // A second copy outside the database folder: the file under DATA_DIR.
      const file = JSON.parse(readFileSync(join(t.location.dataDir, 'audit-checkpoint.json'), 'utf8'));
      expect(file).toMatchObject({ count: page.total, head: page.data[0].hash });
    }
  });

  it('detects deleting the newest entries (truncation), on "Verify trail" and at the next start', async () => {
    const t = await start();
    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ title: 'To be hidden' }).expect(200);
    const newest = (await entriesOf(t).list()).sort((a, b) => b.seq - a.seq)[0]!;
    await entriesOf(t).remove(newest.id);
    const result = await verify(t);
    expect(result.ok).toBe(false);
    // What the AuditTrailBroken alert reads.
    expect((await t.app.get(Metrics).auditTrailBroken.get()).values[0]?.value).toBe(1);
    expect(result.message).toContain(`the trail ends at entry ${newest.seq - 1}, but its checkpoint counts ${newest.seq}: the newest entries were deleted`);
    // A broken trail takes no more writes.
    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ title: 'After' }).expect(503);
    await t.close({ keepData: true });
    open.length = 0;
    await expect(createTestApp(storeName, { location: t.location })).rejects.toThrow(/the newest entries were deleted/);
  });

  it("detects a trail re-chained without the secret after one user's entries were removed", async () => {
    const t = await start();
    const viewer = await signInAs(t, 'Viewer');
    await request(t.http).put('/api/cms/about/hero').set('Authorization', viewer.auth).send({ title: 'x' }).expect(403);
    const hide = (e: AuditData) => e.actor !== viewer.email;
    // With a guessed key, and with the old unkeyed rule (a downgrade): both found.
    await rewriteTrail(entriesOf(t), hide, (prev, e) => chainMac('a guessed secret', prev, e));
    expect((await verify(t)).message).toMatch(/was changed after it was written \(or chained without the secret\)|checkpoint/);
    await rewriteTrail(entriesOf(t), hide, legacyHash, true);
    const downgraded = await verify(t);
    expect(downgraded.ok).toBe(false);
    expect(downgraded.message).toMatch(/is not keyed, but the trail is keyed from entry 1|the newest entries were deleted|is not the one the checkpoint names/);
    // Even with a checkpoint forged to match, its MAC needs the secret.
    const entries = (await entriesOf(t).list()).sort((a, b) => a.seq - b.seq);
    await t.app
      .get(Store)
      .writeAnchor(
        signCheckpoint('a guessed secret', { count: entries.length + 1000, head: entries.at(-1)!.hash, at: new Date().toISOString(), keyedFrom: 1 }),
      );
    expect((await verify(t)).message).toContain('the checkpoint was changed or signed without the secret');
  });

  it('lets only those who can read the trail verify it', async () => {
    const t = await start();
    const reviewer = await signInAs(t, 'Reviewer');
    const editor = await signInAs(t, 'Editor');
    await request(t.http).post('/api/audit/verify').set('Authorization', reviewer.auth).expect(200);
    await request(t.http).post('/api/audit/verify').set('Authorization', editor.auth).expect(403);
    await request(t.http).post('/api/audit/verify').expect(401);
  });

  it('starts on a trail from before the keyed MAC: old entries verified by the old rule, new ones keyed, the switch recorded', async () => {
    const location = newStoreLocation(storeName);
    locations.add(location);
    const config = loadConfig({ NODE_ENV: 'development', ...location.env });
    const store = await createStore(config);
    const legacy = store.collection<AuditData>(auditCollection);
    let prevHash = GENESIS_HASH;
    for (const seq of [1, 2, 3]) {
      const data = {
        seq,
        at: new Date().toISOString(),
        actor: 'old',
        role: null,
        ip: '',
        userAgent: '',
        action: 'sign-in' as const,
        page: 'auth',
        collection: '',
        documentId: '',
        changes: [],
        outcome: 'success' as const,
        detail: '',
        prevHash,
      };
      prevHash = legacyHash(prevHash, data);
      await legacy.insert({ ...data, hash: prevHash }, auditId(seq));
    }
    await store.close();
    const t = await start(location);
    const page = await trailOf(t);
    expect(page.checkpoint).toMatchObject({ keyedFrom: 4 });
    const newest = (await entriesOf(t).list()).sort((a, b) => b.seq - a.seq)[0]!;
    expect([newest.seq > 3, newest.chain]).toEqual([true, KEYED_CHAIN]); // the sign-in of the test app, keyed
    expect((await verify(t)).ok).toBe(true);
  });
});

/** Replaces a method with one that does nothing (as if the process died there), until restored. */
function jestSpy(target: Record<string, unknown>, name: string) {
  const original = target[name];
  target[name] = async () => undefined;
  return { restore: () => (target[name] = original) };
}
