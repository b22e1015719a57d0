import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REVIEW_TEXTS, type ReviewRequest } from '@pharma/shared/content';
import request from 'supertest';
import { approve, requireReview } from '../helpers/review.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const SEO = '/api/cms/seo';
const SLIDES = '/api/cms/home/slides';

/**
 * With review required, the release `site` (SEO entries, media details, settings) is reviewed like a
 * page, and an unpublish never leaves a page showing built-in text: each rule on both stores.
 */
describe.each(featureStores())('review gate of the site release and of unpublishing (%s store)', (storeName) => {
  let t: TestApp;
  let editor: SignedInAccount;
  let reviewer: SignedInAccount;
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const publicSeo = async () => (await request(t.http).get(SEO).expect(200)).body.data as Array<{ route: string; title: string }>;
  const schedule = (who: string, body: object) =>
    request(t.http)
      .post('/api/schedules')
      .set('Authorization', who)
      .send({ page: 'home', action: 'unpublish', at: inAnHour(), ...body });

  beforeAll(async () => {
    t = await createTestApp(storeName);
    [editor, reviewer] = [await signInAs(t, 'Editor'), await signInAs(t, 'Reviewer')];
    await request(t.http)
      .put(SEO)
      .set('Authorization', t.auth)
      .send({ route: '/about', title: 'About the group', description: '', noindex: false })
      .expect(200);
    await requireReview(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it("an Editor's SEO title is a draft of the site release until a signed request for 'site' is published", async () => {
    await request(t.http)
      .put(SEO)
      .set('Authorization', editor.auth)
      .send({ route: '/about', title: 'Cures anxiety', description: '', noindex: false })
      .expect(200);
    expect((await publicSeo()).find((entry) => entry.route === '/about')?.title).toBe('About the group');
    expect((await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'site' }).expect(409)).body.message).toBe(
      REVIEW_TEXTS.reviewRequired,
    );
    const submitted = (await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'site' }).expect(201)).body
      .data as ReviewRequest;
    expect(submitted.items.map((item) => `${item.collection}/${item.id}`)).toEqual(['seo_entries//about']);
    await approve(t, submitted.id, reviewer, 'Approved for publication', submitted.contentHash).expect(200);
    await request(t.http).post(`/api/review/${submitted.id}/publish`).set('Authorization', editor.auth).send({}).expect(200);
    expect((await publicSeo()).find((entry) => entry.route === '/about')?.title).toBe('Cures anxiety');
  });

  it('an unpublish is an Administrator act with a reason, never of a section, never emptying a list', async () => {
    const slides = (await request(t.http).get(SLIDES).expect(200)).body.data as Array<{ id: string }>;
    expect(slides.length).toBeGreaterThan(1);
    const one = [{ collection: 'home_slides', id: slides[0]!.id }];
    expect((await schedule(editor.auth, { items: one, reason: 'x' }).expect(403)).body.message).toBe(REVIEW_TEXTS.unpublishNeedsAdministrator);
    await schedule(t.auth, { items: one }).expect(400);
    const section = await schedule(t.auth, { page: 'about', items: [{ collection: 'about_hero', id: 'main' }], reason: 'Old claim' }).expect(409);
    expect(section.body.message).toBe(REVIEW_TEXTS.sectionNotUnpublished);
    const all = slides.map((slide) => ({ collection: 'home_slides', id: slide.id }));
    expect((await schedule(t.auth, { items: all, reason: 'Campaign over' }).expect(409)).body.message).toBe(REVIEW_TEXTS.listNotEmptied);
    const made = await schedule(t.auth, { items: one, reason: 'Campaign over' }).expect(201);
    expect(made.body.data).toMatchObject({ action: 'unpublish', reason: 'Campaign over' });
    const trail = (await request(t.http).get('/api/audit?action=schedule').set('Authorization', t.auth).expect(200)).body.data as Array<{ detail?: string }>;
    expect(trail.some((entry) => entry.detail?.includes('reason: Campaign over'))).toBe(true);
  });
});
