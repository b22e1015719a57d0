// The <head> of one public page as search engines and link previews read it: its own title,
// description, canonical URL, Open Graph and Twitter card tags, and robots when it must stay out of
// the index. The page's remote gives the defaults (from its content); the administrator's SEO
// settings for the route, when present, win field by field.

/** What a page says about itself: the remote renderer's `head`, or the SEO settings of its route. */
/** @typedef {{ title?: string, description?: string, image?: string, noindex?: boolean }} PageMeta */

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** @param {unknown} text */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Search results cut titles near 60 characters and descriptions near 160; longer text is trimmed at a word. */
const TITLE_MAX = 70;
const DESCRIPTION_MAX = 200;

/**
 * @param {string | undefined} text
 * @param {number} max
 */
function clip(text, max) {
  const clean = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * The first non-empty string: an empty SEO field means "use the page's default".
 * @param {...(string | undefined)} values
 */
function pick(...values) {
  return values.find((value) => typeof value === 'string' && value.trim() !== '') ?? '';
}

/**
 * The page's meta: the SEO settings' fields over the remote's defaults over the site's own
 * (index.html's title and description, for pages whose remote gives none).
 * @param {{ page?: PageMeta | null, seo?: PageMeta | null, site: { name: string, title: string, description: string } }} sources
 */
export function resolveMeta({ page, seo, site }) {
  const pageTitle = pick(page?.title);
  // A page title that already names the site ('About Auralis Life Sciences') is not suffixed again.
  // The site's name is added only when it fits whole: a result's title is cut near 70 characters.
  const suffixed = `${pageTitle} | ${site.name}`;
  const named = pageTitle && (pageTitle.includes(site.name) || suffixed.length > TITLE_MAX ? pageTitle : suffixed);
  const title = pick(seo?.title) || (pageTitle === site.name ? site.title : named || site.title);
  return {
    title: clip(title, TITLE_MAX),
    description: clip(pick(seo?.description, page?.description, site.description), DESCRIPTION_MAX),
    image: pick(seo?.image, page?.image),
    noindex: seo?.noindex === true,
  };
}

/**
 * The tags, as one HTML string. `base` is the site's absolute URL (PUBLIC_URL or the request's
 * checked Host); relative image paths become absolute because link previews need them so.
 * @param {ReturnType<typeof resolveMeta>} meta
 * @param {{ base: string, pathname: string, siteName: string, noindex?: boolean }} page
 */
export function headTags(meta, { base, pathname, siteName, noindex = false }) {
  const url = `${base}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const image = meta.image ? absolute(meta.image, base) : '';
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
  ];
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`, `<meta name="twitter:image" content="${escapeHtml(image)}">`);
  if (meta.noindex || noindex) tags.push('<meta name="robots" content="noindex">');
  return tags.join('');
}

/**
 * @param {string} image  a path of the site or an absolute URL
 * @param {string} base
 */
function absolute(image, base) {
  try {
    return new URL(image, `${base}/`).href;
  } catch {
    return '';
  }
}

const TITLE_TAG = /<title>([\s\S]*?)<\/title>/;
const DESCRIPTION_TAG = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

/**
 * The site's own title and description, from the shell's index.html (the fallback of every page);
 * without a name given, the part of the title before its first ` | `.
 * @param {string} html  the shell's index.html
 * @param {string} [siteName]
 */
export function siteMeta(html, siteName) {
  const title = unescapeHtml(TITLE_TAG.exec(html)?.[1] ?? siteName ?? '');
  return {
    name: siteName ?? title.split(' | ')[0],
    title,
    description: unescapeHtml(DESCRIPTION_TAG.exec(html)?.[1] ?? ''),
  };
}

/**
 * index.html without its own title and description: the page's tags take their place.
 * @param {string} html
 */
export function withoutSiteMeta(html) {
  return html.replace(TITLE_TAG, '').replace(DESCRIPTION_TAG, '');
}

/** @param {string} text */
function unescapeHtml(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
