import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MediaAsset } from '@pharma/shared/content';
import sharp from 'sharp';
import request from 'supertest';
import { ABOUT } from '../../src/pages/about/about.controller.js';
import type { PageCollections } from '../../src/content/collections/mount.js';
import { Store } from '../../src/platform/store/store.port.js';
import { releasesCollection } from '../../src/platform/store/versioning/versioning.schema.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SETTINGS = '/api/cms/settings';
const SEO = '/api/cms/seo';
const HERO = '/api/cms/about/hero';

/** Settings, SEO entries and media details are versioned too, under the page key 'site'. */
describe.each(featureStores())('drafts of settings, SEO and media details (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  const revision = async () => (await request(t.http).get('/api/cms/revision').expect(200)).body.revision as string;
  const read = async (path: string, auth?: string) => {
    const req = request(t.http).get(path);
    return (await (auth ? req.set('Authorization', auth) : req).expect(200)).body as { data: unknown; media?: Record<string, { alt: string }> };
  };
  const siteDrafts = async () =>
    (
      (await request(t.http).get('/api/drafts?page=site').set('Authorization', t.auth).expect(200)).body.data.changes as Array<{
        collection: string;
        id: string;
      }>
    ).map((change) => `${change.collection}/${change.id}`);
  const photo = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();

  it('a settings draft is invisible anonymously and keeps the revision; Publish of the site shows it; plain saves publish at once', async () => {
    const published = (await read(SETTINGS)).data as { siteName: string };
    const before = await revision();
    await request(t.http).put(`${SETTINGS}?draft=true`).set('Authorization', t.auth).send({ siteName: 'Draft Site Name' }).expect(200);
    expect(((await read(SETTINGS)).data as { siteName: string }).siteName).toBe(published.siteName);
    expect(((await read(SETTINGS, t.auth)).data as { siteName: string }).siteName).toBe('Draft Site Name');
    expect(await revision()).toBe(before);
    expect(await siteDrafts()).toEqual(['site_settings/main']);
    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'site' }).expect(200);
    expect(((await read(SETTINGS)).data as { siteName: string }).siteName).toBe('Draft Site Name');
    await request(t.http).put(SETTINGS).set('Authorization', t.auth).send({ siteName: 'Saved Site Name' }).expect(200);
    expect(((await read(SETTINGS)).data as { siteName: string }).siteName).toBe('Saved Site Name');
    const versions = (await request(t.http).get('/api/history/site_settings/main').set('Authorization', t.auth).expect(200)).body.data as Array<{
      kind: string;
    }>;
    expect(versions.map((v) => v.kind)).toEqual(['publish', 'publish', 'seed']);
  });

  it("an SEO draft changes neither the public list nor the sitemap's dates; a plain save shows at once", async () => {
    const dates = async () => (await request(t.http).get('/api/cms/pages/updated').expect(200)).body.data as Record<string, string>;
    const entries = async (auth?: string) => (await read(SEO, auth)).data as Array<{ route: string; title: string }>;
    const lastmod = await dates();
    await request(t.http)
      .put(`${SEO}?draft=true`)
      .set('Authorization', t.auth)
      .send({ route: '/about', title: 'Draft about title', noindex: false })
      .expect(200);
    expect((await entries()).find((e) => e.route === '/about')).toBeUndefined();
    expect((await entries(t.auth)).find((e) => e.route === '/about')?.title).toBe('Draft about title');
    expect(await dates()).toEqual(lastmod);
    await request(t.http).put(SEO).set('Authorization', t.auth).send({ route: '/about', title: 'Published about title', noindex: false }).expect(200);
    expect((await entries()).find((e) => e.route === '/about')?.title).toBe('Published about title');
    expect(Date.parse((await dates())['/about']!)).toBeGreaterThan(Date.parse(lastmod['/about']!));
  });

  it('an SEO entry (keyed by its route) has a history, diffs, restores and discards like any document', async () => {
    const base = `/api/history/seo_entries/${encodeURIComponent('/about')}`;
    await request(t.http).put(SEO).set('Authorization', t.auth).send({ route: '/about', title: 'Second about title', noindex: false }).expect(200);
    const versions = (await request(t.http).get(base).set('Authorization', t.auth).expect(200)).body.data as Array<{ snapshotId: string; kind: string }>;
    expect(versions.map((v) => v.kind)).toEqual(['publish', 'publish']); // the draft before them was never released
    const diff = await request(t.http)
      .get(`${base}/diff?${new URLSearchParams({ from: versions[1]!.snapshotId, to: versions[0]!.snapshotId }).toString()}`)
      .set('Authorization', t.auth)
      .expect(200);
    expect(diff.body.data).toEqual([{ field: 'title', before: 'Published about title', after: 'Second about title' }]);
    await request(t.http).post(`${base}/restore`).set('Authorization', t.auth).send({ snapshotId: versions[1]!.snapshotId }).expect(200);
    expect(await siteDrafts()).toContain('seo_entries//about');
    await request(t.http).post('/api/drafts/discard').set('Authorization', t.auth).send({ collection: 'seo_entries', id: '/about' }).expect(200);
    expect(await siteDrafts()).not.toContain('seo_entries//about');
    await request(t.http).post('/api/drafts/discard').set('Authorization', t.auth).send({ collection: 'seo_entries', id: '/../x' }).expect(400);
  });

  it('an upload is public at once; a media details draft keeps the published alt for visitors', async () => {
    const media = (
      await request(t.http)
        .post('/api/upload/image')
        .set('Authorization', t.auth)
        .attach('image', await photo(), 'lab.jpg')
        .expect(201)
    ).body.media as MediaAsset;
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ backgroundImage: media.url }).expect(200);
    expect((await read(HERO)).media?.[media.url]).toMatchObject({ alt: '' });
    await request(t.http).patch(`/api/media/${media.id}?draft=true`).set('Authorization', t.auth).send({ alt: 'Draft alt' }).expect(200);
    expect((await read(HERO)).media?.[media.url]).toMatchObject({ alt: '' });
    expect((await read(HERO, t.auth)).media?.[media.url]).toMatchObject({ alt: 'Draft alt' });
    await request(t.http).patch(`/api/media/${media.id}`).set('Authorization', t.auth).send({ alt: 'Published alt' }).expect(200);
    expect((await read(HERO)).media?.[media.url]).toMatchObject({ alt: 'Published alt' });
  });

  it("a media record that is only a draft never breaks a published page's image: the file is served, the page reads without it", async () => {
    const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#aa3366' } })
      .jpeg()
      .toBuffer();
    const media = (await request(t.http).post('/api/upload/image?draft=true').set('Authorization', t.auth).attach('image', bytes, 'draft.jpg').expect(201)).body
      .media as MediaAsset;
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ backgroundImage: media.url }).expect(200);
    const body = await read(HERO);
    expect((body.data as { backgroundImage: string }).backgroundImage).toBe(media.url);
    expect(body.media?.[media.url]).toBeUndefined();
    await request(t.http).get(media.url).expect(200);
  });

  it('a start on a DATA_DIR written before releases existed publishes what it holds (a seeded collection included)', async () => {
    const title = 'Hero as the old DATA_DIR held it';
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ title }).expect(200);
    await t.app.get(Store).collection(releasesCollection).remove('about');
    await t.app.get<symbol, PageCollections>(ABOUT.token).onModuleInit(); // what a start does
    expect(((await read(HERO)).data as { title: string }).title).toBe(title);
  });
});
