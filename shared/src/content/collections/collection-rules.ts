import { ABOUT_COLLECTIONS } from './about.js';
import { languageNameIn, splitTranslationCollection } from '../languages.js';
import { CAPABILITIES_COLLECTIONS, CAPABILITIES_PAGE_BODIES } from './capabilities.js';
import { CONTACT_COLLECTIONS } from './contact.js';
import { HOME_COLLECTIONS } from './home.js';
import { apiPathOf, type CollectionDeclaration } from './kit.js';
import { PRODUCTS_COLLECTIONS } from './products.js';
import { SITE_CHROME_COLLECTIONS } from './site-chrome.js';
import { SUSTAINABILITY_COLLECTIONS } from './sustainability.js';

/*
 * What the dashboard and the API say about a collection by its name or its REST path: its words, its
 * page, the id of a section's one document, the collection behind an editor's path. The declarations
 * know the name, page and path of every declared collection, so these are read from them; collections
 * that are not declared (SEO entries, media, settings, a test's made-up path) follow the naming rule
 * the declared ones follow too: `<page>_<name>`, served at `/api/cms/<page>/<name>` with dashes.
 */

/** The id of a single-object section's one document: the API stores each section under it. */
export const SECTION_ID = 'main';

/** Every declared collection, each once. */
export const DECLARED_COLLECTIONS: readonly CollectionDeclaration[] = [
  ...Object.values(HOME_COLLECTIONS),
  ...Object.values(ABOUT_COLLECTIONS),
  ...Object.values(PRODUCTS_COLLECTIONS),
  ...Object.values(CAPABILITIES_COLLECTIONS),
  ...Object.values(CAPABILITIES_PAGE_BODIES),
  ...Object.values(SUSTAINABILITY_COLLECTIONS),
  ...Object.values(CONTACT_COLLECTIONS),
  ...Object.values(SITE_CHROME_COLLECTIONS),
];

const BY_NAME: ReadonlyMap<string, CollectionDeclaration> = new Map(DECLARED_COLLECTIONS.map((declaration) => [declaration.name, declaration]));
const BY_PATH: ReadonlyMap<string, CollectionDeclaration> = new Map(DECLARED_COLLECTIONS.map((declaration) => [apiPathOf(declaration), declaration]));

/** The declaration of the collection `name`, if it is declared. */
export function declarationOf(name: string): CollectionDeclaration | undefined {
  return BY_NAME.get(name);
}

/** A collection's name in words, as lists of drafts, reviews, schedules and the trash show it: `home_slides` → `home slides`. */
export function collectionLabel(name: string): string {
  return name.replace(/_/g, ' ');
}

/** The site release's collections that have no declaration, as the Settings tabs call them. */
const UNDECLARED_TITLES: Readonly<Record<string, string>> = { site_settings: 'General settings', seo_entries: 'SEO', media: 'Media library' };

/**
 * What the editor calls the collection's section (its declaration's title: `home_slides` → "Hero
 * Slides"), so a reviewer finds the change where an Editor made it; an undeclared collection gets
 * its name in words, capitalised (`site_settings` → "Site settings").
 */
export function collectionTitle(name: string): string {
  // A translation is titled by its section and language: "About Hero (German)".
  const translation = splitTranslationCollection(name);
  if (translation) return `${collectionTitle(translation.collection)} (${languageNameIn(translation.locale, 'en')})`;
  const title = BY_NAME.get(name)?.title ?? UNDECLARED_TITLES[name];
  if (title) return title;
  const words = collectionLabel(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The page whose release holds the collection: `home_slides` → `home`. */
export function pageOfCollection(name: string): string {
  return BY_NAME.get(name)?.page ?? name.split('_')[0]!;
}

/** The path without its query or fragment: `/api/cms/home/slides?draft=true` → `/api/cms/home/slides`. */
function bare(path: string): string {
  return path.replace(/[?#].*$/, '');
}

/**
 * The collection an editor's REST path reads and writes: `/api/cms/home/global-impact` → `home_global_impact`.
 * A declared path gives its declaration's name (`/api/cms/sustainability/innovation-transformation` →
 * `sustainability_innovation`); any other follows the naming rule.
 */
export function collectionOfPath(path: string): string {
  const declared = BY_PATH.get(bare(path));
  if (declared) return declared.name;
  return bare(path)
    .replace(/^\/api\/cms\//, '')
    .replace(/[/-]/g, '_');
}

/**
 * Whether the collection `collection` is the one behind an editor's REST path. An undeclared route
 * may extend its collection's name (`/api/cms/about/hero-extra` ↔ `about_hero`).
 */
export function collectionServes(collection: string, path: string): boolean {
  const key = collectionOfPath(path);
  return key === collection || (!BY_PATH.has(bare(path)) && key.startsWith(`${collection}_`));
}
