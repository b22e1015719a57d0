// The first paint, in place of the template's empty #root: the shell's frame (header, footer) around
// the page's server HTML, followed by the data it was rendered with for the client to hydrate.
import { logLine } from '@pharma/shared/server';
import { pageDataScript, pageLanguageScript, siteChromeScript } from '../render/page-data.mjs';
/** @import { RenderedPage } from '../render/page-renderer.mjs' */

/**
 * The API's answers to GET navigation and footer (null each when it did not answer) and a key of
 * their content (content-state.mjs).
 * @typedef {{ key: string, navigation: unknown, footer: unknown }} ChromeAnswers
 */

/**
 * The published chrome of a page: the answers the frame renders, and their JSON for the browser
 * (null when they render as the defaults the browser carries).
 * @typedef {{ answers: ChromeAnswers | null, data: string | null }} PageChrome
 */

/**
 * The shell's frame renderer (src/frame/render-frame.tsx): the page's HTML inside the frame, or the
 * not-found page when `pageHtml` is null; the header and footer show the chrome's navigation and
 * footer (their defaults without it).
 * @typedef {(pathname: string, pageHtml: string | null, chrome?: ChromeAnswers | null, language?: SiteLanguage | null) => string} RenderFrame
 */
/**
 * The language of the page's path and the site's languages (shell/src/layout/site-language.tsx).
 * @typedef {{ locale: string, languages: import('@pharma/shared/content').PageLanguages }} SiteLanguage
 */

/**
 * Without a frame bundle: an empty #root (the client paints). A path no remote owns gets the frame's
 * not-found page; an owned one whose render failed, the frame around nothing (the client fills it).
 * @param {RenderFrame | null} frame
 * @param {Pick<import('./page-request.mjs').PageRequest, 'pathname' | 'nonce' | 'language' | 'languages'>} request
 * @param {{ owned: boolean, page: RenderedPage | null }} remote
 * @param {PageChrome | null} [chrome]  the published navigation and footer
 */
export function pageRoot(frame, { pathname, nonce, language, languages }, { owned, page }, chrome = null) {
  // The site's languages, for the header's switcher and the client's router (a site of one language has none).
  const siteLanguage = languages.locales.length > 1 ? { locale: language.locale, languages } : null;
  const body = frame ? safeRender(frame, pathname, owned ? (page?.html ?? '') : null, chrome?.answers ?? null, siteLanguage) : '';
  // Data only with its markup: the client hydrates what it finds in #root with it.
  const data = body && page ? pageDataScript(pathname, page.json, nonce, page.mediaJson) : '';
  // The chrome with or without markup: a client-painted page shows the published header and footer too.
  const chromeData = chrome?.data ? siteChromeScript(chrome.data, nonce) : '';
  const languageData = siteLanguage ? pageLanguageScript(JSON.stringify(siteLanguage), nonce) : '';
  return `<div id="root">${body}</div>${data}${chromeData}${languageData}`;
}

/**
 * A frame that throws costs the first paint only (logged): the client still renders the page.
 * @param {RenderFrame} render
 * @param {string} pathname
 * @param {string | null} pageHtml
 * @param {ChromeAnswers | null} chrome
 * @param {SiteLanguage | null} language
 */
function safeRender(render, pathname, pageHtml, chrome, language) {
  try {
    return render(pathname, pageHtml, chrome, language);
  } catch (error) {
    logLine('gateway', 'error', `frame render failed: ${/** @type {Error} */ (error).message}`);
    return '';
  }
}
