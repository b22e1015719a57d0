import type { PageMeta } from './contracts.js';

/*
 * A page's default head (the `PageMeta` a route's `meta` returns), worked out from its content. ONE path: the remote's
 * route `meta` (what the gateway serves) and its admin SEO sub-tab's defaults (the "Default: …" hints)
 * both call the remote's meta function, which builds on these helpers, so the hint is what is served.
 */

/** The SEO settings' title limit: a default the administrator copies is a valid title. */
const TITLE_LENGTH = 70;
/** Search engines show about this much of a description; the SEO settings allow up to 200. */
const DESCRIPTION_LENGTH = 160;

/** The named entities rich-text editors write; numeric ones are decoded by number. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
};

function entity(name: string): string {
  if (name[0] !== '#') return ENTITIES[name] ?? `&${name};`;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/**
 * Text of a content field that may hold HTML (rich-text descriptions), on one line. Block ends and
 * <br> become spaces ('<p>One</p><p>Two</p>' reads 'One Two'); inline tags go without one
 * ('<strong>chemistry</strong>.' reads 'chemistry.'). Plain string work: it runs the same on the
 * server renderer and in the admin, and never parses or loads anything.
 */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(?:br|hr|\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|section|tr|td|th))\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (_, name: string) => entity(name))
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` within `max` characters: cut at a word when one ends past half way, with an ellipsis. */
function shortText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

type Candidate = string | null | undefined;

/**
 * A page's default head from its content: the first non-empty title and description candidates
 * (e.g. the hero's, then fixed text), as plain text within the SEO limits (a title of 70
 * characters, a description of a search snippet's 160), and the share image when there is one.
 */
export function pageMeta(titles: readonly Candidate[], descriptions: readonly Candidate[], image?: string | null): PageMeta {
  const title = shortText(titles.map(plainText).find(Boolean) ?? '', TITLE_LENGTH);
  const description = shortText(descriptions.map(plainText).find(Boolean) ?? '', DESCRIPTION_LENGTH);
  const shareImage = image?.trim();
  return shareImage ? { title, description, image: shareImage } : { title, description };
}
