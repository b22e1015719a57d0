/*
 * The site's languages, as an Administrator configures them in Settings › Languages: which locales the
 * site speaks (BCP 47 tags, in the order the language switcher lists them), which one is the default
 * (its pages keep the spec's paths; the others live under /<tag>/…), and for each other locale what a
 * visitor reads where a field has no translation: the text of another locale, field by field, or no
 * page at all until the page is translated. Fallback is applied when a page is read, never stored.
 */

/** One locale of the site. */
export interface SiteLocale {
  /** The canonical BCP 47 tag: 'en', 'de', 'pt-BR', 'zh-Hans'. */
  tag: string;
  /**
   * The locale whose text stands in, field by field, for a field this locale has not translated;
   * null: only translated pages ("only show translated pages"). The default locale has none.
   */
  fallback: string | null;
}

export interface LanguageSettings {
  /** The tag of the locale whose pages keep the spec's paths ('en'). */
  defaultLocale: string;
  /** Every locale, the default among them, in the switcher's order. */
  locales: SiteLocale[];
}

export const DEFAULT_LOCALE = 'en';

/** A site of one language: English, at the spec's paths. */
export const defaultLanguageSettings: LanguageSettings = { defaultLocale: DEFAULT_LOCALE, locales: [{ tag: DEFAULT_LOCALE, fallback: null }] };

/** The characters a language tag may have: letters, digits and hyphens (so one can be a path segment). */
export const LOCALE_TAG_PATTERN = /^[A-Za-z0-9-]+$/;

export const LANGUAGE_LIMITS = {
  /** More than the group's markets need, few enough for one switcher and one sitemap entry's alternates. */
  locales: 40,
  tagChars: 35,
};

/**
 * The canonical form of a BCP 47 tag ('pt-br' → 'pt-BR', 'zh-hans' → 'zh-Hans'), or null when the
 * text is not a well-formed tag. Tags are letters, digits and hyphens only, so one can be a path segment.
 */
export function canonicalLocaleTag(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > LANGUAGE_LIMITS.tagChars || !LOCALE_TAG_PATTERN.test(trimmed)) return null;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null;
  } catch {
    return null;
  }
}

/** Scripts written right to left: a locale in one of them gets `dir="rtl"`. */
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr', 'Mend']);

/** 'rtl' for Arabic, Hebrew, Persian, Urdu… (by the tag's likely script), else 'ltr'. */
export function textDirection(tag: string): 'rtl' | 'ltr' {
  try {
    const script = new Intl.Locale(tag).maximize().script;
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** The locale's name in its own language ('Deutsch', 'العربية'), for the switcher; the tag if unknown. */
export function nativeLanguageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}

/** The locale's name in another language ('German' in 'en'), for the dashboard. */
export function languageNameIn(tag: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** What is wrong with the settings, in an Administrator's words; empty when they can be saved. */
export function languageSettingsProblems(settings: LanguageSettings): string[] {
  const problems: string[] = [];
  const tags = settings.locales.map((locale) => locale.tag);
  if (settings.locales.length === 0) return ['Add at least one language.'];
  if (settings.locales.length > LANGUAGE_LIMITS.locales) problems.push(`At most ${LANGUAGE_LIMITS.locales} languages.`);
  for (const tag of tags) {
    const canonical = canonicalLocaleTag(tag);
    if (canonical === null) problems.push(`'${tag}' is not a language tag (BCP 47, e.g. de, pt-BR, zh-Hans).`);
    else if (canonical !== tag) problems.push(`Write '${tag}' as '${canonical}'.`);
  }
  const repeated = tags.filter((tag, index) => tags.indexOf(tag) !== index);
  for (const tag of new Set(repeated)) problems.push(`'${tag}' is listed twice.`);
  if (!tags.includes(settings.defaultLocale)) problems.push(`The default language '${settings.defaultLocale}' is not in the list.`);
  for (const locale of settings.locales) {
    if (locale.tag === settings.defaultLocale) {
      if (locale.fallback !== null) problems.push(`The default language '${locale.tag}' falls back to nothing: every page has it.`);
    } else if (locale.fallback !== null && !tags.includes(locale.fallback)) {
      problems.push(`'${locale.tag}' falls back to '${locale.fallback}', which is not in the list.`);
    } else if (locale.fallback !== null && fallbackLoops(settings, locale.tag)) {
      problems.push(`'${locale.tag}' falls back in a circle: ${fallbackChain(settings, locale.tag).join(' → ')} → …`);
    }
  }
  return problems;
}

/** The locales a page of `tag` reads, in order: itself, then its fallbacks ('de-AT' → 'de' → 'en'). */
export function fallbackChain(settings: LanguageSettings, tag: string): string[] {
  const chain: string[] = [];
  let next: string | null = tag;
  while (next !== null && !chain.includes(next)) {
    chain.push(next);
    next = settings.locales.find((locale) => locale.tag === next)?.fallback ?? null;
  }
  return chain;
}

function fallbackLoops(settings: LanguageSettings, tag: string): boolean {
  const chain = fallbackChain(settings, tag);
  const last = chain[chain.length - 1]!;
  return settings.locales.find((locale) => locale.tag === last)?.fallback != null;
}

/** The first segment of a path in this locale: '/de', '/pt-br' (URLs are lower case); '' for the default. */
export function localeBase(settings: LanguageSettings, locale: string): string {
  return locale === settings.defaultLocale ? '' : `/${locale.toLowerCase()}`;
}

/**
 * A public path's locale and its path in the default locale: '/de/about' → { locale: 'de', path: '/about' }.
 * The prefix matches in any case ('/DE/about'); `base` is how it was written, so a gateway can redirect
 * to the lower-case one.
 */
export function localeOfPath(settings: LanguageSettings, pathname: string): { locale: string; path: string; base: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const prefixed = settings.locales.find((locale) => locale.tag !== settings.defaultLocale && locale.tag.toLowerCase() === first.toLowerCase());
  if (!prefixed) return { locale: settings.defaultLocale, path: pathname, base: '' };
  return { locale: prefixed.tag, path: `/${rest.join('/')}`, base: `/${first}` };
}

/** A default-locale path in another locale: ('/about', 'de') → '/de/about'; the default keeps it as it is. */
export function localizedPath(settings: LanguageSettings, path: string, locale: string): string {
  const base = localeBase(settings, locale);
  return base && path === '/' ? base : `${base}${path}`;
}

/** The site's languages as its public pages need them: which of them has each public route's page. */
export interface PageLanguages extends LanguageSettings {
  /** Route → the languages with a published text of its page, the default first (it has every page). */
  routes: Record<string, string[]>;
}

/** A public page in one language: the language of its text, and where its other languages are. */
export interface PageInLanguage {
  /** The language of the path ('de' for /de/about). */
  locale: string;
  /**
   * The language its text is in: the locale when it has the page, else the first of its fallbacks
   * that has it (a German page nobody translated yet is English, and says so); null: none has it,
   * the locale shows only translated pages (404).
   */
  lang: string | null;
  /** The path's prefix: '' for the default language, '/de' for German. */
  base: string;
  /** Each language that has the page, with its path: the hreflang alternates and the switcher's list. */
  alternates: Array<{ tag: string; path: string }>;
}

/** `route` (a path of the default language) as served in `locale`. */
export function pageInLanguage(languages: PageLanguages, locale: string, route: string): PageInLanguage {
  const has = languages.routes[route] ?? [languages.defaultLocale];
  const lang = fallbackChain(languages, locale).find((tag) => has.includes(tag)) ?? null;
  const ordered = languages.locales.map((known) => known.tag).filter((tag) => has.includes(tag));
  return {
    locale,
    lang,
    base: localeBase(languages, locale),
    alternates: ordered.map((tag) => ({ tag, path: localizedPath(languages, route, tag) })),
  };
}

/*
 * A page in a locale other than the default is a page of its own for drafts, releases, history and
 * review ('about@de'): its translation collections ('about_hero__de') hold only the localized values.
 */
const LOCALE_PAGE = /^([a-z][a-z0-9_]*)@([A-Za-z0-9-]+)$/;

/** What the API accepts as a page key: 'about', or a page in a locale, 'about@pt-BR'. */
export const PAGE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}(@[A-Za-z0-9-]{1,35})?$/;
/** What the API accepts as a versioned collection's name: 'about_hero', or its translation 'about_hero__pt-BR'. */
export const COLLECTION_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}(__[A-Za-z0-9-]{1,35})?$/;

/** The page key of a page's translation: ('about', 'de') → 'about@de'. */
export function localePage(page: string, locale: string): string {
  return `${page}@${locale}`;
}

/** 'about@de' → { page: 'about', locale: 'de' }; a page of the default locale has no locale. */
export function splitLocalePage(key: string): { page: string; locale?: string } {
  const match = LOCALE_PAGE.exec(key);
  return match ? { page: match[1]!, locale: match[2]! } : { page: key };
}

/** The store's name of a collection's translation into a locale: ('about_hero', 'de') → 'about_hero__de'. */
export function translationCollectionName(collection: string, locale: string): string {
  return `${collection}__${locale}`;
}

/** 'about_hero__de' → { collection: 'about_hero', locale: 'de' }; undefined for a collection of the default locale. */
export function splitTranslationCollection(name: string): { collection: string; locale: string } | undefined {
  const at = name.lastIndexOf('__');
  if (at <= 0) return undefined;
  const locale = name.slice(at + 2);
  return canonicalLocaleTag(locale) === locale ? { collection: name.slice(0, at), locale } : undefined;
}

/** One localized field of one document in a locale (`GET /api/languages/status`): the Translations view's row. */
export interface TranslationFieldStatus {
  collection: string;
  id: string;
  field: string;
  label: string;
  state: 'missing' | 'outdated' | 'current';
  source: unknown;
  translation: unknown;
}

/** What reading a vendor's XLIFF file found, by unit id (`POST /api/languages/xliff`). */
export interface XliffReport {
  applied: string[];
  /** Units of the page the file has no target for. */
  missing: string[];
  /** Units the page does not have (any more). */
  extra: string[];
  /** Units whose source text differs from today's: translated from an older text, not applied. */
  changedSource: string[];
  /** Units whose target uses an inline code its source does not have: not applied. */
  invalidMarkup: string[];
}
