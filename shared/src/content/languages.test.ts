import { describe, expect, it } from '@jest/globals';
import {
  canonicalLocaleTag,
  defaultLanguageSettings,
  fallbackChain,
  languageSettingsProblems,
  localeOfPath,
  localizedPath,
  pageInLanguage,
  type PageLanguages,
  nativeLanguageName,
  textDirection,
  type LanguageSettings,
} from './languages';

const markets: LanguageSettings = {
  defaultLocale: 'en',
  locales: [
    { tag: 'en', fallback: null },
    { tag: 'de', fallback: 'en' },
    { tag: 'de-AT', fallback: 'de' },
    { tag: 'pt-BR', fallback: null },
    { tag: 'ar', fallback: 'en' },
  ],
};

describe('language tags', () => {
  it('canonicalises BCP 47 tags and refuses what is not one, or could not be a path segment', () => {
    expect(canonicalLocaleTag('pt-br')).toBe('pt-BR');
    expect(canonicalLocaleTag(' zh-hans ')).toBe('zh-Hans');
    expect(canonicalLocaleTag('DE')).toBe('de');
    for (const bad of ['', 'en_GB', 'e', '../de', 'de/at', 'x'.repeat(40), 'en-', '$&', '</script>']) expect(canonicalLocaleTag(bad)).toBeNull();
  });

  it('writes Arabic, Hebrew, Persian and Urdu right to left, the rest left to right', () => {
    for (const rtl of ['ar', 'he', 'fa', 'ur', 'ar-EG']) expect(textDirection(rtl)).toBe('rtl');
    for (const ltr of ['en', 'de', 'ja', 'zh-Hans', 'pt-BR', 'az-Latn']) expect(textDirection(ltr)).toBe('ltr');
  });

  it('names a language in its own words', () => {
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('fr')).toBe('Français');
  });
});

describe('language settings', () => {
  it('accepts the one-language default and a set of markets', () => {
    expect(languageSettingsProblems(defaultLanguageSettings)).toEqual([]);
    expect(languageSettingsProblems(markets)).toEqual([]);
  });

  it('says what is wrong: tags, repeats, a missing default, a fallback to nowhere or in a circle', () => {
    expect(languageSettingsProblems({ defaultLocale: 'en', locales: [] })).toEqual(['Add at least one language.']);
    expect(
      languageSettingsProblems({
        defaultLocale: 'fr',
        locales: [
          { tag: 'en', fallback: 'de' },
          { tag: 'de', fallback: 'en' },
          { tag: 'pt-br', fallback: null },
          { tag: 'es', fallback: 'it' },
          { tag: 'es', fallback: null },
        ],
      }),
    ).toEqual([
      "Write 'pt-br' as 'pt-BR'.",
      "'es' is listed twice.",
      "The default language 'fr' is not in the list.",
      "'en' falls back in a circle: en → de → …",
      "'de' falls back in a circle: de → en → …",
      "'es' falls back to 'it', which is not in the list.",
    ]);
  });

  it('follows the fallback chain from a locale to the default', () => {
    expect(fallbackChain(markets, 'de-AT')).toEqual(['de-AT', 'de', 'en']);
    expect(fallbackChain(markets, 'pt-BR')).toEqual(['pt-BR']);
  });
});

describe('paths per locale', () => {
  it('keeps the default locale at the spec paths and puts the others under /<tag in lower case>', () => {
    expect(localeOfPath(markets, '/about')).toEqual({ locale: 'en', path: '/about', base: '' });
    expect(localeOfPath(markets, '/de/about')).toEqual({ locale: 'de', path: '/about', base: '/de' });
    expect(localeOfPath(markets, '/pt-br/contact')).toEqual({ locale: 'pt-BR', path: '/contact', base: '/pt-br' });
    expect(localeOfPath(markets, '/PT-BR/contact')).toEqual({ locale: 'pt-BR', path: '/contact', base: '/PT-BR' });
    expect(localeOfPath(markets, '/de')).toEqual({ locale: 'de', path: '/', base: '/de' });
    expect(localeOfPath(markets, '/en/about')).toEqual({ locale: 'en', path: '/en/about', base: '' });
    expect(localeOfPath(markets, '/fr/about')).toEqual({ locale: 'en', path: '/fr/about', base: '' });
    expect(localizedPath(markets, '/about', 'de-AT')).toBe('/de-at/about');
    expect(localizedPath(markets, '/', 'ar')).toBe('/ar');
    expect(localizedPath(markets, '/about', 'en')).toBe('/about');
  });
});

describe('a public page in a language', () => {
  const languages: PageLanguages = { ...markets, routes: { '/about': ['en', 'de'], '/': ['en'] } };

  it('is in the language of its path when that language has the page, with every language that has it as alternates', () => {
    expect(pageInLanguage(languages, 'de', '/about')).toEqual({
      locale: 'de',
      lang: 'de',
      base: '/de',
      alternates: [
        { tag: 'en', path: '/about' },
        { tag: 'de', path: '/de/about' },
      ],
    });
  });

  it('is in its fallback language, and claims no other, when its language has no translation of the page', () => {
    expect(pageInLanguage(languages, 'de-AT', '/about')).toMatchObject({ lang: 'de', base: '/de-at' });
    expect(pageInLanguage(languages, 'de', '/')).toMatchObject({ lang: 'en', alternates: [{ tag: 'en', path: '/' }] });
  });

  it('is in no language (a 404) when its language shows only translated pages and has none of this one', () => {
    expect(pageInLanguage(languages, 'pt-BR', '/about').lang).toBeNull();
    expect(pageInLanguage(languages, 'en', '/unknown')).toMatchObject({ lang: 'en', alternates: [{ tag: 'en', path: '/unknown' }] });
  });
});
