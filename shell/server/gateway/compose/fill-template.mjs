// The last stage of a page: the shell's index.html with the composed parts spliced in at its own
// markers, and the parked module preloads.

const ROOT = '<div id="root"></div>';
/** The document's opening tag, whose lang and dir a page in another language replaces. */
const HTML_TAG = /<html\b[^>]*>/i;

/** The <template> holding the parked module preloads (the shell's main.ts reads it by this id). */
export const SCRIPT_PRELOADS_ID = 'script-preloads';

/**
 * The page from the shell's index.html by splicing at its own markers (found in that trusted file,
 * never in inserted text): what must come before any script (the import map) before the head's first
 * `<script` (after its meta charset and the like), the head's tags before `</head>`, the page in place of the empty #root, the parked preloads before `</body>`. Nothing inserted is read again, so no text an editor saved
 * (`$&`, `$\``, `</head>`, `</script>`) can move, repeat or cut the page. A marker the file lacks
 * (another app's index.html behind this gateway) gets nothing: that part of the page is left as the file has it.
 * @param {string} template
 * @param {{ htmlTag?: string, headStart?: string, head?: string, root?: string, bodyEnd?: string }} parts
 *   htmlTag: in place of the file's `<html …>` (the page's language and direction)
 */
export function fillTemplate(template, { htmlTag, headStart = '', head = '', root = ROOT, bodyEnd = '' }) {
  const htmlAt = HTML_TAG.exec(template);
  const headAt = template.indexOf('</head>');
  const scriptAt = template.indexOf('<script');
  const startAt = scriptAt >= 0 && scriptAt < headAt ? scriptAt : headAt;
  const rootAt = template.indexOf(ROOT, Math.max(headAt, 0));
  const bodyAt = template.lastIndexOf('</body>');
  const cuts = [
    { at: htmlTag && htmlAt ? htmlAt.index : -1, insert: htmlTag ?? '', drop: htmlAt?.[0].length ?? 0 },
    { at: startAt, insert: headStart, drop: 0 },
    { at: headAt, insert: head, drop: 0 },
    { at: rootAt, insert: root, drop: ROOT.length },
    { at: bodyAt >= rootAt + ROOT.length ? bodyAt : -1, insert: bodyEnd, drop: 0 },
  ].filter((cut) => cut.at >= 0);
  let html = '';
  let from = 0;
  for (const cut of cuts) {
    html += template.slice(from, cut.at) + cut.insert;
    from = cut.at + cut.drop;
  }
  return html + template.slice(from);
}

/**
 * The <template> of the parked module preloads, low priority (nothing when there are none): the
 * lead image may still be loading when the shell's entry moves them into the head.
 * @param {string[]} links  `<link rel="modulepreload" …>` tags
 */
export function parkedPreloads(links) {
  if (!links.length) return '';
  const low = links.map((link) => link.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
  return `<template id="${SCRIPT_PRELOADS_ID}">${low.join('')}</template>`;
}
