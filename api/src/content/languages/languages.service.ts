import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';
import { defaultLanguageSettings, languageSettingsProblems, type LanguageSettings } from '@pharma/shared/content';
import { Store, type Collection } from '../../platform/store/store.port.js';
import { languagesCollection } from './schema/languages.schema.js';

const SETTINGS_ID = 'languages';

export type StoredLanguages = LanguageSettings & { version: number };

/** The site's locales (Settings › Languages): read by everyone, changed by Administrators. */
@Injectable()
export class LanguagesService implements OnModuleInit {
  private readonly docs: Collection<LanguageSettings>;

  constructor(private readonly store: Store) {
    this.docs = store.collection(languagesCollection);
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.docs.seed([{ ...defaultLanguageSettings, id: SETTINGS_ID }]);
    });
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
