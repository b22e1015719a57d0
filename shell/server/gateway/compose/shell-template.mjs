// The shell's index.html, the template of every page: read by the gateway itself, once per change
// of the file, and prepared then (its module preloads parked, its own title and description taken
// out for pages that bring theirs), so a request only splices (fill-template.mjs).
import { readFile, stat } from 'node:fs/promises';
import { withoutSiteMeta } from '../page-head.mjs';

/**
 * index.html prepared: `html` as built (its site title and description: siteMeta), and two ready
 * templates with their module preloads parked: `plain` keeps the site's title and description,
 * `forPageHead` has them out for a page that brings its own head (public-head.mjs).
 * @typedef {{ template: string, preloads: string[] }} Parked
 * @typedef {{ html: string, plain: Parked, forPageHead: Parked }} ShellTemplate
 */

/**
 * The page is painted from its HTML, so the scripts that will hydrate it wait until it is: their
 * module preloads are parked in an inert <template> that the shell's entry moves into the head after
 * the first frame (shell/src/main.ts). Left in the head, the browser fetches AND compiles them while
 * it should be painting: at 4x CPU that made /contact's published heading appear 1.25x later than
 * the same page without scripts (1.05x once parked).
 * @param {string} template
 * @returns {Parked}
 */
export function parkScriptPreloads(template) {
  /** @type {string[]} */
  const preloads = [];
  const rest = template.replace(/<link rel="modulepreload"[^>]*>\n?/g, (link) => {
    preloads.push(link.trim());
    return '';
  });
  return { template: rest, preloads };
}

/**
 * @param {string} html  index.html as built
 * @returns {ShellTemplate}
 */
export function prepareTemplate(html) {
  return { html, plain: parkScriptPreloads(html), forPageHead: parkScriptPreloads(withoutSiteMeta(html)) };
}

/**
 * Reads `file` again only when its mtime or size changed (a redeploy of the shell); null while it
 * is missing or unreadable (pages then answer 404, as with no shell deployed).
 * @param {string} file  the shell's dist/index.html
 * @returns {() => Promise<ShellTemplate | null>}
 */
export function shellTemplate(file) {
  /** @type {{ version: string, template: ShellTemplate | null }} */
  let cached = { version: '', template: null };
  return async () => {
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    const version = `${stats.mtimeMs}:${stats.size}`;
    if (version !== cached.version) {
      const html = await readFile(file, 'utf8').catch(() => null);
      if (html === null) return null; // removed between the two reads: as if missing
      cached = { version, template: prepareTemplate(html) };
    }
    return cached.template;
  };
}
