import type { PageMeta } from './contracts.js';

/** Search engines show about this much of a description; the SEO settings allow up to 200. */
const DESCRIPTION_LENGTH = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Text of a content field that may hold HTML (rich-text descriptions), on one line. */
export function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

function summary(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A page's default head from its content: the first non-empty title and description candidates
 * (e.g. the hero's, then fixed text), as plain text, the description cut to a snippet's length.
 */
export function pageMeta(titles: (string | undefined)[], descriptions: (string | undefined)[], image?: string): PageMeta {
  const title = titles.map(plainText).find(Boolean) ?? '';
  const description = summary(descriptions.map(plainText).find(Boolean) ?? '');
  return image ? { title, description, image } : { title, description };
}
