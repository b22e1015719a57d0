// The page pipeline: one request's HTML from the shell's template, stage by stage. Each stage is a
// small function of its own file in this folder, with its own test (shell/src/compose/).
import { fillTemplate, parkedPreloads } from './fill-template.mjs';
import { importMapScript } from './import-map.mjs';
import { pageRoot } from './page-root.mjs';
import { publicHead } from './public-head.mjs';
import { remotePage } from './remote-page.mjs';
import { matchRoute } from './route-match.mjs';
import { siteHead } from './site-head.mjs';
/** @import { ContentReader } from '../content-state.mjs' */
/** @import { PageRequest } from './page-request.mjs' */
/** @import { RenderFrame } from './page-root.mjs' */
/** @import { RemotePageDeps } from './remote-page.mjs' */
/** @import { ShellTemplate } from './shell-template.mjs' */
/** @import { Organization } from './site-head.mjs' */

/**
 * @typedef {RemotePageDeps & {
 *   renderFrame: () => Promise<RenderFrame | null>,
 *   content: Pick<ContentReader, 'revision' | 'seoSettings'>,
 *   organization: Organization | null,
 *   base: string,
 *   reportSample?: number,
 *   reportKey?: Buffer | null,
 * }} ComposeDeps
 *   renderFrame: the shell's frame bundle, null without one (the client paints); organization: the
 *   home page's JSON-LD facts; base: the site's absolute URL.
 */

/**
 * The route's remote (route-match), the head every page gets (site-head: the request's remote
 * list; import-map: its entries' integrity), the remote's server render and files (remote-page), the
 * first paint (page-root), the page's own head (public-head), spliced into the template
 * (fill-template) with the module preloads parked.
 * @param {PageRequest} request  page-request.mjs
 * @param {ShellTemplate} template  shell-template.mjs
 * @param {ComposeDeps} deps
 * @returns {Promise<{ html: string, found: boolean }>}  found: a remote owns the path (else the not-found page)
 */
export async function composePage(request, template, deps) {
  const match = matchRoute(request.remotes.list, request.pathname);
  const site = siteHead(request, deps);
  const frame = await deps.renderFrame();
  const remote = match ? await remotePage(match, request, frame !== null, deps) : { page: null, tags: [], preloads: [] };
  const owned = match !== null;
  const root = pageRoot(frame, request, { owned, page: remote.page });
  const ownHead = await publicHead(
    { ...request, owned },
    { template, page: remote.page, content: deps.content, base: deps.base, siteName: deps.organization?.name },
  );
  const { template: html, preloads } = ownHead ? template.forPageHead : template.plain;
  return {
    html: fillTemplate(html, {
      headStart: importMapScript(request.remotes.list, request.nonce),
      head: ownHead + [...site, ...remote.tags].join(''),
      root,
      bodyEnd: parkedPreloads([...preloads, ...remote.preloads]),
    }),
    found: owned,
  };
}
