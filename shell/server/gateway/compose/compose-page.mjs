// The page pipeline: one request's HTML from the shell's template, stage by stage. Each stage is a
// small function of its own file in this folder, with its own test beside it, and gets only what it
// uses: the pipeline's sources are grouped by the stage that reads them.
import { fillTemplate, parkedPreloads } from './fill-template.mjs';
import { importMapScript } from './import-map.mjs';
import { alternateLinks, htmlTag } from './page-language.mjs';
import { pageRoot } from './page-root.mjs';
import { publicHead } from './public-head.mjs';
import { remotePage } from './remote-page.mjs';
import { matchRoute } from './route-match.mjs';
import { siteHead } from './site-head.mjs';
/** @import { ContentReader } from '../content-state.mjs' */
/** @import { PageChrome } from './page-root.mjs' */
/** @import { PageRequest } from './page-request.mjs' */
/** @import { RenderFrame } from './page-root.mjs' */
/** @import { RemotePageSources } from './remote-page.mjs' */
/** @import { ShellTemplate } from './shell-template.mjs' */
/** @import { SiteSettings } from './site-head.mjs' */

/**
 * What the pipeline reads besides the request and the template, by the stage that reads it.
 * @typedef {object} PageSources
 * @property {() => Promise<RenderFrame | null>} frame  the shell's frame renderer (page-root), null
 *   without a frame bundle (the client paints)
 * @property {RemotePageSources} remote  the route's remote: its render and its files (remote-page)
 * @property {SiteSettings} site  the head every page gets (site-head); its base and organization's
 *   name also name the page in its own head (public-head)
 * @property {Pick<ContentReader, 'seoSettings'>} seo  the administrator's SEO settings (public-head)
 * @property {() => Promise<PageChrome | null>} [chrome]  the published header navigation and footer
 *   (page-root); without it the frame shows their defaults
 */

/**
 * The route's remote (route-match), the head every page gets (site-head: the request's remote
 * list; import-map: its entries' integrity), the remote's server render and files (remote-page), the
 * first paint (page-root), the page's own head (public-head), spliced into the template
 * (fill-template) with the module preloads parked.
 * @param {PageRequest} request  page-request.mjs
 * @param {ShellTemplate} template  shell-template.mjs
 * @param {PageSources} sources
 * @returns {Promise<{ html: string, found: boolean }>}  found: a remote owns the path (else the not-found page)
 */
export async function composePage(request, template, sources) {
  // A language that shows only translated pages, without a translation of this one, has no such page.
  const match = request.language.lang === null ? null : matchRoute(request.remotes.list, request.pathname);
  const site = siteHead(request, sources.site);
  const [frame, chrome] = await Promise.all([sources.frame(), sources.chrome?.() ?? null]);
  const remote = match ? await remotePage(match, request, frame !== null, sources.remote) : { page: null, tags: [], preloads: [] };
  const owned = match !== null;
  const root = pageRoot(frame, request, { owned, page: remote.page }, chrome);
  const ownHead = await publicHead(
    { ...request, owned },
    { template, page: remote.page, content: sources.seo, base: sources.site.base, siteName: sources.site.organization?.name },
  );
  const alternates = owned ? alternateLinks(request.language, request.languages.defaultLocale, sources.site.base) : '';
  const { template: html, preloads } = ownHead ? template.forPageHead : template.plain;
  return {
    html: fillTemplate(html, {
      htmlTag: htmlTag(request.language.lang ?? request.languages.defaultLocale),
      headStart: importMapScript(request.remotes.list, request.nonce),
      head: ownHead + alternates + [...site, ...remote.tags].join(''),
      root,
      bodyEnd: parkedPreloads([...preloads, ...remote.preloads]),
    }),
    found: owned,
  };
}
