import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REVIEW_TEXTS, type AuditPage, type ReviewDetail, type ReviewRequest } from '@pharma/shared/content';
import request from 'supertest';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, signInAs, TEST_PASSWORD, TEST_USER, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const HERO = '/api/cms/about/hero';
const SLIDES = '/api/cms/home/slides';
const SETTINGS = '/api/review/settings';

/**
 * Review and electronic sign-off, each rule on both stores: no publish below the required
 * approvals, self-approval refused, a signature invalidated by a later change, the password (and on a
 * session's first signature the user name) required, one signature per meaning even when two race.
 */
describe.each(featureStores())('review and electronic signatures (%s store)', (storeName) => {
  let t: TestApp;
  let editor: SignedInAccount;
  let medical: SignedInAccount;
  let legal: SignedInAccount;
  let viewer: SignedInAccount;

  const heroTitle = async (auth?: string) => {
    const req = request(t.http).get(HERO);
    if (auth) void req.set('Authorization', auth);
    return ((await req.expect(200)).body.data as { title: string }).title;
  };
  const settings = async () => (await request(t.http).get(SETTINGS).set('Authorization', t.auth).expect(200)).body.data as { version: number };
  const setReview = async (body: object, status = 200) => {
    const { version } = await settings();
    return request(t.http)
      .put(SETTINGS)
      .set('Authorization', t.auth)
      .send({ required: true, meanings: ['Medical', 'Legal'], unpublishOnExpiry: false, version, ...body })
      .expect(status);
  };
  const detail = async (id: string, who: SignedInAccount | string) =>
    (
      await request(t.http)
        .get(`/api/review/${id}`)
        .set('Authorization', typeof who === 'string' ? who : who.auth)
        .expect(200)
    ).body.data as ReviewDetail;
  const sign = (id: string, who: SignedInAccount, body: object) => request(t.http).post(`/api/review/${id}/sign`).set('Authorization', who.auth).send(body);
  const submit = async (page: string, body: object = {}) =>
    (
      await request(t.http)
        .post('/api/review/submit')
        .set('Authorization', editor.auth)
        .send({ page, ...body })
        .expect(201)
    ).body.data as ReviewRequest;
  const approve = async (id: string, who: SignedInAccount, meaning: string) => {
    const { contentHash } = await detail(id, who);
    const res = await sign(id, who, {
      meaning,
      verdict: 'approved',
      comment: `${meaning} OK`,
      password: who.password,
      username: who.email,
      contentHash,
    }).expect(200);
    return res.body.data as ReviewRequest;
  };

  beforeAll(async () => {
    t = await createTestApp(storeName);
    [editor, medical, legal, viewer] = [await signInAs(t, 'Editor'), await signInAs(t, 'Reviewer'), await signInAs(t, 'Reviewer'), await signInAs(t, 'Viewer')];
  });

  afterAll(async () => {
    await t.close();
  });

  it('is off by default with one meaning; only Administrators change the settings; bad settings are 400', async () => {
    expect(await settings()).toMatchObject({ required: false, meanings: ['Approved for publication'], unpublishOnExpiry: false });
    await request(t.http)
      .put(SETTINGS)
      .set('Authorization', editor.auth)
      .send({ required: true, meanings: ['x'], unpublishOnExpiry: false })
      .expect(403);
    await request(t.http)
      .put(SETTINGS)
      .send({ required: true, meanings: ['x'], unpublishOnExpiry: false })
      .expect(401);
    await setReview({ meanings: [] }, 400);
    await setReview({ meanings: ['x'.repeat(61)] }, 400);
    await setReview({ meanings: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 400);
    await setReview({ required: 'yes' }, 400);
    const stale = await request(t.http)
      .put(SETTINGS)
      .set('Authorization', t.auth)
      .send({ required: false, meanings: ['x'], unpublishOnExpiry: false, version: 999 });
    expect(stale.status).toBe(409);
  });

  it('review off: a save publishes as before', async () => {
    await request(t.http).put(HERO).set('Authorization', editor.auth).send({ title: 'Published directly' }).expect(200);
    expect(await heroTitle()).toBe('Published directly');
  });

  it('review on: a save stays a draft, and nobody publishes directly (drafts publish, restore and publish: 409)', async () => {
    await setReview({});
    await request(t.http).put(HERO).set('Authorization', editor.auth).send({ title: 'Needs review' }).expect(200);
    expect(await heroTitle()).toBe('Published directly');
    expect(await heroTitle(editor.auth)).toBe('Needs review');
    const direct = await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'about' }).expect(409);
    expect(direct.body.message).toBe(REVIEW_TEXTS.reviewRequired);
    const versions = (await request(t.http).get('/api/history/about_hero/main').set('Authorization', t.auth).expect(200)).body.data as Array<{
      snapshotId: string;
    }>;
    const restore = await request(t.http)
      .post('/api/history/about_hero/main/restore')
      .set('Authorization', t.auth)
      .send({ snapshotId: versions[versions.length - 1]!.snapshotId, publish: true })
      .expect(409);
    expect(restore.body.message).toBe(REVIEW_TEXTS.reviewRequired);
    expect(await heroTitle(editor.auth)).toBe('Needs review'); // refused before anything was written
    expect(await heroTitle()).toBe('Published directly');
  });

  it('an Editor submits; the drafts are frozen; nothing to submit or a second submission is refused', async () => {
    const nothing = await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'contact' }).expect(400);
    expect(nothing.body.message).toBe(REVIEW_TEXTS.nothingToSubmit);
    await request(t.http).post('/api/review/submit').set('Authorization', viewer.auth).send({ page: 'about' }).expect(403);
    await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'nope' }).expect(404);
    // The site release (settings, SEO, media details) is reviewed too: with nothing changed there, nothing to submit.
    await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'site' }).expect(400);
    await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'about', reviewBy: '2026-13-01' }).expect(400);
    const submitted = await submit('about', { note: 'New hero title' });
    expect(submitted).toMatchObject({ page: 'about', state: 'in_review', pending: ['Medical', 'Legal'], submittedBy: editor.email, note: 'New hero title' });
    expect(submitted.contentHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    // The round names, with the id and the hash, the version a reviewer signs.
    expect(submitted.round).toBe(1);
    expect(submitted.items.some((item) => item.collection === 'about_hero')).toBe(true);
    await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'about' }).expect(409);
    const frozen = await request(t.http).put(HERO).set('Authorization', editor.auth).send({ title: 'Sneaky' }).expect(409);
    expect(frozen.body.message).toBe(REVIEW_TEXTS.inReview('about'));
    await request(t.http).post('/api/drafts/discard').set('Authorization', editor.auth).send({ collection: 'about_hero', id: 'main' }).expect(409);
    await request(t.http).put(`${SLIDES}/slide-1?draft=true`).set('Authorization', editor.auth).send({ title: 'Other pages stay editable' }).expect(200);
    await request(t.http).post(`/api/review/${submitted.id}/publish`).set('Authorization', editor.auth).send({}).expect(409);
  });

  it('signing needs the content.review role, the password, and on the first signature of a session the user name', async () => {
    const [open] = (await request(t.http).get('/api/review?page=about&state=in_review').set('Authorization', medical.auth).expect(200)).body
      .data as ReviewRequest[];
    const { contentHash } = await detail(open!.id, medical);
    const body = { meaning: 'Medical', verdict: 'approved', password: medical.password, contentHash };
    await sign(open!.id, viewer, { ...body, password: viewer.password, username: viewer.email }).expect(403);
    await sign(open!.id, editor, { ...body, password: editor.password, username: editor.email }).expect(403);
    expect((await request(t.http).get('/api/review/signing').set('Authorization', medical.auth).expect(200)).body.data).toEqual({ usernameRequired: true });
    expect((await sign(open!.id, medical, body).expect(400)).body.message).toBe(REVIEW_TEXTS.usernameRequired);
    expect((await sign(open!.id, medical, { ...body, username: medical.email, password: 'wrong password!' }).expect(400)).body.message).toBe(
      REVIEW_TEXTS.wrongPassword,
    );
    expect((await sign(open!.id, medical, { ...body, username: legal.email }).expect(400)).body.message).toBe(REVIEW_TEXTS.notYourName);
    expect((await sign(open!.id, medical, { ...body, username: medical.email, contentHash: `sha256:${'0'.repeat(64)}` }).expect(409)).body.message).toBe(
      REVIEW_TEXTS.contentChanged,
    );
    expect((await sign(open!.id, medical, { ...body, username: medical.email, meaning: 'Marketing' }).expect(400)).body.message).toBe(
      REVIEW_TEXTS.unknownMeaning,
    );
    const signed = (await sign(open!.id, medical, { ...body, username: medical.email }).expect(200)).body.data as ReviewRequest;
    expect(signed).toMatchObject({ state: 'in_review', pending: ['Legal'] });
    expect(signed.signatures[0]).toMatchObject({
      meaning: 'Medical',
      verdict: 'approved',
      username: medical.email,
      printedName: 'Reviewer Person',
      role: 'Reviewer',
      valid: true,
      contentHash,
    });
    expect(new Date(signed.signatures[0]!.at).toISOString()).toBe(signed.signatures[0]!.at);
    expect((await request(t.http).get('/api/review/signing').set('Authorization', medical.auth).expect(200)).body.data).toEqual({ usernameRequired: false });
    // One person, one meaning; and the meaning already signed is not signed twice.
    const second = await sign(open!.id, medical, { ...body, meaning: 'Legal' }).expect(403);
    expect(second.body.message).toBe(REVIEW_TEXTS.oneMeaningPerPerson);
    const failures = (await request(t.http).get('/api/audit?action=sign').set('Authorization', t.auth).expect(200)).body.data as Array<{
      outcome: string;
      actor: string;
    }>;
    expect(failures.filter((entry) => entry.outcome === 'failure' && entry.actor === medical.email).length).toBeGreaterThanOrEqual(2);
  });

  it('an account that changed the content cannot approve it (separation of duties)', async () => {
    const [open] = (await request(t.http).get('/api/review?page=about&state=in_review').set('Authorization', t.auth).expect(200)).body.data as ReviewRequest[];
    expect(open!.authors).toContain(editor.email);
    // The built-in Administrator changed nothing on About: it may sign; make it an author of the home page instead.
    const home = await submit('home');
    expect(home.authors).toContain(editor.email);
    const view = await detail(home.id, t.auth);
    expect(view.canSign.meanings).toEqual(['Medical', 'Legal']);
    await request(t.http).post(`/api/review/${home.id}/withdraw`).set('Authorization', editor.auth).expect(200);
    await request(t.http).put(`${SLIDES}/slide-1?draft=true`).set('Authorization', t.auth).send({ title: 'Admin wrote this' }).expect(200);
    const again = await submit('home');
    expect(again.authors).toEqual(expect.arrayContaining([editor.email, TEST_USER]));
    const mine = await detail(again.id, t.auth);
    expect(mine.canSign).toEqual({ meanings: [], reason: REVIEW_TEXTS.selfApproval });
    const refused = await request(t.http)
      .post(`/api/review/${again.id}/sign`)
      .set('Authorization', t.auth)
      .send({ meaning: 'Medical', verdict: 'approved', password: TEST_PASSWORD, username: TEST_USER, contentHash: mine.contentHash })
      .expect(403);
    expect(refused.body.message).toBe(REVIEW_TEXTS.selfApproval);
    await request(t.http).post(`/api/review/${again.id}/withdraw`).set('Authorization', editor.auth).expect(200);
  });

  it('the last approval makes it approved; publishing it releases exactly that content; history and the trail carry the signatures', async () => {
    const [open] = (await request(t.http).get('/api/review?page=about&state=in_review').set('Authorization', t.auth).expect(200)).body.data as ReviewRequest[];
    const approved = await approve(open!.id, legal, 'Legal');
    expect(approved).toMatchObject({ state: 'approved', pending: [] });
    expect(await heroTitle()).toBe('Published directly');
    const summary = (await request(t.http).get('/api/review/summary').set('Authorization', legal.auth).expect(200)).body.data;
    expect(summary.pages.about).toMatchObject({ state: 'approved' });
    const published = (await request(t.http).post(`/api/review/${open!.id}/publish`).set('Authorization', editor.auth).send({}).expect(200)).body
      .data as ReviewRequest;
    expect(published).toMatchObject({ state: 'published', publishedBy: editor.email });
    expect(await heroTitle()).toBe('Needs review');
    const versions = (await request(t.http).get('/api/history/about_hero/main').set('Authorization', viewer.auth).expect(200)).body.data as Array<{
      live: boolean;
      review?: { signatures: Array<{ meaning: string; printedName: string; at: string }> };
    }>;
    const live = versions.find((version) => version.live)!;
    expect(live.review?.signatures.map((signature) => signature.meaning).sort()).toEqual(['Legal', 'Medical']);
    const trail = (await request(t.http).get('/api/audit?action=sign').set('Authorization', t.auth).expect(200)).body.data as Array<{
      outcome: string;
      changes: Array<{ field: string; after: string }>;
    }>;
    const fields = trail
      .filter((entry) => entry.outcome === 'success')
      .map((entry) => Object.fromEntries(entry.changes.map((change) => [change.field, change.after])));
    expect(fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ meaning: 'Legal', verdict: 'approved', printedName: 'Reviewer Person', username: legal.email })]),
    );
    const csv = await request(t.http).get('/api/audit/export.csv?action=sign').set('Authorization', t.auth).expect(200);
    expect(csv.text).toContain('Medical');
    expect(csv.text).toContain(legal.email);

    // A signature is filed under the page it approves (its request's), refusals included, never under 'review'.
    const signed = (await request(t.http).get('/api/audit?action=sign&page=about&limit=500').set('Authorization', t.auth).expect(200)).body as AuditPage;
    expect(signed.data.filter((entry) => entry.collection === 'review_signatures' && entry.outcome === 'success').length).toBeGreaterThanOrEqual(2);
    expect(signed.data.some((entry) => entry.outcome === 'failure')).toBe(true);
    expect((await request(t.http).get('/api/audit?action=sign&page=review').set('Authorization', t.auth).expect(200)).body.total).toBe(0);
    const submitted = (await request(t.http).get('/api/audit?action=submit').set('Authorization', t.auth).expect(200)).body as AuditPage;
    expect(submitted.data.every((entry) => entry.page !== 'review')).toBe(true);
  });

  it('a change after approval invalidates the signatures and returns it to review; a rejection needs a comment and sends it back', async () => {
    await request(t.http).put(HERO).set('Authorization', editor.auth).send({ title: 'Second claim' }).expect(200);
    const first = await submit('about');
    await approve(first.id, medical, 'Medical');
    await approve(first.id, legal, 'Legal');
    await request(t.http).put(HERO).set('Authorization', editor.auth).send({ title: 'Changed after approval' }).expect(200);
    const reopened = await detail(first.id, medical);
    expect(reopened.state).toBe('in_review');
    expect(reopened.pending).toEqual(['Medical', 'Legal']);
    expect(reopened.round).toBe(2);
    expect(reopened.contentHash).not.toBe(first.contentHash);
    expect(reopened.signatures.every((signature) => !signature.valid && signature.invalidatedReason)).toBe(true);
    expect((await request(t.http).post(`/api/review/${first.id}/publish`).set('Authorization', editor.auth).send({}).expect(409)).body.message).toBe(
      REVIEW_TEXTS.notApproved,
    );
    expect(await heroTitle()).toBe('Needs review');
    // Rejection: a comment is required; then the Editor sees it and can edit again.
    const body = { meaning: 'Medical', verdict: 'rejected', password: medical.password, contentHash: reopened.contentHash };
    expect((await sign(first.id, medical, body).expect(400)).body.message).toBe(REVIEW_TEXTS.rejectionNeedsComment);
    const rejected = (await sign(first.id, medical, { ...body, comment: 'Claim not supported by the label' }).expect(200)).body.data as ReviewRequest;
    expect(rejected.state).toBe('rejected');
    expect(rejected.rejection).toMatchObject({ by: medical.email, meaning: 'Medical', comment: 'Claim not supported by the label' });
    await request(t.http).put(HERO).set('Authorization', editor.auth).send({ title: 'Revised claim' }).expect(200);
    const resubmitted = await submit('about');
    expect(resubmitted.state).toBe('in_review');
    await request(t.http).post(`/api/review/${resubmitted.id}/withdraw`).set('Authorization', editor.auth).expect(200);
  });

  it('two reviewers signing the same meaning at once: exactly one signature counts', async () => {
    const open = await submit('about');
    const { contentHash } = await detail(open.id, medical);
    const [a, b] = await Promise.all([
      sign(open.id, medical, { meaning: 'Medical', verdict: 'approved', password: medical.password, contentHash }),
      sign(open.id, legal, { meaning: 'Medical', verdict: 'approved', password: legal.password, contentHash }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const after = await detail(open.id, medical);
    expect(after.signatures.filter((signature) => signature.valid && signature.meaning === 'Medical')).toHaveLength(1);
    await request(t.http).post(`/api/review/${open.id}/withdraw`).set('Authorization', editor.auth).expect(200);
  });

  it('hostile ids, bodies and states answer 4xx', async () => {
    await request(t.http).get('/api/review/..%2f..').set('Authorization', t.auth).expect(400);
    await request(t.http).get('/api/review/unknown-id').set('Authorization', t.auth).expect(404);
    await request(t.http).get('/api/review?state=lost').set('Authorization', t.auth).expect(400);
    await request(t.http).get('/api/review').expect(401);
    await request(t.http).post('/api/review/unknown-id/sign').set('Authorization', medical.auth).send({ meaning: 'Medical' }).expect(400);
    await request(t.http)
      .post('/api/review/unknown-id/sign')
      .set('Authorization', medical.auth)
      .send({ meaning: 'Medical', verdict: 'approved', password: 'x', contentHash: `sha256:${'a'.repeat(64)}` })
      .expect(404);
    await request(t.http)
      .post('/api/review/submit')
      .set('Authorization', editor.auth)
      .send({ page: { $ne: 1 } })
      .expect(400);
    await setReview({ required: false });
  });
});

describe('REVIEW_REQUIRED', () => {
  it('seeds the settings with review on (the production compose file sets it); a saved setting wins at the next start', async () => {
    const t = await createTestApp('embedded', { env: { REVIEW_REQUIRED: 'true' } });
    const read = async (app: TestApp) =>
      (await request(app.http).get(SETTINGS).set('Authorization', app.auth).expect(200)).body.data as { required: boolean; version: number };
    expect((await read(t)).required).toBe(true);
    await request(t.http)
      .put(SETTINGS)
      .set('Authorization', t.auth)
      .send({ required: false, meanings: ['Approved for publication'], unpublishOnExpiry: false, version: (await read(t)).version })
      .expect(200);
    await t.close({ keepData: true });
    const again = await createTestApp('embedded', { env: { REVIEW_REQUIRED: 'true' }, location: t.location });
    expect((await read(again)).required).toBe(false);
    await again.close();
  });
});
