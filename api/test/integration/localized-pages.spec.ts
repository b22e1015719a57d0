import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PageLanguages } from '@pharma/shared/content';
import request from 'supertest';
import { requireReview } from '../helpers/review.js';
import { setLanguages } from '../helpers/languages.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type TestApp } from '../helpers/test-app.js';

/**
 * What the gateway reads to serve a public page in a language: the page's whole content in it, and
 * which languages really have each route's page (a published translation; a draft is not one).
 */
describe.each(featureStores())('public pages in a language (%s store)', (storeName) => {
  let t: TestApp;
  const languages = async () => (await request(t.http).get('/api/cms/pages/languages').expect(200)).body.data as PageLanguages;

  beforeAll(async () => {
    t = await createTestApp(storeName);
    await setLanguages(t, [
      { tag: 'de', fallback: 'en' },
      { tag: 'pt-BR', fallback: null },
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('a page no language has translated is the default language’s alone', async () => {
    const answer = await languages();
    expect(answer).toMatchObject({ defaultLocale: 'en', locales: [{ tag: 'en' }, { tag: 'de' }, { tag: 'pt-BR' }] });
    expect(answer.routes['/about']).toEqual(['en']);
    expect(answer.routes['/']).toEqual(['en']);
  });

  it('the whole page reads in German once its German text is published, and German has the page from then on', async () => {
    await request(t.http).put('/api/cms/about/hero?locale=de').set('Authorization', t.auth).send({ title: 'Über uns' }).expect(200);
    const german = (await request(t.http).get('/api/cms/about?locale=de').expect(200)).body.data;
    const english = (await request(t.http).get('/api/cms/about').expect(200)).body.data;
    expect(german.hero.title).toBe('Über uns');
    expect(german.hero.subtitle).toBe(english.hero.subtitle);
    expect(english.hero.title).not.toBe('Über uns');
    expect((await languages()).routes['/about']).toEqual(['en', 'de']);
    expect((await languages()).routes['/contact']).toEqual(['en']);
  });

  it('a translation waiting for review gives its language nothing yet', async () => {
    await requireReview(t);
    const editor = await signInAs(t, 'Editor');
    await request(t.http).put('/api/cms/contact/hero?locale=pt-BR').set('Authorization', editor.auth).send({ title: 'Fale conosco' }).expect(200);
    expect((await languages()).routes['/contact']).toEqual(['en']);
    expect((await request(t.http).get('/api/cms/contact?locale=pt-BR').expect(200)).body.data.hero.title).not.toBe('Fale conosco');
  });

  it('refuses a malformed language tag (400) and one the site does not speak (404) on a page read', async () => {
    await request(t.http).get('/api/cms/about?locale=%3Cscript%3E').expect(400);
    await request(t.http).get('/api/cms/sustainability?locale=fr').expect(404);
  });
});
