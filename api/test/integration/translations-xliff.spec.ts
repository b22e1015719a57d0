import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { js2xliff, xliff2js } from 'xliff';
import { setLanguages } from '../helpers/languages.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Part = string | { Span: { id: string; contents: Value } } | { Standalone: { id: string } };
type Value = Part[] | Part;
type Units = Record<string, { source: Value; target: Value }>;

/** Replaces each text of inline parts, keeping its codes: what a vendor's tool does to a rich-text unit. */
const translateParts = (value: Value, word: (text: string) => string): Value =>
  (Array.isArray(value) ? value : [value]).map((part) =>
    typeof part === 'string' ? word(part) : 'Span' in part ? { Span: { ...part.Span, contents: translateParts(part.Span.contents, word) } } : part,
  );

/**
 * A page's German text out to a vendor as XLIFF 2.0 and back: the export names every translatable
 * leaf; the vendor's file comes back as translations, rich text rebuilt from the source's tags, with a
 * report of the units missing, extra, translated from an older source, or with codes the source lacks.
 */
describe.each(featureStores())('XLIFF round trip (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
    await setLanguages(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('exports the About page, takes a vendor file back as German, and reports what it could not take', async () => {
    const exported = await request(t.http).get('/api/languages/xliff?page=about&locale=de').set('Authorization', t.auth).expect(200);
    expect(exported.headers['content-type']).toContain('application/xliff+xml');
    const xml = exported.text;
    expect(xml).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">');
    writeFileSync('/tmp/about.de.export.xlf', xml);

    const file = (await xliff2js(xml)) as { resources: Record<string, Units>; sourceLanguage: string; targetLanguage: string };
    const units = file.resources.about!;
    expect(units['about_hero:main:title']?.source).toBe((await request(t.http).get('/api/cms/about/hero')).body.data.title);
    // The hero's description is rich text: its tags travel as codes (<pc>), not as markup.
    const description = units['about_hero:main:description']!;
    expect(typeof description.source).not.toBe('string');
    expect(xml).not.toContain('&lt;strong&gt;');

    // The vendor: every unit translated ("DE:" before each text), the title left out, one unit invented,
    // one translated from an older English text, and one with a code the source does not have.
    const vendor: Units = {};
    for (const [id, unit] of Object.entries(units))
      vendor[id] = { source: unit.source, target: translateParts(unit.source, (text) => (text.trim() ? `DE:${text}` : text)) };
    delete vendor['about_hero:main:title'];
    vendor['about_hero:main:invented'] = { source: 'Nothing', target: 'Nichts' };
    vendor['about_hero:main:subtitle'] = { source: 'An older English subtitle', target: 'Ein älterer Untertitel' };
    const badUnit = Object.keys(units).find((id) => id !== 'about_hero:main:description' && typeof units[id]!.source !== 'string')!;
    vendor[badUnit] = { source: units[badUnit]!.source, target: ['Mit ', { Span: { id: '99', contents: 'fremdem Code' } }] };
    const back = await js2xliff({ resources: { about: vendor }, sourceLanguage: 'en', targetLanguage: 'de' });
    writeFileSync('/tmp/about.de.vendor.xlf', back);

    const report = (await request(t.http).post('/api/languages/xliff?page=about&locale=de').set('Authorization', t.auth).send({ xliff: back }).expect(200)).body
      .data as Record<string, string[]>;
    expect(report.missing).toContain('about_hero:main:title');
    expect(report.extra).toEqual(['about_hero:main:invented']);
    expect(report.changedSource).toEqual(['about_hero:main:subtitle']);
    expect(report.invalidMarkup).toEqual([badUnit]);
    expect(report.applied).toContain('about_hero:main:description');

    const english = (await request(t.http).get('/api/cms/about/hero')).body.data as Record<string, string>;
    const german = (await request(t.http).get('/api/cms/about/hero?locale=de')).body.data as Record<string, string>;
    expect(german.title).toBe(english.title); // not translated: falls back, stored nowhere
    expect(german.subtitle).toBe(english.subtitle);
    // Rich text comes back with the source's own tags around the vendor's words.
    expect(german.description).toContain('<strong>DE:');
    expect(german.description!.replace(/DE:/g, '')).toBe(english.description!.replace(/&nbsp;/g, '\u00a0'));
    const status = (await request(t.http).get('/api/languages/status?page=about&locale=de').set('Authorization', t.auth).expect(200)).body.data as Array<{
      collection: string;
      field: string;
      state: string;
    }>;
    expect(status.find((entry) => entry.collection === 'about_hero' && entry.field === 'description')?.state).toBe('current');
  });

  it('refuses a file of another language or page, and what is not XLIFF, in words', async () => {
    const other = await js2xliff({
      resources: { about: { 'about_hero:main:title': { source: 'x', target: 'y' } } },
      sourceLanguage: 'en',
      targetLanguage: 'fr',
    });
    const refused = await request(t.http).post('/api/languages/xliff?page=about&locale=de').set('Authorization', t.auth).send({ xliff: other }).expect(400);
    expect(refused.body.message).toBe('Not a translation of this page: The file translates en into fr, not en into de.');
    for (const xliff of ['<not-xliff/>', '<<<', '<xliff version="2.0"><file id="x"><unit id="$&amp;"></unit></file></xliff>']) {
      await request(t.http).post('/api/languages/xliff?page=about&locale=de').set('Authorization', t.auth).send({ xliff }).expect(400);
    }
    await request(t.http).get('/api/languages/xliff?page=about&locale=de').expect(401);
  });
});
