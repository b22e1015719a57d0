import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { Store } from '../../src/platform/store/store.port.js';
import { TrashService } from '../../src/content/trash/trash.service.js';
import { VersionConflictError } from '../../src/platform/store/store.errors.js';
import { releasesCollection, versionsCollection } from '../../src/platform/store/versioning/versioning.schema.js';
import { LIST_CASES } from '../helpers/content-cases.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type TestApp } from '../helpers/test-app.js';

const SLIDES = LIST_CASES.find((c) => c.path === '/api/cms/home/slides')!;
const HERO = '/api/cms/about/hero';
const REVISION = '/api/cms/revision';

const revisionOf = async (t: TestApp) => (await request(t.http).get(REVISION).expect(200)).body.revision as string;
const titles = (res: request.Response) => (res.body.data as Array<{ title: string }>).map((item) => item.title);

/** Drafts and releases: the stored documents are the working copy, visitors read the release. */
describe.each(featureStores())('drafts and releases (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  it('a seeded store shows the same content anonymously and signed in (seeding makes the release)', async () => {
    const anonymous = await request(t.http).get(SLIDES.path).expect(200);
    const signedIn = await request(t.http).get(SLIDES.path).set('Authorization', t.auth).expect(200);
    expect(titles(anonymous)).toEqual(titles(signedIn));
    expect(anonymous.body.data).toHaveLength(SLIDES.count);
  });

  it('a ?draft=true write is invisible anonymously, seen signed in, and does not bump the revision', async () => {
    const before = await revisionOf(t);
    const list = await request(t.http).get(SLIDES.path).set('Authorization', t.auth).expect(200);
    const first = list.body.data[0] as { id: string; title: string };
    await request(t.http).put(`${SLIDES.path}/${first.id}?draft=true`).set('Authorization', t.auth).send({ title: 'Draft title' }).expect(200);
    const created = await request(t.http).post(`${SLIDES.path}?draft=true`).set('Authorization', t.auth).send(SLIDES.valid).expect(201);
    await request(t.http).put(`${HERO}?draft=true`).set('Authorization', t.auth).send({ title: 'Draft hero' }).expect(200);

    expect(await revisionOf(t)).toBe(before);
    const anonymous = await request(t.http).get(SLIDES.path).expect(200);
    expect(titles(anonymous)).toContain(first.title);
    expect(titles(anonymous)).not.toContain('Draft title');
    expect(anonymous.body.data).toHaveLength(SLIDES.count);
    await request(t.http)
      .get(`${SLIDES.path}/${created.body.data.id as string}`)
      .expect(404);
    expect((await request(t.http).get(HERO).expect(200)).body.data.title).not.toBe('Draft hero');

    const signedIn = await request(t.http).get(SLIDES.path).set('Authorization', t.auth).expect(200);
    expect(titles(signedIn)).toContain('Draft title');
    expect(signedIn.body.data).toHaveLength(SLIDES.count + 1);
    expect((await request(t.http).get(HERO).set('Authorization', t.auth).expect(200)).body.data.title).toBe('Draft hero');
  });

  it('a valid preview token reads the working copy', async () => {
    const token = (await request(t.http).post('/api/auth/preview-token').set('Authorization', t.auth).send({ route: '/about' }).expect(200)).body
      .token as string;
    const preview = await request(t.http).get(HERO).set('X-Preview-Token', token).expect(200);
    expect(preview.body.data.title).toBe('Draft hero');
  });

  it('a write without ?draft saves and publishes that document only, and bumps the revision', async () => {
    const before = await revisionOf(t);
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ subtitle: 'Published subtitle' }).expect(200);
    expect(await revisionOf(t)).not.toBe(before);
    const hero = (await request(t.http).get(HERO).expect(200)).body.data;
    expect(hero.subtitle).toBe('Published subtitle');
    expect(hero.title).toBe('Draft hero'); // the working document is what is published, draft fields included
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).not.toContain('Draft title'); // other drafts stay drafts
  });

  it('a delete without ?draft removes the item from the release; with ?draft only from the working copy', async () => {
    const list = (await request(t.http).get(SLIDES.path).expect(200)).body.data as Array<{ id: string; title: string }>;
    const [a, b] = [list[1]!, list[2]!];
    await request(t.http).delete(`${SLIDES.path}/${a.id}?draft=true`).set('Authorization', t.auth).expect(200);
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).toContain(a.title);
    await request(t.http).delete(`${SLIDES.path}/${b.id}`).set('Authorization', t.auth).expect(200);
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).not.toContain(b.title);
  });
});

/** /api/drafts: what is unpublished, publishing it all or none, discarding a draft. */
describe.each(featureStores())('/api/drafts (%s store)', (storeName) => {
  let t: TestApp;
  const auth = () => t.auth;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  const drafts = async (page: string, as = auth()) =>
    (await request(t.http).get(`/api/drafts?page=${page}`).set('Authorization', as).expect(200)).body as {
      data: { page: string; changes: Array<{ collection: string; id: string; state: string; label?: string; updatedBy: string }> };
      count: number;
    };
  const slides = async (as?: string) => {
    const req = request(t.http).get(SLIDES.path);
    return (await (as ? req.set('Authorization', as) : req).expect(200)).body.data as Array<{ id: string; title: string; order: number }>;
  };

  it('lists new, changed and deleted drafts of a page with labels and who wrote them, and counts them per page', async () => {
    expect((await drafts('home')).count).toBe(0);
    const [first, second] = await slides();
    await request(t.http).put(`${SLIDES.path}/${first!.id}?draft=true`).set('Authorization', auth()).send({ title: 'Changed in draft' }).expect(200);
    await request(t.http).delete(`${SLIDES.path}/${second!.id}?draft=true`).set('Authorization', auth()).expect(200);
    const created = await request(t.http)
      .post(`${SLIDES.path}?draft=true`)
      .set('Authorization', auth())
      .send({ ...SLIDES.valid, title: 'New in draft' })
      .expect(201);
    const listed = await drafts('home');
    expect(listed.count).toBe(3);
    const byId = new Map(listed.data.changes.map((change) => [change.id, change]));
    expect(byId.get(first!.id)).toMatchObject({ collection: 'home_slides', state: 'changed', label: 'Changed in draft', updatedBy: 'editor' });
    expect(byId.get(second!.id)).toMatchObject({ state: 'deleted', label: second!.title });
    expect(byId.get(created.body.data.id as string)).toMatchObject({ state: 'new', label: 'New in draft' });
    const summary = (await request(t.http).get('/api/drafts/summary').set('Authorization', auth()).expect(200)).body.data;
    expect(summary).toMatchObject({ home: 3, about: 0 });
  });

  it('Viewers and Reviewers read drafts but cannot publish or discard; visitors read nothing', async () => {
    for (const role of ['Viewer', 'Reviewer'] as const) {
      const account = await signInAs(t, role);
      expect((await drafts('home', account.auth)).count).toBe(3);
      await request(t.http).post('/api/drafts/publish').set('Authorization', account.auth).send({ page: 'home' }).expect(403);
      await request(t.http).post('/api/drafts/discard').set('Authorization', account.auth).send({ collection: 'home_slides', id: 'x' }).expect(403);
    }
    await request(t.http).get('/api/drafts?page=home').expect(401);
  });

  it('refuses hostile input with 4xx: unknown page, foreign collection, malformed ids', async () => {
    await request(t.http).get('/api/drafts?page=nowhere').set('Authorization', auth()).expect(404);
    await request(t.http).get('/api/drafts').set('Authorization', auth()).expect(400);
    await request(t.http)
      .post('/api/drafts/publish')
      .set('Authorization', auth())
      .send({ page: 'home', items: [{ collection: 'about_hero', id: 'main' }] })
      .expect(400);
    await request(t.http)
      .post('/api/drafts/publish')
      .set('Authorization', auth())
      .send({ page: 'home', items: [{ collection: 'users', id: 'a' }] })
      .expect(400);
    await request(t.http)
      .post('/api/drafts/publish')
      .set('Authorization', auth())
      .send({ page: { $ne: 1 } })
      .expect(400);
    await request(t.http).post('/api/drafts/discard').set('Authorization', auth()).send({ collection: 'home_slides', id: '../x' }).expect(400);
    await request(t.http).post('/api/drafts/discard').set('Authorization', auth()).send({ collection: 'home_slides', id: 'nothere' }).expect(404);
  });

  it('a publish that fails at the release write changes nothing public (all or none)', async () => {
    const releases = t.app.get(Store).collection(releasesCollection);
    // Every attempt loses (a publish made again after another instance's also conflicts): a 409 at last.
    const spy = jest.spyOn(releases, 'update').mockRejectedValue(new VersionConflictError());
    const before = await revisionOf(t);
    const visible = titles(await request(t.http).get(SLIDES.path).expect(200));
    await request(t.http).post('/api/drafts/publish').set('Authorization', auth()).send({ page: 'home' }).expect(409);
    spy.mockRestore();
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).toEqual(visible);
    expect(await revisionOf(t)).toBe(before);
    expect((await drafts('home')).count).toBe(3);
  });

  it('publishing the page shows every draft at once, bumps the revision, and is audited as publish', async () => {
    const before = await revisionOf(t);
    const res = await request(t.http).post('/api/drafts/publish').set('Authorization', auth()).send({ page: 'home' }).expect(200);
    expect(res.body.data).toEqual({ page: 'home', published: 3 });
    expect(await revisionOf(t)).not.toBe(before);
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).toEqual(
      titles(await request(t.http).get(SLIDES.path).set('Authorization', auth()).expect(200)),
    );
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).toEqual(expect.arrayContaining(['Changed in draft', 'New in draft']));
    expect((await drafts('home')).count).toBe(0);
    const audit = (await request(t.http).get('/api/audit?action=publish&page=home').set('Authorization', auth()).expect(200)).body.data;
    expect(audit[0]).toMatchObject({ action: 'publish', collection: 'content_releases', documentId: 'home', actor: 'editor', status: 'committed' });
    // One change per published document, named collection/id, from the version visitors saw to the
    // new one (a published deletion: to none); the snapshot ids name the versions.
    const changes = audit[0].changes as Array<{ field: string; before: string; after: string }>;
    expect(changes).toHaveLength(3);
    for (const change of changes) {
      const [collection, id] = change.field.split('/');
      const version = new RegExp(`^${collection}\\.${id}\\.v\\d+\\.\\d+$`);
      expect(change.after || change.before).toMatch(version);
      expect(change.before).not.toBe(change.after);
    }
    expect(changes.map((change) => (change.before ? (change.after ? 'changed' : 'deleted') : 'new')).sort()).toEqual(['changed', 'deleted', 'new']);
  });

  it('a reorder saved as drafts goes public in one release swap', async () => {
    const list = await slides();
    const reversed = [...list].reverse();
    for (const [order, slide] of reversed.entries()) {
      await request(t.http).put(`${SLIDES.path}/${slide.id}?draft=true`).set('Authorization', auth()).send({ order }).expect(200);
    }
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).toEqual(list.map((slide) => slide.title));
    const before = (await request(t.http).get('/api/audit?action=publish').set('Authorization', auth()).expect(200)).body.total as number;
    const items = list.map((slide) => ({ collection: 'home_slides', id: slide.id }));
    await request(t.http).post('/api/drafts/publish').set('Authorization', auth()).send({ page: 'home', items }).expect(200);
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).toEqual(reversed.map((slide) => slide.title));
    expect((await request(t.http).get('/api/audit?action=publish').set('Authorization', auth()).expect(200)).body.total).toBe(before + 1);
  });

  it('discard takes a changed document back, removes a new one and brings a deleted one back, publicly unchanged', async () => {
    const before = await revisionOf(t);
    const [first, second] = await slides();
    await request(t.http).put(`${SLIDES.path}/${first!.id}?draft=true`).set('Authorization', auth()).send({ title: 'To discard' }).expect(200);
    await request(t.http).delete(`${SLIDES.path}/${second!.id}?draft=true`).set('Authorization', auth()).expect(200);
    const created = await request(t.http).post(`${SLIDES.path}?draft=true`).set('Authorization', auth()).send(SLIDES.valid).expect(201);
    const discard = (collection: string, id: string) =>
      request(t.http).post('/api/drafts/discard').set('Authorization', auth()).send({ collection, id }).expect(200);
    expect((await discard('home_slides', first!.id)).body.data.state).toBe('reverted');
    expect((await discard('home_slides', second!.id)).body.data.state).toBe('restored');
    const trashed = (await request(t.http).get('/api/trash?page=home').set('Authorization', auth()).expect(200)).body.data as Array<{ docId: string }>;
    expect(trashed.map((entry) => entry.docId)).not.toContain(second!.id); // it is back: no longer in the trash
    expect((await discard('home_slides', created.body.data.id as string)).body.data.state).toBe('removed');
    expect((await drafts('home')).count).toBe(0);
    expect(titles(await request(t.http).get(SLIDES.path).set('Authorization', auth()).expect(200))).toEqual(
      titles(await request(t.http).get(SLIDES.path).expect(200)),
    );
    expect(await revisionOf(t)).toBe(before);
    const audit = (await request(t.http).get('/api/audit?action=discard').set('Authorization', auth()).expect(200)).body.data;
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('a publish whose release write lost to another instance is made again on the newer release', async () => {
    const [first] = await slides();
    await request(t.http).put(`${SLIDES.path}/${first!.id}?draft=true`).set('Authorization', auth()).send({ title: 'After a lost race' }).expect(200);
    const releases = t.app.get(Store).collection(releasesCollection);
    const spy = jest.spyOn(releases, 'update').mockRejectedValueOnce(new VersionConflictError());
    await request(t.http).post('/api/drafts/publish').set('Authorization', auth()).send({ page: 'home' }).expect(200);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).toContain('After a lost race');
  });
});

/** /api/history: every publish keeps a version; list, one, diff, restore. */
describe.each(featureStores())('/api/history (%s store)', (storeName) => {
  let t: TestApp;
  let slide: { id: string; title: string };
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(storeName);
    slide = (await request(t.http).get(SLIDES.path).expect(200)).body.data[0];
    base = `/api/history/home_slides/${slide.id}`;
  });

  afterAll(async () => {
    await t.close();
  });

  const versions = async (as = t.auth) =>
    (await request(t.http).get(base).set('Authorization', as).expect(200)).body.data as Array<{
      snapshotId: string;
      kind: string;
      by: string;
      at: string;
      live: boolean;
      changedFields: string[];
      version: number;
    }>;

  it('lists the seeded version and each publish, newest first, with who, when and what changed', async () => {
    expect((await versions()).map((v) => v.kind)).toEqual(['seed']);
    await request(t.http).put(`${SLIDES.path}/${slide.id}`).set('Authorization', t.auth).send({ title: '<p>Second <b>title</b></p>' }).expect(200);
    await request(t.http).put(`${SLIDES.path}/${slide.id}?draft=true`).set('Authorization', t.auth).send({ title: 'Only a draft' }).expect(200);
    const listed = await versions();
    expect(listed.map((v) => v.kind)).toEqual(['publish', 'seed']);
    expect(listed[0]).toMatchObject({ by: 'editor', live: true, changedFields: ['title'] });
    expect(listed[1]).toMatchObject({ by: 'system', live: false });
    expect(Date.parse(listed[0]!.at)).toBeGreaterThanOrEqual(Date.parse(listed[1]!.at));
    const one = (await request(t.http).get(`${base}/${listed[1]!.snapshotId}`).set('Authorization', t.auth).expect(200)).body.data;
    expect(one.data).toMatchObject({ id: slide.id, title: slide.title });
  });

  it('diffs two versions field by field, rich text compared as text', async () => {
    const [newer, older] = await versions();
    const res = await request(t.http).get(`${base}/diff?from=${older!.snapshotId}&to=${newer!.snapshotId}`).set('Authorization', t.auth).expect(200);
    expect(res.body.data).toEqual([{ field: 'title', before: slide.title, after: 'Second title' }]);
    // 'draft' is the working copy: the live version against the current draft.
    const draft = await request(t.http).get(`${base}/diff?from=${newer!.snapshotId}&to=draft`).set('Authorization', t.auth).expect(200);
    expect(draft.body.data).toEqual([{ field: 'title', before: 'Second title', after: 'Only a draft' }]);
    await request(t.http).get(`${base}/diff?from=drafts&to=draft`).set('Authorization', t.auth).expect(400);
  });

  it('restore makes the old version the working copy (a draft): nothing public changes', async () => {
    const [, older] = await versions();
    const before = await revisionOf(t);
    await request(t.http).post(`${base}/restore`).set('Authorization', t.auth).send({ snapshotId: older!.snapshotId }).expect(200);
    expect(await revisionOf(t)).toBe(before);
    expect((await request(t.http).get(`${SLIDES.path}/${slide.id}`).set('Authorization', t.auth).expect(200)).body.data.title).toBe(slide.title);
    expect((await request(t.http).get(`${SLIDES.path}/${slide.id}`).expect(200)).body.data.title).toBe('<p>Second <b>title</b></p>');
    const audit = (await request(t.http).get('/api/audit?action=restore').set('Authorization', t.auth).expect(200)).body.data;
    expect(audit[0]).toMatchObject({ action: 'restore', collection: 'home_slides', documentId: slide.id });
  });

  it('restore and publish in one step is for Administrators only; it is kept as a restore version', async () => {
    const [, older] = await versions();
    const editor = await signInAs(t, 'Editor');
    const viewer = await signInAs(t, 'Viewer');
    await request(t.http).post(`${base}/restore`).set('Authorization', editor.auth).send({ snapshotId: older!.snapshotId, publish: true }).expect(403);
    await request(t.http).post(`${base}/restore`).set('Authorization', viewer.auth).send({ snapshotId: older!.snapshotId }).expect(403);
    expect((await versions(viewer.auth)).length).toBe(2); // Viewers read the history
    await request(t.http).post(`${base}/restore`).set('Authorization', t.auth).send({ snapshotId: older!.snapshotId, publish: true }).expect(200);
    expect((await request(t.http).get(`${SLIDES.path}/${slide.id}`).expect(200)).body.data.title).toBe(slide.title);
    const listed = await versions();
    expect(listed.map((v) => v.kind)).toEqual(['restore', 'publish', 'seed']);
    expect(listed[0]!.live).toBe(true);
  });

  it('answers 4xx to hostile or unknown input', async () => {
    await request(t.http).get('/api/history/users/x').set('Authorization', t.auth).expect(400);
    await request(t.http).get('/api/history/home_slides/..%2Fx').set('Authorization', t.auth).expect(400);
    await request(t.http).get(`${base}/nope`).set('Authorization', t.auth).expect(400);
    await request(t.http).get(`${base}/home_slides.other.v1.1`).set('Authorization', t.auth).expect(404);
    await request(t.http).get(`${base}/diff?from=x&to=y`).set('Authorization', t.auth).expect(400);
    await request(t.http)
      .post(`${base}/restore`)
      .set('Authorization', t.auth)
      .send({ snapshotId: { $gt: '' } })
      .expect(400);
    await request(t.http).get(base).expect(401);
  });
});

/** The autosave flag of a working document and versions a crashed publish left behind. */
describe.each(featureStores())('autosave flag and orphan versions (%s store)', (storeName) => {
  let t: TestApp;
  let slide: { id: string; title: string };

  beforeAll(async () => {
    t = await createTestApp(storeName);
    slide = (await request(t.http).get(SLIDES.path).expect(200)).body.data[0];
  });

  afterAll(async () => {
    await t.close();
  });

  const change = async () => {
    const body = (await request(t.http).get('/api/drafts?page=home').set('Authorization', t.auth).expect(200)).body;
    return (body.data.changes as Array<{ id: string; autosave: boolean }>).find((entry) => entry.id === slide.id);
  };
  const history = async () =>
    (await request(t.http).get(`/api/history/home_slides/${slide.id}`).set('Authorization', t.auth).expect(200)).body.data as Array<{
      snapshotId: string;
      kind: string;
    }>;

  it('GET /api/drafts tells an autosave draft from a saved one; the flag is never in a read, a version or the public data', async () => {
    const item = `${SLIDES.path}/${slide.id}`;
    await request(t.http).put(`${item}?draft=true&autosave=true`).set('Authorization', t.auth).send({ title: 'Typed so far' }).expect(200);
    expect(await change()).toMatchObject({ autosave: true });
    const read = (await request(t.http).get(item).set('Authorization', t.auth).expect(200)).body.data;
    expect(read).not.toHaveProperty('autosave');
    await request(t.http).put(`${item}?draft=true`).set('Authorization', t.auth).send({ title: 'Saved draft' }).expect(200);
    expect(await change()).toMatchObject({ autosave: false });
    await request(t.http).put(`${item}?autosave=true`).set('Authorization', t.auth).send({ title: 'Autosave without draft is a save' }).expect(200);
    expect(await change()).toBeUndefined(); // published: no draft left
    await request(t.http).put(`${item}?draft=true&autosave=true`).set('Authorization', t.auth).send({ title: 'Autosaved then published' }).expect(200);
    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'home' }).expect(200);
    const published = (await request(t.http).get(item).expect(200)).body.data;
    expect(published.title).toBe('Autosaved then published');
    expect(published).not.toHaveProperty('autosave');
    const [live] = await history();
    const version = (await request(t.http).get(`/api/history/home_slides/${slide.id}/${live!.snapshotId}`).set('Authorization', t.auth).expect(200)).body.data;
    expect(version.data).not.toHaveProperty('autosave');
    expect((await request(t.http).put(`${item}?draft=true`).set('Authorization', t.auth).send({ autosave: true })).status).toBe(400);
  });

  it('a publish that died before its release write leaves no version in the history; its retry does', async () => {
    const listed = (await history()).map((version) => version.snapshotId);
    await request(t.http).put(`${SLIDES.path}/${slide.id}?draft=true`).set('Authorization', t.auth).send({ title: 'Orphaned publish' }).expect(200);
    const spy = jest.spyOn(t.app.get(Store).collection(releasesCollection), 'update').mockRejectedValueOnce(new Error('killed'));
    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'home' }).expect(500);
    spy.mockRestore();
    const stored = await t.app
      .get(Store)
      .collection<{ data: Record<string, unknown> }>(versionsCollection)
      .where({ collection: 'home_slides', docId: slide.id });
    const orphan = stored.find((snapshot) => !listed.includes(snapshot.id));
    expect(orphan?.data).toMatchObject({ title: 'Orphaned publish' }); // the snapshot was written...
    expect((await history()).map((version) => version.snapshotId)).toEqual(listed); // ...but is not a version
    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'home' }).expect(200);
    const after = await history();
    expect(after.map((version) => version.snapshotId)).toEqual([orphan!.id, ...listed]); // the retry reused and released it
  });
});

/** /api/trash: a delete moves the item to the trash, restorable for 30 days. */
describe.each(featureStores())('/api/trash (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const trash = async (query = '', as = t.auth) =>
    (await request(t.http).get(`/api/trash${query}`).set('Authorization', as).expect(200)).body.data as Array<{
      id: string;
      page: string;
      collection: string;
      docId: string;
      label?: string;
      deletedBy: string;
      deletedAt: string;
      expiresAt: string;
    }>;

  it('a delete moves the item to the trash (per page and for every page); restore brings it back as a draft', async () => {
    const [slide] = (await request(t.http).get(SLIDES.path).expect(200)).body.data as Array<{ id: string; title: string }>;
    await request(t.http).delete(`${SLIDES.path}/${slide!.id}`).set('Authorization', t.auth).expect(200);
    const [entry] = await trash('?page=home');
    expect(entry).toMatchObject({ page: 'home', collection: 'home_slides', docId: slide!.id, label: slide!.title, deletedBy: 'editor' });
    expect(Date.parse(entry!.expiresAt) - Date.parse(entry!.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000);
    expect(await trash('?page=about')).toEqual([]);
    expect((await trash()).map((e) => e.id)).toContain(entry!.id);

    await request(t.http).post(`/api/trash/${entry!.id}/restore`).set('Authorization', t.auth).expect(200);
    expect(await trash('?page=home')).toEqual([]);
    expect((await request(t.http).get(`${SLIDES.path}/${slide!.id}`).set('Authorization', t.auth).expect(200)).body.data.title).toBe(slide!.title);
    await request(t.http).get(`${SLIDES.path}/${slide!.id}`).expect(404); // a draft until published
    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'home' }).expect(200);
    await request(t.http).get(`${SLIDES.path}/${slide!.id}`).expect(200);
    expect((await request(t.http).get(`/api/history/home_slides/${slide!.id}`).set('Authorization', t.auth).expect(200)).body.data.length).toBe(2);
    const audit = (await request(t.http).get('/api/audit?action=trash').set('Authorization', t.auth).expect(200)).body.data;
    expect(audit.length).toBeGreaterThanOrEqual(2); // the move in, the restore out
  });

  it('says whether visitors still see a trashed item, and the drafts list dates a deletion when it was made, by who made it', async () => {
    const [kept, gone] = (await request(t.http).get(SLIDES.path).expect(200)).body.data as Array<{ id: string; updatedAt: string }>;
    await request(t.http).delete(`${SLIDES.path}/${kept!.id}?draft=true`).set('Authorization', t.auth).expect(200);
    await request(t.http).delete(`${SLIDES.path}/${gone!.id}`).set('Authorization', t.auth).expect(200);
    const entries = await trash('?page=home');
    const live = (docId: string) => (entries.find((e) => e.docId === docId) as { live?: boolean } | undefined)?.live;
    expect([live(kept!.id), live(gone!.id)]).toEqual([true, false]);

    const drafts = (await request(t.http).get('/api/drafts?page=home').set('Authorization', t.auth).expect(200)).body.data.changes as Array<{
      id: string;
      state: string;
      updatedAt: string;
      updatedBy: string;
    }>;
    const deletion = drafts.find((change) => change.id === kept!.id);
    const trashed = entries.find((e) => e.docId === kept!.id)!;
    expect(deletion).toMatchObject({ state: 'deleted', updatedAt: trashed.deletedAt, updatedBy: trashed.deletedBy });
    expect(deletion!.updatedAt).not.toBe(kept!.updatedAt);

    const restored = (await request(t.http).post(`/api/trash/${trashed.id}/restore`).set('Authorization', t.auth).expect(200)).body.data;
    expect(restored.live).toBe(true);
    await request(t.http)
      .post(`/api/trash/${entries.find((e) => e.docId === gone!.id)!.id}/restore`)
      .set('Authorization', t.auth)
      .expect(200);
    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'home' }).expect(200);
  });

  it('after 30 days an item is neither listed nor restorable', async () => {
    const [slide] = (await request(t.http).get(SLIDES.path).expect(200)).body.data as Array<{ id: string }>;
    await request(t.http).delete(`${SLIDES.path}/${slide!.id}`).set('Authorization', t.auth).expect(200);
    const [entry] = await trash('?page=home');
    const later = Date.parse(entry!.deletedAt) + 30 * 24 * 60 * 60 * 1000 + 1;
    const clock = jest.spyOn(t.app.get(TrashService), 'now').mockReturnValue(later);
    expect(await trash('?page=home')).toEqual([]);
    await request(t.http).post(`/api/trash/${entry!.id}/restore`).set('Authorization', t.auth).expect(404);
    clock.mockRestore();
    expect((await trash('?page=home')).map((e) => e.id)).toEqual([entry!.id]);
  });

  it("emptying one page's trash (?page=) leaves the other pages' entries", async () => {
    const [slide] = (await request(t.http).get(SLIDES.path).expect(200)).body.data as Array<{ id: string }>;
    const [value] = (await request(t.http).get('/api/cms/about/values').expect(200)).body.data as Array<{ id: string }>;
    await request(t.http).delete(`${SLIDES.path}/${slide!.id}`).set('Authorization', t.auth).expect(200);
    await request(t.http).delete(`/api/cms/about/values/${value!.id}`).set('Authorization', t.auth).expect(200);
    const about = (await trash('?page=about')).map((e) => e.docId);
    expect(about).toContain(value!.id);
    await request(t.http).delete('/api/trash?page=home').set('Authorization', t.auth).expect(200);
    expect(await trash('?page=home')).toEqual([]);
    expect((await trash('?page=about')).map((e) => e.docId)).toEqual(about);
    await request(t.http).delete('/api/trash?page=..').set('Authorization', t.auth).expect(400);
  });

  it('Viewers read the trash; Editors restore but only Administrators remove or empty it', async () => {
    const viewer = await signInAs(t, 'Viewer');
    const editor = await signInAs(t, 'Editor');
    const [entry] = await trash('', viewer.auth);
    await request(t.http).post(`/api/trash/${entry!.id}/restore`).set('Authorization', viewer.auth).expect(403);
    await request(t.http).delete(`/api/trash/${entry!.id}`).set('Authorization', editor.auth).expect(403);
    await request(t.http).delete('/api/trash').set('Authorization', editor.auth).expect(403);
    await request(t.http).delete('/api/trash').set('Authorization', t.auth).expect(200);
    expect(await trash()).toEqual([]);
    await request(t.http).post(`/api/trash/${entry!.id}/restore`).set('Authorization', t.auth).expect(404);
    await request(t.http).get('/api/trash?page=..').set('Authorization', t.auth).expect(400);
  });
});
