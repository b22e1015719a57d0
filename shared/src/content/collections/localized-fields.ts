import type { FieldDecl, Fields } from './kit.js';

/*
 * Which fields a translation holds, derived from the declaration: the words a visitor reads are
 * localized; images, links, numbers, colours, icons, choices, order and flags are shared by every
 * locale unless a field says otherwise (`localized: true` or `false`). A nested object or list is
 * localized where any of its fields is; its items keep their ids, so a translation matches them by id.
 *
 * A translation document holds only localized values. A page in a locale is its default-locale document
 * with the translation laid over it, field by field, when it is read: a value missing from the
 * translation is taken from the next locale of the fallback chain then and there, never stored.
 */

/** A translation document's record of the source each field was translated from: bookkeeping, never content. */
export const SOURCE_HASHES_FIELD = 'sourceHashes';

/** Kinds a visitor reads as words; an address list (image URLs: the carousel, the approval logos) is shared. */
const WORDS: ReadonlySet<FieldDecl['kind']> = new Set(['text', 'richText', 'textList']);

/** Whether a translation holds this field. */
export function isLocalized(decl: FieldDecl): boolean {
  if (decl.localized !== undefined) return decl.localized;
  if (decl.kind === 'object' || decl.kind === 'items') return Object.values(decl.fields).some(isLocalized);
  return WORDS.has(decl.kind);
}

/** The names of the localized fields, in declaration order. */
export function localizedFieldNames(fields: Fields): string[] {
  return Object.entries(fields)
    .filter(([, decl]) => isLocalized(decl))
    .map(([name]) => name);
}

type Doc = Record<string, unknown>;

const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The part of a document a translation holds: its localized values (nested ones with their item ids). */
export function translatableValues(fields: Fields, doc: Doc): Doc {
  const picked: Doc = {};
  for (const [name, decl] of Object.entries(fields)) {
    if (!isLocalized(decl) || !(name in doc)) continue;
    const value = doc[name];
    if (decl.kind === 'object' && isDoc(value)) picked[name] = translatableValues(decl.fields, value);
    else if (decl.kind === 'items' && Array.isArray(value))
      picked[name] = value.filter(isDoc).map((item) => withId(item, translatableValues(decl.fields, item)));
    else picked[name] = value;
  }
  return picked;
}

function withId(item: Doc, values: Doc): Doc {
  return typeof item.id === 'string' ? { id: item.id, ...values } : values;
}

/** A value a translation leaves to its fallback: absent, or blank text. */
function untranslated(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The document as a locale reads it: `base` (the next locale of the chain, already resolved) with the
 * translation's localized values laid over it. Shared fields always come from `base`; nested items
 * are matched by id (by position when they have none); a translation's item the base lacks is left out.
 */
export function overlayTranslation<T extends Doc>(fields: Fields, base: T, translation: Doc | undefined): T {
  if (!translation) return base;
  const merged: Doc = { ...base };
  for (const [name, decl] of Object.entries(fields)) {
    if (!isLocalized(decl)) continue;
    const own = translation[name];
    if (untranslated(own)) continue;
    const under = base[name];
    if (decl.kind === 'object' && isDoc(under) && isDoc(own)) merged[name] = overlayTranslation(decl.fields, under, own);
    else if (decl.kind === 'items' && Array.isArray(under) && Array.isArray(own)) merged[name] = overlayItems(decl.fields, under, own);
    else if (decl.kind !== 'object' && decl.kind !== 'items') merged[name] = own;
  }
  return merged as T;
}

function overlayItems(fields: Fields, base: unknown[], translated: unknown[]): unknown[] {
  const byId = new Map(translated.filter(isDoc).flatMap((item) => (typeof item.id === 'string' ? [[item.id, item] as const] : [])));
  return base.map((item, index) => {
    if (!isDoc(item)) return item;
    const own = typeof item.id === 'string' ? byId.get(item.id) : translated[index];
    return overlayTranslation(fields, item, isDoc(own) ? own : undefined);
  });
}
