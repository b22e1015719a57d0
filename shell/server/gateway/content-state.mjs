// What the gateway reads from the API about the content as a whole, shared by every API instance
// through the store: its revision (the key of the rendered-page cache), the SEO settings of each
// route, the published header navigation and footer, and whether a preview link's token is valid. Revision and settings are kept for less than
// half a second (then revalidated with their ETag), so the request made a second after a save,
// through any gateway and any API instance, already renders the new content.
import { createHash } from 'node:crypto';
import { jsonCache } from './cached-json.mjs';
import { ONLY_DEFAULT_LANGUAGE } from './compose/page-language.mjs';
import { tracedHeaders } from '@pharma/shared/server/trace-context';
/** @import { PageLanguages } from '@pharma/shared/content' */

export const REVISION_PATH = '/api/cms/revision';
export const SEO_PATH = '/api/cms/seo';
export const PREVIEW_TOKEN_PATH = '/api/auth/preview-token';
export const NAVIGATION_PATH = '/api/cms/site/navigation';
export const FOOTER_PATH = '/api/cms/site/footer';
export const LANGUAGES_PATH = '/api/cms/pages/languages';
const FRESH_MS = 400;
/** A token is a JWT: three base64url parts; anything else is refused without asking the API. */
const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const MAX_TOKEN_LENGTH = 2048;

/**
 * The `preview` query parameter of a request URL, or null when there is none.
 * @param {string} url
 */
export function previewTokenOf(url) {
  const query = url.indexOf('?');
  if (query === -1) return null;
  return new URLSearchParams(url.slice(query + 1)).get('preview');
}

/**
 * A route's SEO settings as the API stores them (GET /api/cms/seo): empty fields keep the page's defaults.
 * @typedef {import('./page-head.mjs').PageMeta & { route: string }} SeoEntry
 */

/** @typedef {ReturnType<typeof contentReader>} ContentReader */
/** @typedef {import('./compose/page-root.mjs').ChromeAnswers} ChromeAnswers */

/** @param {string} apiOrigin */
export function contentReader(apiOrigin) {
  const read = jsonCache({ freshMs: FRESH_MS });
  // The API's answers are read defensively below (any shape, or null when it did not answer).
  /** @type {(path: string) => Promise<any>} */
  const api = (path) => read(new URL(path, apiOrigin).href);

  /** The content revision now, or null when the API does not say (then nothing is served from cache). */
  async function revision() {
    const body = await api(REVISION_PATH);
    const value = body?.revision ?? body?.data?.revision;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }

  /**
   * route → its SEO entry; empty when the API does not answer (the pages' own defaults apply).
   * @returns {Promise<Map<string, SeoEntry>>}
   */
  async function seoSettings() {
    const body = await api(SEO_PATH);
    /** @type {SeoEntry[]} what the API should send; each entry's route is checked all the same */
    const list = Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : [];
    return new Map(list.filter((entry) => typeof entry?.route === 'string').map((entry) => [entry.route, entry]));
  }

  /** @type {ChromeAnswers | null} */
  let chrome = null;

  /**
   * The published navigation and footer as the API answered them (null each when it did not: the
   * frame shows the defaults), with a key of their content: the same object while neither changed,
   * so the frame renderer keeps one frame per path and chrome.
   * @returns {Promise<ChromeAnswers>}
   */
  async function siteChrome() {
    const [navigation, footer] = await Promise.all([api(NAVIGATION_PATH), api(FOOTER_PATH)]);
    if (chrome && chrome.navigation === navigation && chrome.footer === footer) return chrome;
    const key = createHash('sha256')
      .update(JSON.stringify([navigation, footer]))
      .digest('base64url');
    chrome = { key, navigation, footer };
    return chrome;
  }

  /** Routes the administrator asked search engines not to list: they leave the sitemap too. */
  async function hiddenRoutes() {
    const settings = await seoSettings();
    return new Set([...settings.values()].filter((entry) => entry.noindex === true).map((entry) => entry.route));
  }

  /**
   * Asked of the API on every preview request (never cached: a revoked or expired token stops at once).
   * @param {string} token
   */
  async function previewValid(token) {
    if (!token || token.length > MAX_TOKEN_LENGTH || !TOKEN.test(token)) return false;
    try {
      const res = await fetch(new URL(PREVIEW_TOKEN_PATH, apiOrigin), {
        headers: tracedHeaders({ 'X-Preview-Token': token }),
        signal: AbortSignal.timeout(2000),
      });
      await res.body?.cancel();
      return res.status === 200;
    } catch {
      return false;
    }
  }

  /**
   * The site's languages and which of them has each route's page; the default language alone when
   * the API does not answer (or answers nonsense): then every other language's path is not found.
   * @returns {Promise<PageLanguages>}
   */
  async function languages() {
    const body = await api(LANGUAGES_PATH);
    const data = body?.data;
    const valid =
      typeof data?.defaultLocale === 'string' &&
      Array.isArray(data.locales) &&
      data.locales.every((/** @type {any} */ locale) => typeof locale?.tag === 'string') &&
      data.routes !== null &&
      typeof data.routes === 'object';
    return valid ? data : ONLY_DEFAULT_LANGUAGE;
  }

  return { revision, seoSettings, siteChrome, hiddenRoutes, previewValid, languages };
}
