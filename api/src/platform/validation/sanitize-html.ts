import { FilterXSS } from 'xss';

/** Basic formatting, lists and links: all the HTML the rich-text fields need. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  span: [],
  ul: [],
  ol: [],
  li: [],
  h3: [],
  h4: [],
  blockquote: [],
  a: ['href', 'target', 'rel'],
};

/**
 * Allow-list sanitizer for the fields the pages render as HTML (descriptions, addresses). Tags not
 * listed are dropped (their text kept), script/style bodies removed entirely, event handlers and
 * styles never survive, and link targets only keep http(s), mailto, tel and same-site addresses.
 */
const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'],
  allowCommentTag: false,
  css: false,
  onTagAttr: (tag, name, value) => {
    if (tag === 'a' && name === 'target') return value === '_blank' || value === '_self' ? `target="${value}"` : '';
    if (tag === 'a' && name === 'href' && /^\s*data:/i.test(value)) return '';
    return undefined; // default handling: allow-listed attributes, unsafe URLs emptied
  },
});

export function sanitizeRichText(value: unknown): unknown {
  return typeof value === 'string' ? filter.process(value) : value;
}
