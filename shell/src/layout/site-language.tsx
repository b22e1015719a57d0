import { nativeLanguageName, pageInLanguage, textDirection, type PageInLanguage, type PageLanguages } from '@pharma/shared';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The language of the page's path and the site's languages, as the gateway put them in the page. */
export interface SiteLanguage {
  locale: string;
  languages: PageLanguages;
}

/** The id of the JSON the gateway inlines (compose/page-root.mjs), read once at start-up. */
export const PAGE_LANGUAGE_ID = 'page-language';

const SiteLanguageContext = createContext<SiteLanguage | null>(null);

export function SiteLanguageProvider({ language, children }: { language: SiteLanguage | null; children: ReactNode }) {
  return <SiteLanguageContext.Provider value={language}>{children}</SiteLanguageContext.Provider>;
}

/** The current route in the page's language: its text's language and the languages that have it. */
function usePageInLanguage(): PageInLanguage | null {
  const language = useContext(SiteLanguageContext);
  const { pathname } = useLocation();
  return language ? pageInLanguage(language.languages, language.locale, pathname) : null;
}

/**
 * The header's language switcher: each language that has this page, linked to the page in it (a full
 * load: another language is another base path). Nothing when only one language has the page.
 */
export function LanguageSwitcher() {
  const page = usePageInLanguage();
  if (!page || page.alternates.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label="Language">
      <ul>
        {page.alternates.map(({ tag, path }) => (
          <li key={tag}>
            <a href={path} hrefLang={tag} lang={tag} aria-current={tag === page.lang ? 'page' : undefined}>
              {nativeLanguageName(tag)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `<html lang dir>` follow the page after a navigation in the browser, as the server sets them on a
 * full load: under /de a page German does not have shows its fallback's text, in that language.
 */
export function DocumentLanguage() {
  const lang = usePageInLanguage()?.lang;
  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = lang;
    document.documentElement.dir = textDirection(lang);
  }, [lang]);
  return null;
}

const DISMISSED_KEY = 'language-offer-dismissed';

/**
 * A visitor whose browser prefers another language that has this page is offered it once, never
 * redirected (crawlers and shared links see the page asked for). Shown after start-up only, so the
 * server's HTML is the same for every visitor; dismissed for good in this browser.
 */
export function LanguageOffer() {
  const page = usePageInLanguage();
  // The chrome's words are the default language's until it has catalogs: marked so, in a right-to-left page too.
  const chromeLanguage = useContext(SiteLanguageContext)?.languages.defaultLocale;
  // Null until started: the server's HTML, and the first client render that hydrates it, have no offer.
  const [dismissed, setDismissed] = useState<boolean | null>(null);
  useEffect(() => setDismissed(readDismissed()), []);
  const offer = dismissed === false && page?.lang ? preferredAlternate(page, navigator.languages) : null;
  if (!offer) return null;
  const dismiss = () => {
    writeDismissed();
    setDismissed(true);
  };
  return (
    <div className="language-offer" role="region" aria-label="Language suggestion">
      <p lang={chromeLanguage} dir={chromeLanguage ? textDirection(chromeLanguage) : undefined}>
        This page is also in{' '}
        <a href={offer.path} hrefLang={offer.tag} lang={offer.tag}>
          {nativeLanguageName(offer.tag)}
        </a>
        .
      </p>
      <button type="button" className="language-offer-dismiss" onClick={dismiss} aria-label="Dismiss the language suggestion">
        <i className="ri-close-line" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The first of the browser's languages that has the page, when it is not the one shown ('de-DE' finds 'de'). */
export function preferredAlternate(page: PageInLanguage, preferred: readonly string[]): { tag: string; path: string } | null {
  for (const wanted of preferred) {
    const lower = wanted.toLowerCase();
    const match =
      page.alternates.find((alternate) => alternate.tag.toLowerCase() === lower) ??
      page.alternates.find((alternate) => alternate.tag.toLowerCase() === lower.split('-')[0]);
    if (match) return match.tag === page.lang ? null : match;
  }
  return null;
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): dismissed for this page only.
  }
}

/** The route's path of a page's path: '/de/about' under '/de' is '/about'. */
export function routePathOf(pathname: string, base: string): string {
  if (!base || !pathname.toLowerCase().startsWith(base)) return pathname;
  return pathname.slice(base.length) || '/';
}

/** The JSON the gateway inlined, or null on a page without it (the default language alone). */
export function readSiteLanguage(doc: Document = document): SiteLanguage | null {
  const text = doc.getElementById(PAGE_LANGUAGE_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SiteLanguage> | null;
    const languages = value?.languages;
    if (typeof value?.locale !== 'string' || !languages || !Array.isArray(languages.locales) || typeof languages.routes !== 'object') return null;
    return { locale: value.locale, languages };
  } catch {
    return null;
  }
}
