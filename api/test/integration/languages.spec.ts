import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultLanguageSettings, type LanguageSettings } from '@pharma/shared/content';
import request from 'supertest';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const LANGUAGES = '/api/languages';

const markets: LanguageSettings = {
  defaultLocale: 'en',
  locales: [
    { tag: 'en', fallback: null },
    { tag: 'de', fallback: 'en' },
    { tag: 'pt-BR', fallback: null },
    { tag: 'ar', fallback: 'en' },
  ],
};

/** Settings › Languages: public to read (the gateway and the switcher), Administrators only to change, checked in words. */
describe.each(featureStores())('the site languages (%s store)', (storeName) => {
  let t: TestApp;
  let editor: SignedInAccount;
  const read = async () => (await request(t.http).get(LANGUAGES).expect(200)).body.data as LanguageSettings & { version: number };

  beforeAll(async () => {
    t = await createTestApp(storeName);
    editor = await signInAs(t, 'Editor');
  });

  afterAll(async () => {
    await t.close();
  });

  it('starts with English alone, readable without signing in', async () => {
    expect(await read()).toMatchObject(defaultLanguageSettings);
  });

  it('lets an Administrator add, order and set fallbacks, and refuses an Editor', async () => {
    const { version } = await read();
    await request(t.http)
      .put(LANGUAGES)
      .set('Authorization', editor.auth)
      .send({ ...markets, version })
      .expect(403);
    const saved = (
      await request(t.http)
        .put(LANGUAGES)
        .set('Authorization', t.auth)
        .send({ ...markets, version })
        .expect(200)
    ).body.data;
    expect(saved).toMatchObject(markets);
    expect(await read()).toMatchObject(markets);
    const trail = (await request(t.http).get('/api/audit?action=update').set('Authorization', t.auth).expect(200)).body.data as Array<{
      collection: string;
      changes: Array<{ field: string }>;
    }>;
    expect(trail.find((entry) => entry.collection === 'site_languages')?.changes.map((change) => change.field)).toContain('locales');
    // The version read before is stale now.
    await request(t.http)
      .put(LANGUAGES)
      .set('Authorization', t.auth)
      .send({ ...defaultLanguageSettings, version })
      .expect(409);
  });

  it('answers 400 with the problems in words, never storing them', async () => {
    const cases: Array<[object, string]> = [
      [
        {
          defaultLocale: 'en',
          locales: [
            { tag: 'en', fallback: null },
            { tag: 'pt-br', fallback: 'en' },
          ],
        },
        "Write 'pt-br' as 'pt-BR'.",
      ],
      [
        {
          defaultLocale: 'en',
          locales: [
            { tag: 'en', fallback: null },
            { tag: '</script>', fallback: 'en' },
          ],
        },
        'is not a language tag',
      ],
      [
        {
          defaultLocale: 'en',
          locales: [
            { tag: 'en', fallback: null },
            { tag: 'de', fallback: 'fr' },
          ],
        },
        "'de' falls back to 'fr', which is not in the list.",
      ],
      [{ defaultLocale: 'fr', locales: [{ tag: 'en', fallback: null }] }, "The default language 'fr' is not in the list."],
      [
        {
          defaultLocale: 'de',
          locales: [
            { tag: 'en', fallback: 'de' },
            { tag: 'de', fallback: null },
          ],
        },
        'it cannot be changed',
      ],
      [{ defaultLocale: 'en', locales: [] }, 'Add at least one language.'],
      [{ defaultLocale: 'en', locales: [{ tag: { $ne: 1 }, fallback: null }] }, 'tag'],
      [{ defaultLocale: 'en', locales: 'en' }, 'locales'],
    ];
    const before = await read();
    for (const [body, message] of cases) {
      const answer = await request(t.http).put(LANGUAGES).set('Authorization', t.auth).send(body).expect(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await read()).toEqual(before);
  });
});
