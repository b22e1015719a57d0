// The owning remote's part of a page: its server render of the path (only when a frame will show
// it) and, at the same time, its files for the head.
import { remoteHead } from './remote-head.mjs';
import { renderPage } from './render-page.mjs';
/** @import { RemoteDescriptor } from '@pharma/shared' */
/** @import { ContentReader } from '../content-state.mjs' */
/** @import { RenderedPage, RenderRoute } from '../render/page-renderer.mjs' */
/** @import { PageRequest } from './page-request.mjs' */

/**
 * @typedef {object} RemotePageDeps
 * @property {RenderRoute} renderRoute  render/page-renderer.mjs
 * @property {Pick<ContentReader, 'revision'>} content
 * @property {string} apiOrigin  where the renderer's reads go
 * @property {(remote: RemoteDescriptor, fetchOrigin: string) => Promise<{ styles: string[], scripts: string[] }>} remoteAssets  remote-assets.mjs
 */

/**
 * @param {{ remote: RemoteDescriptor, route: string }} match  route-match.mjs
 * @param {PageRequest} request
 * @param {boolean} framed  whether the shell's frame will show a server render
 * @param {RemotePageDeps} deps
 * @returns {Promise<{ page: RenderedPage | null, tags: string[], preloads: string[] }>}
 */
export async function remotePage(match, { pathname, fetchOrigin, preview }, framed, deps) {
  const rendering = framed ? renderPage(deps, { ...match, pathname, fetchOrigin, preview }) : null;
  const [assets, rendered] = await Promise.all([deps.remoteAssets(match.remote, fetchOrigin), rendering]);
  const page = rendered?.page ?? null;
  return { page, ...remoteHead(match.remote, assets, page?.preload) };
}
