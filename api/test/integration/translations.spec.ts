import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ReviewRequest } from '@pharma/shared/content';
import request from 'supertest';
import { approve, requireReview } from '../helpers/review.js';
import { setLanguages } from '../helpers/languages.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const HERO = '/api/cms/about/hero';
const VALUES = '/api/cms/about/values';

type Hero = { title: string; subtitle: string; backgroundImage: string };
type Value = { id: string; title: string; description: string; icon: string };

/**
 * A page's text in other languages: a translation holds only the localized fields, is laid over the
 * default language's text when read (field by field, along the fallback chain) and never written into
 * another language; with review required, a translation is a draft of the page in that locale
 * ('about@de'), submitted, signed and published on its own.
 */
describe.each(featureStores())('translations (%s store)', (storeName) => {
  let t: TestApp;
  let editor: SignedInAccount;
  let reviewer: SignedInAccount;
  const read = async <T>(path: string, locale?: string) =>
    (
      await request(t.http)
        .get(locale ? `${path}?locale=${encodeURIComponent(locale)}` : path)
        .expect(200)
    ).body.data as T;
  const put = (path: string, locale: string, body: object, who = t.auth) =>
    request(t.http)
      .put(`${path}?locale=${encodeURIComponent(locale)}`)
      .set('Authorization', who)
      .send(body);

  beforeAll(async () => {
    t = await createTestApp(storeName);
    [editor, reviewer] = [await signInAs(t, 'Editor'), await signInAs(t, 'Reviewer')];
    await setLanguages(t, [
      { tag: 'de', fallback: 'en' },
      { tag: 'de-AT', fallback: 'de' },
      { tag: 'pt-BR', fallback: null },
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('lays a translation over the English text field by field, along the chain, and leaves English as it was', async () => {
    const english = await read<Hero>(HERO);
    await put(HERO, 'de', { title: 'Über Auralis' }).expect(200);
    expect(await read<Hero>(HERO, 'de')).toMatchObject({ title: 'Über Auralis', subtitle: english.subtitle, backgroundImage: english.backgroundImage });
    expect(await read<Hero>(HERO, 'de-AT')).toMatchObject({ title: 'Über Auralis', subtitle: english.subtitle });
    expect(await read<Hero>(HERO, 'pt-BR')).toMatchObject({ title: english.title });
    expect(await read<Hero>(HERO)).toMatchObject({ title: english.title });
  });

  it('never stores a fallback: a later English change shows through every untranslated German field', async () => {
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ subtitle: 'A newer English subtitle' }).expect(200);
    expect(await read<Hero>(HERO, 'de')).toMatchObject({ title: 'Über Auralis', subtitle: 'A newer English subtitle' });
    await put(HERO, 'de', { subtitle: 'Vier Jahrzehnte' }).expect(200);
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ title: 'English title again' }).expect(200);
    expect(await read<Hero>(HERO, 'de')).toMatchObject({ title: 'Über Auralis', subtitle: 'Vier Jahrzehnte' });
    expect(await read<Hero>(HERO)).toMatchObject({ title: 'English title again', subtitle: 'A newer English subtitle' });
  });

  it('never stores a fallback on autosave or restore: only the fields a translator wrote are in the translation', async () => {
    await request(t.http).put(`${HERO}?locale=de-AT&draft=true&autosave=true`).set('Authorization', t.auth).send({ subtitle: 'Autosaved' }).expect(200);
    await put(HERO, 'de-AT', { subtitle: 'Österreich eins' }).expect(200);
    await put(HERO, 'de-AT', { subtitle: 'Österreich zwei' }).expect(200);
    const versions = (await request(t.http).get('/api/history/about_hero__de-AT/main').set('Authorization', t.auth).expect(200)).body.data as Array<{
      snapshotId: string;
      doc?: Record<string, unknown>;
    }>;
    const first = versions[versions.length - 1]!;
    await request(t.http)
      .post('/api/history/about_hero__de-AT/main/restore')
      .set('Authorization', t.auth)
      .send({ snapshotId: first.snapshotId, publish: true })
      .expect(200);
    expect((await read<Hero>(HERO, 'de-AT')).subtitle).toBe('Österreich eins');
    // Nothing else was written into de-AT: its title still follows German, which follows English.
    await put(HERO, 'de', { title: 'Deutscher Titel' }).expect(200);
    expect((await read<Hero>(HERO, 'de-AT')).title).toBe('Deutscher Titel');
    const status = (await request(t.http).get('/api/languages/status?page=about&locale=de-AT').set('Authorization', t.auth).expect(200)).body.data as Array<{
      collection: string;
      field: string;
      state: string;
    }>;
    expect(status.filter((entry) => entry.collection === 'about_hero' && entry.state !== 'missing').map((entry) => entry.field)).toEqual(['subtitle']);
  });

  it('translates a list item by its id; shared fields stay one for every language', async () => {
    const [first, second] = await read<Value[]>(VALUES);
    await put(`${VALUES}/${first!.id}`, 'de', { title: 'Integrität' }).expect(200);
    const german = await read<Value[]>(VALUES, 'de');
    expect(german.find((value) => value.id === first!.id)).toMatchObject({ title: 'Integrität', description: first!.description, icon: first!.icon });
    expect(german.find((value) => value.id === second!.id)).toMatchObject({ title: second!.title });
    expect((await read<Value>(`${VALUES}/${first!.id}`, 'de')).title).toBe('Integrität');
  });

  it("translates the journey carousel's words through its own routes; its images stay every language's", async () => {
    const JOURNEY = '/api/cms/about/journey';
    const english = await read<{ title: string; summary: string; images: string[] }>(JOURNEY);
    await put(JOURNEY, 'de', { title: 'Unsere Geschichte' }).expect(200);
    expect(await read(JOURNEY, 'de')).toMatchObject({ title: 'Unsere Geschichte', summary: english.summary, images: english.images });
    expect((await read<{ title: string }>(JOURNEY)).title).toBe(english.title);
    const shared = await put(JOURNEY, 'de', { images: [] }).expect(400);
    expect(shared.body.message).toBe('images, image are shared by every language: change it in the default language.');
    expect((await read<{ images: string[] }>(JOURNEY)).images).toEqual(english.images);
  });

  it('tells each field of a page in a language: missing, current, or outdated once its English source changed', async () => {
    const status = async () =>
      (await request(t.http).get('/api/languages/status?page=about&locale=de').set('Authorization', editor.auth).expect(200)).body.data as Array<{
        collection: string;
        field: string;
        state: string;
      }>;
    const heroField = async (field: string) => (await status()).find((entry) => entry.collection === 'about_hero' && entry.field === field)?.state;
    await put(HERO, 'de', { title: 'Über Auralis' }).expect(200);
    expect(await heroField('title')).toBe('current');
    expect(await heroField('description')).toBe('missing');
    expect(await heroField('backgroundImage')).toBeUndefined(); // shared: nothing to translate
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ title: 'A changed English title' }).expect(200);
    expect(await heroField('title')).toBe('outdated');
    // A change back to the text it was translated from makes it current again: the source's version is its content.
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ title: 'English title again' }).expect(200);
    expect(await heroField('title')).toBe('current');
    await request(t.http).get('/api/languages/status?page=about&locale=fr').set('Authorization', editor.auth).expect(404);
    await request(t.http).get('/api/languages/status?page=about&locale=de').expect(401);
  });

  it('asks to confirm a publish of German with outdated translations, and records the confirmation', async () => {
    await put(HERO, 'de', { title: 'Titel vor der Änderung' }).expect(200);
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ title: 'An English title changed later' }).expect(200);
    await request(t.http).put(`${HERO}?locale=de&draft=true`).set('Authorization', t.auth).send({ subtitle: 'Ein Entwurf' }).expect(200);
    const refused = await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'about@de' }).expect(409);
    expect(refused.body.message).toBe(
      '1 translation is outdated (the English text changed since): About Hero › Title. Publish anyway only if that is intended.',
    );
    expect((await read<Hero>(HERO, 'de')).subtitle).not.toBe('Ein Entwurf');
    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'about@de', confirmOutdated: true }).expect(200);
    expect((await read<Hero>(HERO, 'de')).subtitle).toBe('Ein Entwurf');
    const trail = (await request(t.http).get('/api/audit?action=publish').set('Authorization', t.auth).expect(200)).body.data as Array<{
      page: string;
      detail: string;
    }>;
    expect(trail.find((entry) => entry.page === 'about@de' && entry.detail.startsWith('publish confirmed although'))?.detail).toBe(
      'publish confirmed although 1 translation is outdated (the English text changed since): About Hero › Title',
    );
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ title: 'English title again' }).expect(200);
    await put(HERO, 'de', { title: 'Über Auralis' }).expect(200);
  });

  it('refuses shared fields, unknown languages and malformed tags in words', async () => {
    const shared = await put(HERO, 'de', { backgroundImage: '/images/elsewhere.webp', title: 'Über' }).expect(400);
    expect(shared.body.message).toBe('backgroundImage is shared by every language: change it in the default language.');
    await request(t.http).get(`${HERO}?locale=fr`).expect(404);
    for (const bad of ['$&', '</script>', 'en_GB'])
      await request(t.http)
        .get(`${HERO}?locale=${encodeURIComponent(bad)}`)
        .expect(400);
    await put(`${VALUES}/nope`, 'de', { title: 'x' }).expect(404);
  });

  it('with review required, a German change is a draft of about@de, signed and published on its own', async () => {
    await requireReview(t);
    await put(HERO, 'de', { title: 'Geprüfter Titel' }, editor.auth).expect(200);
    expect((await read<Hero>(HERO, 'de')).title).toBe('Über Auralis');
    const drafts = (await request(t.http).get('/api/drafts?page=about@de').set('Authorization', t.auth).expect(200)).body.data.changes as Array<{
      collection: string;
      id: string;
    }>;
    expect(drafts.map((change) => `${change.collection}/${change.id}`)).toEqual(['about_hero__de/main']);
    // The English page has nothing waiting, and publishing German without review is refused.
    expect((await request(t.http).get('/api/drafts?page=about').set('Authorization', t.auth).expect(200)).body.data.changes).toEqual([]);
    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'about@de' }).expect(409);

    const submitted = (await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'about@de' }).expect(201)).body
      .data as ReviewRequest;
    expect(submitted.items.map((item) => `${item.collection}/${item.id}`)).toEqual(['about_hero__de/main']);
    await approve(t, submitted.id, reviewer, 'Approved for publication', submitted.contentHash).expect(200);
    await request(t.http).post(`/api/review/${submitted.id}/publish`).set('Authorization', editor.auth).send({}).expect(200);
    expect((await read<Hero>(HERO, 'de')).title).toBe('Geprüfter Titel');
    expect((await read<Hero>(HERO)).title).toBe('English title again');
  });
});

describe.each(featureStores())('reviewers limited to languages and meanings (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
    await setLanguages(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('only someone assigned to Medical review in German signs the German page with it; the server refuses the others', async () => {
    await requireReview(t, ['Medical review', 'Legal review']);
    const [editor, german, english] = [await signInAs(t, 'Editor'), await signInAs(t, 'Reviewer'), await signInAs(t, 'Reviewer')];
    const assign = (who: SignedInAccount, signs: object[]) =>
      request(t.http).patch(`/api/users/${who.id}`).set('Authorization', t.auth).send({ signs }).expect(200);
    await assign(german, [{ locale: 'de', meaning: 'Medical review' }]);
    await assign(english, [
      { locale: 'en', meaning: 'Medical review' },
      { locale: 'en', meaning: 'Legal review' },
    ]);
    await request(t.http).put(`${HERO}?locale=de`).set('Authorization', editor.auth).send({ title: 'Geprüft' }).expect(200);
    const submitted = (await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'about@de' }).expect(201)).body
      .data as ReviewRequest;

    // The detail tells each reviewer what they may sign here.
    const canSign = async (who: SignedInAccount) =>
      (await request(t.http).get(`/api/review/${submitted.id}`).set('Authorization', who.auth).expect(200)).body.data.canSign as {
        meanings: string[];
        reason?: string;
      };
    expect(await canSign(german)).toEqual({ meanings: ['Medical review'] });
    expect(await canSign(english)).toEqual({
      meanings: [],
      reason: 'You are assigned to sign Medical review in English, Legal review in English; not Medical review in German.',
    });

    const refused = await approve(t, submitted.id, english, 'Medical review', submitted.contentHash).expect(403);
    expect(refused.body.message).toBe('You are assigned to sign Medical review in English, Legal review in English; not Medical review in German.');
    await approve(t, submitted.id, german, 'Legal review', submitted.contentHash).expect(403);
    await approve(t, submitted.id, german, 'Medical review', submitted.contentHash).expect(200);
  });
});
