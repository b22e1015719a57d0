import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { REVIEW_TEXTS, type ReviewDetail, type ReviewRequest } from '@pharma/shared/content';
import request from 'supertest';
import { approve, requireReview } from '../helpers/review.js';
import { storeNames } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const HERO = '/api/cms/about/hero';
/** 10 rounds in `npm test` (each test, each store); the long form is REVIEW_RACE_ROUNDS=50 (see api/README.md). */
const ROUNDS = Number(process.env.REVIEW_RACE_ROUNDS ?? 10);
/** A safety net only (a FerretDB round took 6.4 s on a machine running four builds): the rounds bound the work. */
const RACE_TIMEOUT_MS = 60_000 + ROUNDS * 30_000;

/**
 * The signature record under races, on both stores: one person cannot give two meanings by sending
 * both at once; a publish racing readers always ends published with the signatures that approved it;
 * a publish racing a write ends one way or the other, never half; sign-off cannot be locked from outside.
 */
describe.each(storeNames())('review record under races (%s store)', (storeName) => {
  let t: TestApp;
  let editor: SignedInAccount;
  let medical: SignedInAccount;
  let legal: SignedInAccount;

  const detail = async (id: string, who: SignedInAccount) =>
    (await request(t.http).get(`/api/review/${id}`).set('Authorization', who.auth).expect(200)).body.data as ReviewDetail;
  const sign = (id: string, who: SignedInAccount, meaning: string, contentHash: string, extra: object = {}) => approve(t, id, who, meaning, contentHash, extra);
  /** A fresh draft of the About hero, submitted: returns the open request. */
  const submitted = async (title: string) => {
    await request(t.http).put(HERO).set('Authorization', editor.auth).send({ title }).expect(200);
    return (await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'about' }).expect(201)).body.data as ReviewRequest;
  };
  const approved = async (title: string) => {
    const open = await submitted(title);
    const { contentHash } = await detail(open.id, medical);
    await sign(open.id, medical, 'Medical', contentHash).expect(200);
    await sign(open.id, legal, 'Legal', contentHash).expect(200);
    return open.id;
  };
  const publicTitle = async () => ((await request(t.http).get(HERO).expect(200)).body.data as { title: string }).title;

  beforeAll(async () => {
    t = await createTestApp(storeName, { env: { LOGIN_LOCKOUT_THRESHOLD: '5', LOGIN_LOCKOUT_SECONDS: '600' } });
    [editor, medical, legal] = [await signInAs(t, 'Editor'), await signInAs(t, 'Reviewer'), await signInAs(t, 'Reviewer')];
    await requireReview(t, ['Medical', 'Legal']);
  });

  // A failed round leaves no open request behind to fail the next test's submit.
  afterEach(async () => {
    const open = (await request(t.http).get('/api/review?page=about').set('Authorization', t.auth).expect(200)).body.data as ReviewRequest[];
    for (const stale of open.filter((r) => r.state === 'in_review' || r.state === 'approved')) {
      await request(t.http).post(`/api/review/${stale.id}/withdraw`).set('Authorization', editor.auth);
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it(
    `one account signing both meanings at once never approves (${ROUNDS} rounds)`,
    async () => {
      let doubled = 0;
      let approvals = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const open = await submitted(`Double signature ${round}`);
        const { contentHash } = await detail(open.id, medical);
        const answers = await Promise.all([sign(open.id, medical, 'Medical', contentHash), sign(open.id, medical, 'Legal', contentHash)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
        const after = await detail(open.id, medical);
        if (after.state === 'approved') approvals++;
        if (after.signatures.filter((signature) => signature.username === medical.email).length > 1) doubled++;
        await request(t.http).post(`/api/review/${open.id}/withdraw`).set('Authorization', editor.auth).expect(200);
      }
      expect({ approvals, doubled }).toEqual({ approvals: 0, doubled: 0 });
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `a publish racing readers ends published with its valid signatures (${ROUNDS} rounds)`,
    async () => {
      const reopened: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const id = await approved(`Publish under reads ${round}`);
        const reads = Array.from({ length: 6 }, (_, i) =>
          new Promise((resolve) => setTimeout(resolve, i * 3)).then(() => request(t.http).get(`/api/review/${id}`).set('Authorization', legal.auth)),
        );
        const [published] = await Promise.all([request(t.http).post(`/api/review/${id}/publish`).set('Authorization', editor.auth).send({}), ...reads]);
        expect(published!.status).toBe(200);
        const record = await detail(id, medical);
        if (record.state !== 'published' || record.signatures.some((signature) => !signature.valid)) reopened.push(`${round}: ${record.state}`);
        expect(await publicTitle()).toBe(`Publish under reads ${round}`);
      }
      expect(reopened).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `a publish racing a write: either published (the write refused) or in review (the publish refused), never both (${ROUNDS} rounds)`,
    async () => {
      const outcomes = { published: 0, reopened: 0 };
      const bent: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const id = await approved(`Publish under writes ${round}`);
        const [publish, write] = await Promise.all([
          request(t.http).post(`/api/review/${id}/publish`).set('Authorization', editor.auth).send({}),
          request(t.http)
            .put(HERO)
            .set('Authorization', editor.auth)
            .send({ title: `Late edit ${round}` }),
        ]);
        const record = await detail(id, medical);
        const valid = record.signatures.filter((signature) => signature.valid).length;
        if (publish.status === 200 && write.status === 409 && record.state === 'published' && valid === 2) {
          outcomes.published++;
          expect(await publicTitle()).toBe(`Publish under writes ${round}`);
        } else if (publish.status === 409 && write.status === 200 && record.state === 'in_review' && valid === 0) {
          outcomes.reopened++;
          await request(t.http).post(`/api/review/${id}/withdraw`).set('Authorization', editor.auth).expect(200);
        } else {
          bent.push(`${round}: publish ${publish.status}, write ${write.status}, ${record.state}, ${valid} valid`);
        }
        // Whatever won, the public page shows only signed text.
        expect(await publicTitle()).not.toMatch(/^Late edit/);
      }
      console.log(
        `publish racing a write, ${ROUNDS} rounds (${storeName}): ${outcomes.published} published, ${outcomes.reopened} back in review, ${bent.length} bent`,
      );
      expect(bent).toEqual([]);
      expect(outcomes.published + outcomes.reopened).toBe(ROUNDS);
    },
    RACE_TIMEOUT_MS,
  );

  it('anonymous wrong sign-ins do not stop a reviewer signing; wrong signature passwords lock that session only, and every refusal is audited', async () => {
    for (let i = 0; i < 6; i++) await request(t.http).post('/api/auth/login').send({ username: legal.email, password: 'guessing' });
    await request(t.http).post('/api/auth/login').send({ username: legal.email, password: legal.password }).expect(429);
    const open = await submitted('Locked out from outside');
    const { contentHash } = await detail(open.id, legal);
    for (let i = 0; i < 5; i++) await sign(open.id, medical, 'Medical', contentHash, { password: 'not the password' }).expect(400);
    const locked = await sign(open.id, medical, 'Medical', contentHash).expect(429);
    const signed = await sign(open.id, legal, 'Legal', contentHash).expect(200);
    expect((signed.body.data as ReviewRequest).pending).toEqual(['Medical']);
    const entries = (await request(t.http).get('/api/audit?action=sign').set('Authorization', t.auth).expect(200)).body.data as Array<{
      outcome: string;
      actor: string;
      detail?: string;
    }>;
    const refused = entries.filter((entry) => entry.outcome === 'failure' && entry.actor === medical.email);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    expect(refused.some((entry) => entry.detail?.includes(locked.body.message as string))).toBe(true);
    await request(t.http).post(`/api/review/${open.id}/withdraw`).set('Authorization', editor.auth).expect(200);
  });

  it('a refused first signature does not count as the session having signed', async () => {
    const fresh = await signInAs(t, 'Reviewer');
    const open = await submitted('First signature refused');
    const { contentHash } = await detail(open.id, fresh);
    await sign(open.id, legal, 'Legal', contentHash).expect(200);
    const refused = await sign(open.id, fresh, 'Legal', contentHash).expect(409);
    expect(refused.body.message).toBe(REVIEW_TEXTS.meaningSigned);
    expect((await request(t.http).get('/api/review/signing').set('Authorization', fresh.auth).expect(200)).body.data).toEqual({ usernameRequired: true });
    await request(t.http).post(`/api/review/${open.id}/withdraw`).set('Authorization', editor.auth).expect(200);
  });
});
