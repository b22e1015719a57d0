// Which language a public page is served in. The default language keeps the spec's paths; another
// one lives under its lower-case tag (`/de/about`), and serves the route's page in its own text when
// it has a published translation, else in its fallback's (and then says so: lang, canonical and
// hreflang name the language the text is really in), or not at all ("only translated pages": 404).
import { defaultLanguageSettings, localeOfPath, textDirection } from '@pharma/shared/content';
import { isAdminPath } from '@pharma/shared/server/security-headers';
import { canonicalPath } from './route-match.mjs';
import { escapeHtml } from '../page-head.mjs';
import { pageInLanguage } from '@pharma/shared/content';
/** @import { PageInLanguage, PageLanguages } from '@pharma/shared/content' */

/** Without an answer from the API: the default language alone, which has every page. */
export const ONLY_DEFAULT_LANGUAGE = Object.freeze({ ...defaultLanguageSettings, routes: {} });

/**
 * What a page request says of its language (page-request.mjs): the route's path, the path's
 * language with its alternates, and the site's languages.
 * @param {PageLanguages} languages
 * @param {string} locale  the path's (locatePath)
 * @param {string} path  the route's path
 */
export function pageLanguage(languages, locale, path) {
  return { pathname: path, language: pageInLanguage(languages, locale, path), languages };
}

/**
 * A request's path split into its language and the route's path, and the one spelling of the whole
 * (`/DE/About/` → `/de/about`; other spellings are redirected to it).
 * @param {PageLanguages} languages
 * @param {string} pathname
 * @param {unknown[]} list  the remote list
 * @returns {{ locale: string, path: string, canonical: string }}
 */
export function locatePath(languages, pathname, list) {
  const located = localeOfPath(languages, pathname);
  // The dashboard is in no language's paths: /de/admin is not found.
  const { locale, path, base } = isAdminPath(located.path) ? { locale: languages.defaultLocale, path: pathname, base: '' } : located;
  const rest = canonicalPath(path, list);
  const prefix = base.toLowerCase();
  return { locale, path: rest, canonical: prefix && rest === '/' ? prefix : `${prefix}${rest}` };
}

/**
 * The page's `<html>` tag: the language its text is in, and its direction.
 * @param {string} lang
 */
export function htmlTag(lang) {
  return `<html lang="${escapeHtml(lang)}" dir="${textDirection(lang)}">`;
}

/**
 * The hreflang alternates of a page that more than one language has, and x-default (the default
 * language's page, for every visitor whose language the site does not have).
 * @param {PageInLanguage} language
 * @param {string} defaultLocale
 * @param {string} base  the site's absolute URL
 */
export function alternateLinks(language, defaultLocale, base) {
  if (language.alternates.length < 2) return '';
  const href = (/** @type {string} */ path) => escapeHtml(`${base}${path}`);
  const links = language.alternates.map(({ tag, path }) => `<link rel="alternate" hreflang="${escapeHtml(tag)}" href="${href(path)}">`);
  const fallback = language.alternates.find((alternate) => alternate.tag === defaultLocale);
  if (fallback) links.push(`<link rel="alternate" hreflang="x-default" href="${href(fallback.path)}">`);
  return links.join('');
}

/**
 * Where the text a page shows lives: its own path when its language has the page, else the page of
 * the language it falls back to (a German page nobody translated is a copy of the English one).
 * @param {PageInLanguage} language
 */
export function canonicalPathOf(language) {
  return language.alternates.find((alternate) => alternate.tag === language.lang)?.path ?? null;
}
