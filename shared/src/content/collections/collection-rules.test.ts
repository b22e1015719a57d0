import { describe, expect, it } from '@jest/globals';
import {
  collectionLabel,
  collectionOfPath,
  collectionTitle,
  collectionServes,
  DECLARED_COLLECTIONS,
  declarationOf,
  pageOfCollection,
  SECTION_ID,
} from './collection-rules';
import { apiPathOf } from './kit';

describe('collectionServes', () => {
  it.each([
    ['home_slides', '/api/cms/home/slides', true],
    ['home_global_impact', '/api/cms/home/global-impact', true],
    ['sustainability_innovation', '/api/cms/sustainability/innovation-transformation', true],
    ['home_slides', '/api/cms/home/statistics', false],
    ['about_hero', '/api/cms/about/hero-extra', true],
    ['about_hero', '/api/cms/contact/hero', false],
  ])('%s serves %s: %s', (collection, path, expected) => {
    expect(collectionServes(collection, path)).toBe(expected);
  });

  it('matches a declared path to its own collection only, not to one whose name it extends', () => {
    expect(collectionServes('capabilities_research_development', '/api/cms/capabilities/research-development')).toBe(true);
    expect(collectionServes('capabilities_research', '/api/cms/capabilities/research-development')).toBe(false);
  });
});

describe('collectionOfPath', () => {
  it('reads a declared path from its declaration, query and all', () => {
    expect(collectionOfPath('/api/cms/home/global-impact')).toBe('home_global_impact');
    expect(collectionOfPath('/api/cms/sustainability/innovation-transformation?draft=true')).toBe('sustainability_innovation');
  });

  it('follows the naming rule for a path no declaration serves', () => {
    expect(collectionOfPath('/api/cms/home/hero')).toBe('home_hero');
    expect(collectionOfPath('/api/cms/seo/entries#top')).toBe('seo_entries');
  });

  it('gives back every declaration from its own path', () => {
    for (const declaration of DECLARED_COLLECTIONS) expect(collectionOfPath(apiPathOf(declaration))).toBe(declaration.name);
  });
});

describe('the other rules', () => {
  it('names a collection in words', () => {
    expect(collectionLabel('home_global_impact')).toBe('home global impact');
    expect(collectionLabel('media')).toBe('media');
  });

  it("titles a collection as its editor does (the declaration's title), else by its name in words", () => {
    expect(collectionTitle('home_slides')).toBe('Hero Slides');
    expect(collectionTitle('home_global_impact')).toBe('Global Impact Section');
    expect(collectionTitle('about_hero__de')).toBe('About Hero (German)');
    expect(collectionTitle('home_slides__pt-BR')).toBe('Hero Slides (Brazilian Portuguese)');
    expect(collectionTitle('seo_entries')).toBe('SEO');
    expect(collectionTitle('media')).toBe('Media library');
    expect(collectionTitle('test_made_up')).toBe('Test made up');
  });

  it("finds a collection's page from its declaration, else from its name", () => {
    expect(pageOfCollection('site_navigation')).toBe('site');
    expect(pageOfCollection('sustainability_vision_mission')).toBe('sustainability');
    expect(pageOfCollection('seo_entries')).toBe('seo');
    expect(pageOfCollection('media')).toBe('media');
  });

  it('declares every collection once, by name and by path', () => {
    expect(new Set(DECLARED_COLLECTIONS.map((declaration) => declaration.name)).size).toBe(DECLARED_COLLECTIONS.length);
    expect(new Set(DECLARED_COLLECTIONS.map(apiPathOf)).size).toBe(DECLARED_COLLECTIONS.length);
    expect(declarationOf('home_slides')?.path).toBe('cms/home/slides');
    expect(declarationOf('seo_entries')).toBeUndefined();
  });

  it("keeps a section's one document under the API's id", () => {
    expect(SECTION_ID).toBe('main');
  });
});
