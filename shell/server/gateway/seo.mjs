// What the gateway tells search engines: robots.txt, sitemap.xml (built from the runtime remote
// list, so a new remote's routes appear with no gateway change), noindex on the admin and the
// Organization JSON-LD of the home page.
import { isAdminPath } from '@pharma/shared/server/security-headers';
import { logLine } from '@pharma/shared/server';
import { pageInLanguage } from '@pharma/shared/content';
import { scriptSafeJson } from './render/page-data.mjs';
import { ONLY_DEFAULT_LANGUAGE } from './compose/page-language.mjs';
/** @import { PageLanguages } from '@pharma/shared/content' */

/** Robots and sitemap change rarely; crawlers may keep them for five minutes. */
export const SEO_CACHE_CONTROL = 'public, max-age=300';
/** The API read of each route's newest published change (a seam: the sitemap works without it). */
export const PAGES_UPDATED_PATH = '/api/cms/pages/updated';

/**
 * PUBLIC_URL, checked once at startup: an http(s) origin (a path is kept, a trailing slash dropped).
 * A wrong value is an operator's mistake worth stopping for, not something to guess around.
 * @param {string | undefined} value
 */
export function parsePublicUrl(value) {
  if (!value) return undefined;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be http(s): ${JSON.stringify(value)}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The site's absolute URL: PUBLIC_URL when set; else this gateway's own address on the port it
 * listens on. Never the request's Host (or X-Forwarded-Host): the client chooses those, and what
 * goes into the sitemap, robots.txt, canonical links and JSON-LD must not be the client's to choose
 * (a cache or a crawler would keep a page pointing at another site).
 * @param {string | undefined} publicUrl  parsePublicUrl's
 * @param {number} port
 */
export function siteUrl(publicUrl, port) {
  return publicUrl ?? `http://localhost:${port}`;
}

/** @param {string} base  the site's absolute URL */
export function robotsTxt(base) {
  return ['User-agent: *', 'Disallow: /admin', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/** @type {Record<string, string>} */
const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** @param {unknown} text */
export function escapeXml(text) {
  return String(text).replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/**
 * The exact, public routes of the remote list: no wildcard, no parameter, no admin.
 * @param {unknown} list  the remote list as read from its file (any entry of another shape adds nothing)
 * @returns {string[]}
 */
export function publicRoutes(list) {
  /** @type {Set<string>} */
  const routes = new Set();
  for (const remote of Array.isArray(list) ? list : []) {
    for (const route of Array.isArray(remote?.routes) ? remote.routes : []) {
      if (typeof route !== 'string' || !route.startsWith('/') || /[*:]/.test(route) || isAdminPath(route)) continue;
      routes.add(route);
    }
  }
  return [...routes];
}

/**
 * @param {string[]} routes
 * @param {string} base  the site's absolute URL
 * @param {Record<string, unknown>} updated  route → ISO date of its newest published change
 * @param {PageLanguages} [languages]  the site's languages and the routes each has (content-state.mjs)
 */
export function sitemapXml(routes, base, updated = {}, languages = ONLY_DEFAULT_LANGUAGE) {
  const urls = routes.flatMap((route) => {
    const lastmod = validDate(updated[route]);
    const { alternates } = pageInLanguage(languages, languages.defaultLocale, route);
    // Each language's page is a URL of its own, naming all of them (and x-default) when there are several.
    const links =
      alternates.length < 2
        ? ''
        : [...alternates, { tag: 'x-default', path: route }]
            .map(({ tag, path }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(tag)}" href="${escapeXml(absolute(base, path))}"/>`)
            .join('');
    return alternates.map(({ path }) => `  <url><loc>${escapeXml(absolute(base, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`);
  });
  const xhtml = urls.some((url) => url.includes('<xhtml:link')) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * @param {string} base
 * @param {string} path
 */
function absolute(base, path) {
  return `${base}${path === '/' ? '/' : path}`;
}

/** @param {unknown} value */
function validDate(value) {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * Each route's last change, read from the API through the gateway's short-lived JSON cache
 * (`jsonCache()` of cached-json.mjs). The API down or answering nonsense: an empty map, so the
 * sitemap simply has no lastmod.
 * @param {(url: string) => Promise<unknown>} cachedJson
 * @param {string} apiOrigin
 * @returns {Promise<Record<string, unknown>>}
 */
export async function pageDates(cachedJson, apiOrigin) {
  const body = await cachedJson(new URL(PAGES_UPDATED_PATH, apiOrigin).href);
  // The dates themselves, or an envelope holding them in `data`.
  const answer = body && typeof body === 'object' && !Array.isArray(body) ? /** @type {Record<string, unknown>} */ (body) : null;
  const dates = answer ? (/** @type {Record<string, unknown> | undefined} */ (answer.data) ?? answer) : null;
  if (!dates) logLine('gateway', 'warn', 'page dates unavailable: the sitemap goes out without lastmod');
  return dates ?? {};
}

/**
 * The home page's Organization JSON-LD, safe inside a script element (scriptSafeJson).
 * @param {{ name: string, logo: string, sameAs: string[] }} organization  logo: a site path
 * @param {string} base  the site's absolute URL
 */
export function organizationJsonLd(organization, base) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    url: `${base}/`,
    logo: new URL(organization.logo, `${base}/`).href,
    sameAs: organization.sameAs,
  };
  return scriptSafeJson(JSON.stringify(data));
}
