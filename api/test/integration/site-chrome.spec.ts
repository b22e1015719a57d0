import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultFooter, defaultNavigation, REVIEW_TEXTS, type NavigationLink, type ReviewRequest, type SiteFooterContent } from '@pharma/shared/content';
import request from 'supertest';
import { approve, requireReview } from '../helpers/review.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const NAVIGATION = '/api/cms/site/navigation';
const FOOTER = '/api/cms/site/footer';
const NEW_COPYRIGHT = '© 2026 Auralis Life Sciences. All rights reserved.';

/**
 * The header navigation and the footer are declared content of the release 'site': seeded with the
 * site's own text, and with review required an Editor's change reaches visitors only through a signed
 * request for 'site'.
 */
describe.each(featureStores())('header navigation and footer content (%s store)', (storeName) => {
  let t: TestApp;
  let editor: SignedInAccount;
  let reviewer: SignedInAccount;
  const publicFooter = async () => (await request(t.http).get(FOOTER).expect(200)).body.data as SiteFooterContent;
  const publicNavigation = async () => (await request(t.http).get(NAVIGATION).expect(200)).body.data as NavigationLink[];
  const siteDrafts = async () =>
    (
      (await request(t.http).get('/api/drafts?page=site').set('Authorization', t.auth).expect(200)).body.data.changes as Array<{
        collection: string;
        id: string;
      }>
    ).map((change) => `${change.collection}/${change.id}`);

  beforeAll(async () => {
    t = await createTestApp(storeName);
    [editor, reviewer] = [await signInAs(t, 'Editor'), await signInAs(t, 'Reviewer')];
  });

  afterAll(async () => {
    await t.close();
  });

  it("is seeded with today's header links and footer text", async () => {
    const navigation = await publicNavigation();
    expect(navigation.map(({ label, to, external, aboutTab, children }) => ({ label, to, external, aboutTab, children }))).toEqual(
      defaultNavigation.map(({ label, to, external, aboutTab, children }) => ({ label, to, external, aboutTab, children })),
    );
    expect(await publicFooter()).toMatchObject({
      description: defaultFooter.description,
      quickLinks: defaultFooter.quickLinks,
      socialLinks: defaultFooter.socialLinks,
      legalLinks: defaultFooter.legalLinks,
      copyright: '© 2025 Auralis Life Sciences. All rights reserved.',
    });
  });

  it('refuses a link that is neither a path on the site nor an http(s) address', async () => {
    const quickLinks = [{ label: 'Bad', to: 'javascript:alert(1)', external: false, aboutTab: '' }];
    await request(t.http).put(FOOTER).set('Authorization', t.auth).send({ quickLinks }).expect(400);
    await request(t.http)
      .put(FOOTER)
      .set('Authorization', t.auth)
      .send({ quickLinks: [{ label: 'About', to: '/about', external: false, aboutTab: 'nowhere' }] })
      .expect(400);
    expect((await publicFooter()).quickLinks).toEqual(defaultFooter.quickLinks);
  });

  it("with review required, an Editor's footer change is a draft of 'site' until a signed request is published", async () => {
    await requireReview(t);
    await request(t.http).put(FOOTER).set('Authorization', editor.auth).send({ copyright: NEW_COPYRIGHT }).expect(200);
    expect((await publicFooter()).copyright).toBe(defaultFooter.copyright);
    expect(((await request(t.http).get(FOOTER).set('Authorization', editor.auth).expect(200)).body.data as SiteFooterContent).copyright).toBe(NEW_COPYRIGHT);
    expect(await siteDrafts()).toEqual(['site_footer/main']);
    expect((await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'site' }).expect(409)).body.message).toBe(
      REVIEW_TEXTS.reviewRequired,
    );
    expect((await publicFooter()).copyright).toBe(defaultFooter.copyright);

    const submitted = (await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'site' }).expect(201)).body
      .data as ReviewRequest;
    expect(submitted.items.map((item) => `${item.collection}/${item.id}`)).toEqual(['site_footer/main']);
    await approve(t, submitted.id, reviewer, 'Approved for publication', submitted.contentHash).expect(200);
    await request(t.http).post(`/api/review/${submitted.id}/publish`).set('Authorization', editor.auth).send({}).expect(200);
    expect((await publicFooter()).copyright).toBe(NEW_COPYRIGHT);

    const versions = (await request(t.http).get('/api/history/site_footer/main').set('Authorization', t.auth).expect(200)).body.data as Array<{ kind: string }>;
    expect(versions[0]?.kind).toBe('publish');
    expect(versions.at(-1)?.kind).toBe('seed');
  });

  it("with review required, a navigation link's new label is a draft too", async () => {
    const [home] = await publicNavigation();
    await request(t.http).put(`${NAVIGATION}/${home!.id}`).set('Authorization', editor.auth).send({ label: 'Start' }).expect(200);
    expect((await publicNavigation())[0]?.label).toBe('Home');
    expect(await siteDrafts()).toEqual([`site_navigation/${home!.id}`]);
  });
});
