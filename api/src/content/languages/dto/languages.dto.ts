import { ArrayMinSize, Matches } from 'class-validator';
import { LANGUAGE_LIMITS, LOCALE_TAG_PATTERN, type LanguageSettings, type SiteLocale } from '@pharma/shared/content';
import { Int, Nested, Text } from '../../../platform/validation/fields.js';

export class SiteLocaleDto implements SiteLocale {
  @Text({ max: LANGUAGE_LIMITS.tagChars }) tag!: string;
  /** null: only translated pages. */
  @Text({ optional: true, max: LANGUAGE_LIMITS.tagChars }) fallback!: string | null;
}

export class LanguageSettingsDto implements LanguageSettings {
  @Text({ max: LANGUAGE_LIMITS.tagChars }) defaultLocale!: string;
  @Nested(() => SiteLocaleDto, { each: true, max: LANGUAGE_LIMITS.locales })
  @ArrayMinSize(1, { message: 'Add at least one language.' })
  locales!: SiteLocaleDto[];
  @Int({ optional: true, min: 0 }) version?: number;
}

/** GET /api/languages/status?page=about&locale=de */
export class TranslationStatusQueryDto {
  @Text({ max: 64 }) @Matches(/^[a-z][a-z0-9_]{0,63}$/, { message: 'page must be a page key' }) page!: string;
  @Text({ max: LANGUAGE_LIMITS.tagChars }) @Matches(LOCALE_TAG_PATTERN, { message: 'locale must be a language tag' }) locale!: string;
}

/** POST /api/languages/xliff: the vendor's file as text. */
export class XliffImportDto {
  @Text({ max: 900_000 }) xliff!: string;
}
