import { COMPANY_NAME, localeBase, socialLinks } from '@pharma/shared';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { siteChromeOf, SiteChromeProvider, type SiteChrome } from '../layout/site-chrome';
import { SiteLanguageProvider, type SiteLanguage } from '../layout/site-language';
import { SiteLayout } from '../layout/site-layout';
import { NotFound } from '../routing/not-found';

const PAGE_SLOT = '<div data-page-slot=""></div>';

/**
 * The API's answers to GET navigation and footer as the gateway read them (null when it did not
 * answer), with a key that changes when either answer does.
 */
export interface ChromeAnswers {
  key: string;
  navigation: unknown;
  footer: unknown;
}

/**
 * The shell's frame (header, footer, or the admin's bare frame) as HTML for one path, with the
 * page's server-rendered HTML directly in its main element (no wrapper: the client tree puts the page
 * right there too, so React hydrates the whole document), or the not-found page when no remote owns
 * the path.
 */
export function renderFrame(pathname: string, pageHtml: string | null, answers: ChromeAnswers | null = null, language: SiteLanguage | null = null): string {
  const chrome = chromeFor(answers);
  if (pageHtml === null) return frameHtml(pathname, <NotFound />, chrome.value, language);
  // A function replacement: page HTML may contain `$&` and the like.
  return framedSlot(pathname, chrome, language).replace(PAGE_SLOT, () => pageHtml);
}

type ResolvedChrome = { key: string; value: SiteChrome; data: string | null };

const DEFAULT_CHROME: ResolvedChrome = { key: '', value: siteChromeOf(null, null), data: null };
const DEFAULT_JSON = JSON.stringify(DEFAULT_CHROME.value);
let lastChrome: ResolvedChrome | null = null;

/** The chrome of the answers, read once per key (the answers change far less often than pages are asked for). */
function chromeFor(answers: ChromeAnswers | null): ResolvedChrome {
  if (answers === null) return DEFAULT_CHROME;
  if (lastChrome?.key !== answers.key) {
    const value = siteChromeOf(answers.navigation, answers.footer);
    // The browser needs the answers only when they differ from the defaults it carries.
    const data = JSON.stringify(value) === DEFAULT_JSON ? null : JSON.stringify({ navigation: answers.navigation, footer: answers.footer });
    lastChrome = { key: answers.key, value, data };
  }
  return lastChrome;
}

/**
 * What the browser hydrates the header and footer with (startup/read-site-chrome.ts): the answers as
 * JSON, or null when they render as the defaults, so a page of an unchanged site carries nothing more.
 */
export function siteChromeData(answers: ChromeAnswers | null): string | null {
  return chromeFor(answers).data;
}

/**
 * The frame of a page depends on its path (the header's current link) and on the published
 * navigation and footer, and every page request needs one: kept per path and chrome. Only owned
 * paths get here (a remote matched them), and at most MAX_FRAMES of them, so a crawler of odd URLs
 * cannot fill memory.
 */
const MAX_FRAMES = 200;
const frames = new Map<string, string>();

function framedSlot(pathname: string, chrome: ResolvedChrome, language: SiteLanguage | null): string {
  const cacheKey = `${chrome.key}\n${pathname}\n${language ? JSON.stringify(language) : ''}`;
  let frame = frames.get(cacheKey);
  if (frame === undefined) {
    frame = frameHtml(pathname, <div data-page-slot="" />, chrome.value, language);
    if (frames.size >= MAX_FRAMES) frames.clear();
    frames.set(cacheKey, frame);
  }
  return frame;
}

function frameHtml(pathname: string, slot: ReactNode, chrome: SiteChrome, language: SiteLanguage | null): string {
  // A page in another language: its links carry the language's prefix, as the client's router does.
  const base = language ? localeBase(language.languages, language.locale) : '';
  return renderToString(
    <StaticRouter location={`${base}${pathname}`} basename={base || undefined}>
      <SiteLanguageProvider language={language}>
        <SiteChromeProvider chrome={chrome}>
          <SiteLayout>{slot}</SiteLayout>
        </SiteChromeProvider>
      </SiteLanguageProvider>
    </StaticRouter>,
  );
}

/**
 * The facts of the home page's Organization JSON-LD, from the same content the header and footer
 * show (the logo is the header's, the profiles the footer's social links); the gateway reads them
 * from this bundle, which carries the shared content at run time.
 */
export const organization = {
  name: COMPANY_NAME,
  logo: '/favicon.svg',
  sameAs: socialLinks.map((link) => link.url),
};

/** The same facts with the profiles of the published footer, so the JSON-LD names what the footer links to. */
export function organizationOf(answers: ChromeAnswers | null): typeof organization {
  return { ...organization, sameAs: chromeFor(answers).value.footer.socialLinks.map((link) => link.url) };
}
