import { createHash } from 'node:crypto';
import { BadRequestException, NotFoundException, type PipeTransform } from '@nestjs/common';
import {
  canonicalLocaleTag,
  fallbackChain,
  isLocalized,
  localizedFieldNames,
  overlayTranslation,
  translatableValues,
  SECTION_ID,
  type CollectionDeclaration,
  type Fields,
  type TranslationFieldStatus,
} from '@pharma/shared/content';
import type { LanguagesService } from '../languages/languages.service.js';
import { DuplicateIdError } from '../../platform/store/store.errors.js';
import { WORKING_COPY, type ReadView } from '../../platform/store/read-view.js';
import type { Collection, Store } from '../../platform/store/store.port.js';
import { SOURCE_HASHES, translationDefOf } from './schema-of.js';

type Doc = Record<string, unknown>;

/** The OpenAPI document's word on `?locale=`. */
export const LOCALE_QUERY = {
  name: 'locale',
  required: false,
  description: "A language of the site (BCP 47): its translation laid over the default language's text; absent: the default language",
};

/** `?locale=`: a well-formed tag, canonical; absent means the default language. */
export class LocaleQueryPipe implements PipeTransform<unknown, string | undefined> {
  transform(value: unknown): string | undefined {
    if (value === undefined || value === '') return undefined;
    const tag = typeof value === 'string' ? canonicalLocaleTag(value) : null;
    if (!tag) throw new BadRequestException('locale must be a language tag (BCP 47, e.g. de, pt-BR)');
    return tag;
  }
}

/**
 * One declared collection's translations. A read lays each locale of the fallback chain over the
 * default language's text, lowest first, field by field, and stores nothing; a write in a locale
 * stores its localized values apart ('about_hero__de'), as a change of the page in that locale.
 */
export class Translations {
  constructor(
    private readonly store: Store,
    private readonly languages: LanguagesService,
    private readonly declaration: CollectionDeclaration,
  ) {}

  private collection(locale: string): Collection<Doc> {
    return this.store.collection<Doc>(translationDefOf(this.declaration, locale));
  }

  /** The locales laid over the default's text, lowest first ('de-AT' → de, de-AT); none for the default. 404 for a language the site does not speak. */
  async layers(locale: string): Promise<string[]> {
    const settings = await this.languages.settings();
    if (!settings.locales.some((known) => known.tag === locale)) throw new NotFoundException(`The site has no language ${locale}`);
    return fallbackChain(settings, locale)
      .filter((tag) => tag !== settings.defaultLocale)
      .reverse();
  }

  /** Whether a request in `locale` (none: the default) reads and writes the default language's own documents. */
  async isDefault(locale: string | undefined): Promise<boolean> {
    return locale === undefined || locale === (await this.languages.settings()).defaultLocale;
  }

  async readSection<T extends object>(base: T, view: ReadView, locale: string): Promise<T> {
    let doc = base as Doc;
    for (const tag of await this.layers(locale))
      doc = overlayTranslation(this.declaration.fields, doc, (await this.collection(tag).get(SECTION_ID, view)) ?? undefined);
    return doc as T;
  }

  async readItems<T extends { id: string }>(items: T[], view: ReadView, locale: string): Promise<T[]> {
    let read: Doc[] = items;
    for (const tag of await this.layers(locale)) {
      const translated = new Map((await this.collection(tag).list(view)).map((doc) => [doc.id, doc]));
      read = read.map((item) => overlayTranslation(this.declaration.fields, item, translated.get(item.id as string)));
    }
    return read as T[];
  }

  /**
   * Stores the localized values sent for one document (created on its first translation), each with
   * the hash of the default language's value it translates (`source`, the working copy's): a later
   * change of that value makes it outdated. Shared fields are refused.
   */
  async write(id: string, patch: Doc, locale: string, source: Doc, version?: number): Promise<Doc> {
    await this.layers(locale);
    const shared = Object.keys(patch).filter((name) => !isTranslatable(this.declaration.fields, name));
    if (shared.length)
      throw new BadRequestException(`${shared.join(', ')} ${shared.length === 1 ? 'is' : 'are'} shared by every language: change it in the default language.`);
    const collection = this.collection(locale);
    const stored = await collection.get(id, WORKING_COPY);
    const hashes = { ...((stored?.[SOURCE_HASHES] as Record<string, string> | undefined) ?? {}) };
    for (const name of Object.keys(patch)) hashes[name] = this.sourceHash(name, source);
    const write = { ...patch, [SOURCE_HASHES]: hashes };
    const updated = await collection.update(id, write, version);
    if (updated) return updated;
    try {
      return await collection.insert(write, id);
    } catch (error) {
      if (!(error instanceof DuplicateIdError)) throw error;
      return (await collection.update(id, write, version))!;
    }
  }

  /** The version of a default-language value a translation records: a hash of what a translator reads of it. */
  private sourceHash(name: string, source: Doc): string {
    const value = translatableValues(this.declaration.fields, source)[name] ?? null;
    return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
  }

  /** Each localized field of one document in `locale`: missing, outdated (its source changed since) or current. */
  async status(id: string, source: Doc, locale: string): Promise<TranslationFieldStatus[]> {
    const stored = await this.collection(locale).get(id, WORKING_COPY);
    const hashes = (stored?.[SOURCE_HASHES] as Record<string, string> | undefined) ?? {};
    return localizedFieldNames(this.declaration.fields).map((field) => {
      const translated = stored?.[field];
      const state = untranslated(translated) ? 'missing' : hashes[field] === this.sourceHash(field, source) ? 'current' : 'outdated';
      return {
        collection: this.declaration.name,
        id,
        field,
        label: this.declaration.fields[field]!.label,
        state,
        source: source[field],
        translation: translated,
      };
    });
  }
}

function untranslated(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function isTranslatable(fields: Fields, name: string): boolean {
  const decl = fields[name];
  return decl !== undefined && isLocalized(decl);
}
