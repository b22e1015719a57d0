import escapeHtml from 'escape-html';
import { parseFragment } from 'parse5';

/*
 * Rich text travels to a translation vendor as XLIFF inline codes: each element of the source's HTML
 * becomes a paired code (<pc id="n">…</pc>) or, when empty, a standalone one (<ph id="n"/>). The tags
 * themselves (with a link's address) never leave: a translated target is rebuilt from the source's
 * tags by id, so what comes back is valid markup whatever the vendor's tool did, and an id the source
 * does not have is refused rather than guessed.
 */

/** The xliff package's inline values: text, or a code by its id (a value of one code may come as the code alone). */
export type InlinePart = string | { Span: { id: string; contents: InlineValue } } | { Standalone: { id: string } };
export type InlineValue = InlinePart[] | InlinePart;

const partsOf = (value: InlineValue): InlinePart[] => (Array.isArray(value) ? value : [value]);

interface SourceTag {
  name: string;
  attrs: Array<{ name: string; value: string }>;
}

interface Node {
  nodeName: string;
  value?: string;
  tagName?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
}

/** The source's HTML as inline parts, with its tags by id. */
export function htmlToInline(html: string): { parts: InlinePart[]; tags: Map<string, SourceTag> } {
  const tags = new Map<string, SourceTag>();
  const walk = (nodes: Node[]): InlinePart[] =>
    nodes.flatMap((node): InlinePart[] => {
      if (node.nodeName === '#text') return [node.value ?? ''];
      if (!node.tagName) return [];
      const id = String(tags.size + 1);
      tags.set(id, { name: node.tagName, attrs: node.attrs ?? [] });
      const children = walk(node.childNodes ?? []);
      return [children.length ? { Span: { id, contents: children } } : { Standalone: { id } }];
    });
  return { parts: walk((parseFragment(html) as unknown as Node).childNodes ?? []), tags };
}

const VOID = new Set(['br', 'hr', 'img', 'wbr']);

/** A target's inline parts as HTML with the source's tags; null when it uses a code the source lacks. */
export function inlineToHtml(value: InlineValue, tags: ReadonlyMap<string, SourceTag>): string | null {
  let html = '';
  for (const part of partsOf(value)) {
    if (typeof part === 'string') {
      html += escapeHtml(part);
      continue;
    }
    const id = 'Span' in part ? part.Span.id : part.Standalone.id;
    const tag = tags.get(id);
    if (!tag) return null;
    const open = `<${tag.name}${tag.attrs.map((attr) => ` ${attr.name}="${escapeHtml(attr.value)}"`).join('')}>`;
    if (VOID.has(tag.name)) {
      html += open;
      continue;
    }
    const inner = 'Span' in part ? inlineToHtml(part.Span.contents, tags) : '';
    if (inner === null) return null;
    html += `${open}${inner}</${tag.name}>`;
  }
  return html;
}

/** The plain text of inline parts (to compare a unit's source with today's). */
export function inlineText(value: InlineValue | undefined): string {
  if (value === undefined) return '';
  return partsOf(value)
    .map((part) => (typeof part === 'string' ? part : 'Span' in part ? inlineText(part.Span.contents) : ''))
    .join('');
}
