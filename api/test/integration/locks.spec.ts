import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EDIT_LOCK_TTL_MS, type EditLock } from '@pharma/shared/content';
import request from 'supertest';
import { LocksService } from '../../src/content/locks/locks.service.js';
import { LIST_CASES } from '../helpers/content-cases.js';
import { storeNames } from '../helpers/store-targets.js';
import { createTestApp, signInAs, TEST_USER, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const LOCKS = '/api/locks';
const HERO = { collection: 'about_hero', id: 'main' };
const SLIDE = LIST_CASES.find((c) => c.path === '/api/cms/home/slides')!.valid as { title: string };

/** HH:MM UTC of an ISO time, as the API's messages write it. */
const utc = (iso: string) => `${iso.slice(11, 16)} UTC`;

/** Edit locks: who edits a document since when, expiry, take-over, release. */
describe.each(storeNames())('/api/locks (%s store)', (storeName) => {
  let t: TestApp;
  let ann: SignedInAccount;
  let bob: SignedInAccount;
  let viewer: SignedInAccount;
  let ref = { ...HERO };
  let round = 0;

  beforeAll(async () => {
    t = await createTestApp(storeName);
    ann = await signInAs(t, 'Editor');
    bob = await signInAs(t, 'Editor');
    viewer = await signInAs(t, 'Viewer');
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
    // Each test locks its own document, so no test depends on another's locks.
    ref = { collection: 'home_slides', id: `slide-lock-${++round}` };
  });

  const acquire = (as: string, body: object = ref) => request(t.http).post(LOCKS).set('Authorization', as).send(body);
  const takeOver = (as: string, body: object = ref) => request(t.http).post(`${LOCKS}/take-over`).set('Authorization', as).send(body);
  const release = (as: string, r: { collection: string; id: string } = ref) =>
    request(t.http)
      .delete(`${LOCKS}?collection=${r.collection}&id=${encodeURIComponent(r.id)}`)
      .set('Authorization', as);
  const live = async (query = '') => (await request(t.http).get(`${LOCKS}${query}`).set('Authorization', viewer.auth).expect(200)).body.data as EditLock[];
  /** Moves the service's clock by `ms` from the real now. */
  const clockAt = (ms: number) => jest.spyOn(t.app.get(LocksService), 'now').mockReturnValue(Date.now() + ms);

  it('acquires a free lock: the holder, their name and a 5-minute expiry; listed as live', async () => {
    const res = await acquire(ann.auth).expect(200);
    const lock = res.body.data as EditLock;
    expect(lock).toMatchObject({ ...ref, holder: ann.email, holderName: 'Editor Person' });
    expect(Date.parse(lock.expiresAt) - Date.parse(lock.lastActiveAt)).toBe(EDIT_LOCK_TTL_MS);
    expect(lock.since).toBe(lock.lastActiveAt);
    expect((await live(`?collection=${ref.collection}`)).map((l) => l.id)).toContain(ref.id);
    expect((await live()).find((l) => l.id === ref.id)).toMatchObject({ holder: ann.email });
    expect((await live('?collection=home_slides')).some((l) => l.collection !== 'home_slides')).toBe(false);
    expect((await live('?collection=home_slides')).some((l) => l.id === ref.id)).toBe(false);
  });

  it('refreshes the holder’s own lock: same since, later expiry', async () => {
    const first = (await acquire(ann.auth).expect(200)).body.data as EditLock;
    clockAt(2 * 60 * 1000);
    const again = (await acquire(ann.auth).expect(200)).body.data as EditLock;
    expect(again.since).toBe(first.since);
    expect(Date.parse(again.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt) + 60 * 1000);
    expect(Date.parse(again.expiresAt) - Date.parse(again.lastActiveAt)).toBe(EDIT_LOCK_TTL_MS);
  });

  it('refuses another Editor with 409 naming the holder and since when (HH:MM UTC)', async () => {
    const lock = (await acquire(ann.auth).expect(200)).body.data as EditLock;
    const refused = await acquire(bob.auth).expect(409);
    expect(refused.body.message).toBe(`Editor Person is editing this since ${utc(lock.since)}`);
    expect(refused.body.lock).toMatchObject({ holder: ann.email, since: lock.since });
    expect(refused.body.lock.takenOverBy).toBeUndefined();
  });

  it('expires after 5 minutes without activity: then another Editor gets it', async () => {
    await acquire(ann.auth).expect(200);
    clockAt(EDIT_LOCK_TTL_MS - 1000);
    await acquire(bob.auth).expect(409);
    expect((await live()).some((l) => l.id === ref.id)).toBe(true);
    clockAt(EDIT_LOCK_TTL_MS + 1000);
    expect((await live()).some((l) => l.id === ref.id)).toBe(false);
    const taken = (await acquire(bob.auth).expect(200)).body.data as EditLock;
    expect(taken.holder).toBe(bob.email);
    // Ann's form wakes up: the lock is Bob's now (expiry, not a take-over: no takenOverBy).
    const refused = await acquire(ann.auth).expect(409);
    expect(refused.body.lock).toMatchObject({ holder: bob.email });
    expect(refused.body.lock.takenOverBy).toBeUndefined();
  });

  it('activity keeps it: a refresh within the 5 minutes moves the expiry on', async () => {
    await acquire(ann.auth).expect(200);
    clockAt(4 * 60 * 1000);
    await acquire(ann.auth).expect(200);
    clockAt(8 * 60 * 1000);
    await acquire(bob.auth).expect(409);
  });

  it('take-over: the taker holds it, the loser’s next refresh answers 409 with takenOverBy once, and it is audited', async () => {
    const anns = (await acquire(ann.auth).expect(200)).body.data as EditLock;
    const taken = (await takeOver(bob.auth).expect(200)).body.data as EditLock;
    expect(taken).toMatchObject({ ...ref, holder: bob.email });
    expect((await live()).find((l) => l.id === ref.id)).toMatchObject({ holder: bob.email });

    const lost = await acquire(ann.auth).expect(409);
    expect(lost.body.lock).toMatchObject({ holder: bob.email, takenOverBy: 'Editor Person', takenOverAt: taken.since });
    expect(lost.body.message).toBe(`Editor Person is editing this since ${utc(taken.since)}`);
    // Told once; afterwards it is someone else's lock like any other.
    const again = await acquire(ann.auth).expect(409);
    expect(again.body.lock.takenOverBy).toBeUndefined();
    await acquire(bob.auth).expect(200); // the taker refreshes as usual

    const audit = (await request(t.http).get('/api/audit?action=lock-take-over').set('Authorization', t.auth).expect(200)).body.data as Array<
      Record<string, unknown>
    >;
    const entry = audit.find((e) => e.documentId === ref.id);
    expect(entry).toMatchObject({ action: 'lock-take-over', outcome: 'success', actor: bob.email, role: 'Editor', page: 'home', collection: 'home_slides' });
    expect(entry?.changes).toEqual([{ field: 'holder', before: ann.email, after: bob.email }]);
    expect(String(entry?.detail)).toContain(anns.since);
  });

  it('the loser is told even when the taker already let the lock go', async () => {
    await acquire(ann.auth).expect(200);
    const taken = (await takeOver(bob.auth).expect(200)).body.data as EditLock;
    await release(bob.auth).expect(204);
    const lost = await acquire(ann.auth).expect(409);
    expect(lost.body.message).toBe(`Editor Person took over editing at ${utc(taken.since)}`);
    expect(lost.body.lock).toMatchObject({ takenOverBy: 'Editor Person', takenOverAt: taken.since });
    await acquire(ann.auth).expect(200); // then the free lock is hers again
  });

  it('lock writes are not audited as writes; only the take-over is an event', async () => {
    await acquire(ann.auth).expect(200);
    await release(ann.auth).expect(204);
    const audit = (await request(t.http).get('/api/audit?page=locks').set('Authorization', t.auth).expect(200)).body.data as unknown[];
    const all = (await request(t.http).get('/api/audit').set('Authorization', t.auth).expect(200)).body.data as Array<{ collection: string }>;
    expect(audit).toEqual([]);
    expect(all.filter((e) => e.collection === 'edit_locks')).toEqual([]);
  });

  it('release: the holder lets it go (then it is free), someone else’s answers 409, nothing held is fine', async () => {
    await acquire(ann.auth).expect(200);
    const refused = await release(bob.auth).expect(409);
    expect(refused.body.message).toMatch(/^Editor Person is editing this since \d\d:\d\d UTC$/);
    await release(ann.auth).expect(204);
    expect((await live()).some((l) => l.id === ref.id)).toBe(false);
    await release(ann.auth).expect(204);
    expect((await acquire(bob.auth).expect(200)).body.data.holder).toBe(bob.email);
  });

  it('while the lock is held, saves by anyone else are refused (409 naming the holder), with or without a version; the holder saves', async () => {
    const slides = '/api/cms/home/slides';
    const created = (await request(t.http).post(slides).set('Authorization', ann.auth).send(SLIDE).expect(201)).body.data as { id: string; version: number };
    ref = { collection: 'home_slides', id: created.id };
    const lock = (await acquire(ann.auth).expect(200)).body.data as EditLock;
    const put = (as: string, body: object, query = '') => request(t.http).put(`${slides}/${created.id}${query}`).set('Authorization', as).send(body);

    const held = `Editor Person is editing this since ${utc(lock.since)}: your changes were not saved. Ask them, or take over editing, then save again.`;
    for (const [body, query] of [
      [{ title: 'Bob without a version' }, ''],
      [{ title: 'Bob with the current version', version: created.version }, ''],
      [{ title: 'Bob as a draft' }, '?draft=true'],
      [{ title: 'Bob autosaving' }, '?draft=true&autosave=true'],
    ] as const) {
      const refused = await put(bob.auth, body, query).expect(409);
      expect(refused.body.message).toBe(held);
      expect(refused.body.lock).toMatchObject({ ...ref, holder: ann.email });
    }
    await request(t.http).delete(`${slides}/${created.id}`).set('Authorization', bob.auth).expect(409);
    // An Administrator is refused too: a take-over is the way to edit a held document.
    await put(t.auth, { title: 'Admin without a version' }).expect(409);
    const working = (await request(t.http).get(`${slides}/${created.id}`).set('Authorization', ann.auth).expect(200)).body.data;
    expect(working).toMatchObject({ title: SLIDE.title, version: created.version });

    // The holder saves, with or without a version; a stale version is still a 409 of its own.
    const saved = (await put(ann.auth, { title: 'Ann saves' }).expect(200)).body.data as { version: number };
    const stale = await put(ann.auth, { title: 'Ann stale', version: created.version }).expect(409);
    expect(stale.body.message).toBe('This item was changed by someone else. Reload to see the latest version.');
    await put(ann.auth, { title: 'Ann again', version: saved.version }).expect(200);

    // Released, or expired: anyone saves again.
    await release(ann.auth).expect(204);
    await put(bob.auth, { title: 'Bob after the release' }).expect(200);
    await acquire(ann.auth).expect(200);
    clockAt(EDIT_LOCK_TTL_MS + 1000);
    await put(bob.auth, { title: 'Bob after the expiry' }).expect(200);
    jest.restoreAllMocks();
    // Taken over: the taker saves, the former holder is refused.
    await takeOver(ann.auth).expect(200);
    await takeOver(bob.auth).expect(200);
    await put(ann.auth, { title: 'Ann after losing it' }).expect(409);
    await put(bob.auth, { title: 'Bob holds it now' }).expect(200);
  });

  it('Viewers read the locks but cannot take, take over or release one (403); visitors get 401', async () => {
    await acquire(ann.auth).expect(200);
    await acquire(viewer.auth).expect(403);
    await takeOver(viewer.auth).expect(403);
    await release(viewer.auth).expect(403);
    expect((await live()).some((l) => l.id === ref.id)).toBe(true);
    await request(t.http).get(LOCKS).expect(401);
    await request(t.http).post(LOCKS).send(ref).expect(401);
    await request(t.http).post(`${LOCKS}/take-over`).send(ref).expect(401);
    await request(t.http).delete(`${LOCKS}?collection=${ref.collection}&id=${ref.id}`).expect(401);
  });

  it('refuses hostile or unknown collections and ids with 400, never 500', async () => {
    const bad: object[] = [
      {},
      { collection: 'users', id: 'x' }, // a collection, but no content
      { collection: 'audit_log', id: 'x' },
      { collection: 'nowhere', id: 'x' },
      { collection: 'Home_Slides', id: 'x' },
      { collection: { $ne: null }, id: 'x' },
      { collection: 'home_slides', id: { $gt: '' } },
      { collection: 'home_slides', id: '../etc/passwd' },
      { collection: 'home_slides', id: 'a'.repeat(200) },
      { collection: 'home_slides', id: '' },
      { collection: 'home_slides', id: 'x|1' },
      { collection: 'home_slides', id: ['x'] },
      { collection: 'home_slides' },
    ];
    for (const body of bad) {
      await acquire(ann.auth, body).expect(400);
      await takeOver(ann.auth, body).expect(400);
    }
    await request(t.http).delete(`${LOCKS}?collection=users&id=x`).set('Authorization', ann.auth).expect(400);
    await request(t.http).delete(`${LOCKS}?collection=home_slides&id=%24where`).set('Authorization', ann.auth).expect(400);
    await request(t.http).get(`${LOCKS}?collection=users`).set('Authorization', ann.auth).expect(400);
    await request(t.http).get(`${LOCKS}?collection[$ne]=x`).set('Authorization', ann.auth).expect(400);
    // A route (an SEO entry's id) is a valid document id.
    await acquire(ann.auth, { collection: 'seo_entries', id: '/about' }).expect(200);
    await release(ann.auth, { collection: 'seo_entries', id: '/about' }).expect(204);
  });

  it('of concurrent acquisitions exactly one wins, every time', async () => {
    const admin = t.auth;
    for (let i = 0; i < 6; i++) {
      const target = { collection: 'home_slides', id: `race-${round}-${i}` };
      const callers = [
        { who: ann.email, auth: ann.auth },
        { who: bob.email, auth: bob.auth },
        { who: TEST_USER, auth: admin },
      ];
      const answers = await Promise.all(callers.map((c) => acquire(c.auth, target)));
      const winners = answers.filter((res) => res.status === 200);
      expect(winners).toHaveLength(1);
      const holder = (winners[0]!.body.data as EditLock).holder;
      for (const res of answers.filter((r) => r.status !== 200)) {
        expect(res.status).toBe(409);
        expect((res.body.lock as EditLock).holder).toBe(holder);
      }
      const listed = (await live()).filter((l) => l.id === target.id);
      expect(listed.map((l) => l.holder)).toEqual([holder]);
    }
  });

  it('of concurrent acquisitions inside the service (no HTTP in between) exactly one wins, every time', async () => {
    const service = t.app.get(LocksService);
    for (let i = 0; i < 6; i++) {
      const target = { collection: 'home_slides', id: `tight-race-${round}-${i}` };
      const users = ['u1', 'u2', 'u3', 'u4', 'u5'].map((username) => ({ username, role: 'Editor' as const, name: username.toUpperCase() }));
      const answers = await Promise.allSettled(users.map((user) => service.acquire(target, user)));
      const won = answers.filter((a): a is PromiseFulfilledResult<EditLock> => a.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'rejected').map((a) => (a as PromiseRejectedResult).reason.status)).toEqual([409, 409, 409, 409]);
      expect((await service.live('home_slides')).filter((l) => l.id === target.id).map((l) => l.holder)).toEqual([won[0]!.value.holder]);
    }
  });

  it('of concurrent take-overs of an expired lock exactly one holds it afterwards', async () => {
    await acquire(ann.auth).expect(200);
    clockAt(EDIT_LOCK_TTL_MS + 1000);
    const answers = await Promise.all([acquire(bob.auth), acquire(t.auth), takeOver(bob.auth)]);
    expect(answers.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    const listed = (await live()).filter((l) => l.id === ref.id);
    expect(listed).toHaveLength(1);
    const holder = listed[0]!.holder;
    const claimed = answers.filter((res) => res.status === 200).map((res) => (res.body.data as EditLock).holder);
    // The one holder left was answered 200.
    expect(claimed).toContain(holder);
  });
});
