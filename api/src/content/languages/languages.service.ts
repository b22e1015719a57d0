import { BadRequestException, ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service.js';
import {
  declarationOf,
  defaultLanguageSettings,
  languageNameIn,
  languageSettingsProblems,
  splitLocalePage,
  type LanguageSettings,
  type TranslationFieldStatus,
  type XliffReport,
} from '@pharma/shared/content';
import { Store, type Collection } from '../../platform/store/store.port.js';
import { languagesCollection } from './schema/languages.schema.js';
import { exportXliff, pageLeaves, readXliff, translationWrites } from './xliff/page-xliff.js';

const SETTINGS_ID = 'languages';

export type StoredLanguages = LanguageSettings & { version: number };

interface TranslationSource {
  translationStatus(page: string, locale: string): Promise<TranslationFieldStatus[]>;
  /** Writes a translation of one of its documents; false when the collection is not its own. */
  translate(collection: string, id: string, patch: Record<string, unknown>, locale: string): Promise<boolean>;
}

/** The site's locales (Settings › Languages): read by everyone, changed by Administrators. */
@Injectable()
export class LanguagesService implements OnModuleInit {
  private readonly docs: Collection<LanguageSettings>;

  private readonly translationSources: TranslationSource[] = [];

  constructor(
    private readonly store: Store,
    private readonly audit: AuditService,
  ) {
    this.docs = store.collection(languagesCollection);
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.docs.seed([{ ...defaultLanguageSettings, id: SETTINGS_ID }]);
    });
  }

  /** Each page module's collections report here, so one route can tell a page's translation status. */
  reportTranslationsOf(source: TranslationSource): void {
    this.translationSources.push(source);
  }

  /** Every localized field of a page in a locale of the site: missing, outdated or current. 404 for a language the site does not speak. */
  async translationStatus(page: string, locale: string): Promise<TranslationFieldStatus[]> {
    const settings = await this.settings();
    if (locale === settings.defaultLocale || !settings.locales.some((known) => known.tag === locale)) {
      throw new NotFoundException(`The site has no language ${locale} to translate into`);
    }
    const fields = (await Promise.all(this.translationSources.map((source) => source.translationStatus(page, locale)))).flat();
    if (!fields.length) throw new NotFoundException(`No page ${page} has text to translate`);
    return fields;
  }

  /** The page's text in `locale` as an XLIFF 2.0 file for a translation vendor. */
  async exportXliff(page: string, locale: string): Promise<string> {
    const fields = await this.translationStatus(page, locale);
    return exportXliff(page, (await this.settings()).defaultLocale, locale, pageLeaves(fields));
  }

  /**
   * A vendor's XLIFF file read back as translations (drafts when review is required), with a report of
   * the units applied, missing, extra, translated from an older source, or with markup the source lacks.
   */
  async importXliff(page: string, locale: string, xml: string): Promise<XliffReport> {
    const fields = await this.translationStatus(page, locale);
    const read = await readXliff(xml, page, (await this.settings()).defaultLocale, locale, pageLeaves(fields)).catch((error: unknown) => {
      throw new BadRequestException(error instanceof Error ? `Not a translation of this page: ${error.message}` : 'Not an XLIFF file');
    });
    for (const write of translationWrites(read.values, fields, read.report)) {
      for (const source of this.translationSources) if (await source.translate(write.collection, write.id, write.patch, locale)) break;
    }
    return read.report;
  }

  /**
   * Before a page in another language is published: its outdated translations (the English changed since)
   * refuse the publish with a 409 that names them, unless confirmed; a confirmed one is recorded in the trail.
   */
  async assertPublishable(pageKey: string, confirmed: boolean | undefined): Promise<void> {
    const { page, locale } = splitLocalePage(pageKey);
    if (!locale) return;
    const outdated = (await this.translationStatus(page, locale).catch(() => [])).filter((field) => field.state === 'outdated');
    if (!outdated.length) return;
    const names = outdated.map((field) => `${declarationOf(field.collection)?.title ?? field.collection} › ${field.label}`).join(', ');
    const what = `${outdated.length} ${outdated.length === 1 ? 'translation is' : 'translations are'} outdated (the ${languageNameIn(await this.defaultLocale(), 'en')} text changed since): ${names}`;
    if (!confirmed) throw new ConflictException(`${what}. Publish anyway only if that is intended.`);
    await this.audit.record({
      action: 'publish',
      outcome: 'success',
      page: pageKey,
      collection: '',
      documentId: '',
      detail: `publish confirmed although ${what}`,
    });
  }

  private async defaultLocale(): Promise<string> {
    return (await this.settings()).defaultLocale;
  }

  async settings(): Promise<StoredLanguages> {
    const stored = await this.docs.get(SETTINGS_ID);
    const { defaultLocale, locales, version } = stored ?? { ...defaultLanguageSettings, version: 0 };
    return { defaultLocale, locales: locales.map(({ tag, fallback }) => ({ tag, fallback: fallback ?? null })), version };
  }

  /** Refused with every problem in words (400); 409 when `version` is not the stored one. */
  async save(settings: LanguageSettings, version?: number): Promise<StoredLanguages> {
    const next: LanguageSettings = {
      defaultLocale: settings.defaultLocale.trim(),
      locales: settings.locales.map(({ tag, fallback }) => ({ tag: tag.trim(), fallback: fallback?.trim() || null })),
    };
    const problems = languageSettingsProblems(next);
    if (problems.length) throw new BadRequestException(problems.join(' '));
    // Every page's stored text is written in the default language: another default would relabel it.
    const current = await this.settings();
    if (next.defaultLocale !== current.defaultLocale) {
      throw new BadRequestException(`The default language is the one every page is written in (${current.defaultLocale}); it cannot be changed.`);
    }
    const saved = await this.docs.update(SETTINGS_ID, next, version);
    if (!saved) await this.docs.insert(next, SETTINGS_ID);
    return this.settings();
  }
}
