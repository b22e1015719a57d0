// The owning remote's part of a page: its server render of the path (only when a frame will show
// it) and, at the same time, its files for the head.
import { remoteHead } from './remote-head.mjs';
/** @import { RemoteDescriptor } from '@pharma/shared' */
/** @import { RenderedPage, RenderResult } from '../render/page-renderer.mjs' */
/** @import { PageRequest } from './page-request.mjs' */
/** @import { PageToRender } from './render-page.mjs' */

/**
 * @typedef {object} RemotePageSources
 * @property {(page: PageToRender) => Promise<RenderResult>} render  the route's server render (render-page.mjs)
 * @property {(remote: RemoteDescriptor, fetchOrigin: string) => Promise<{ styles: string[], scripts: string[] }>} assets
 *   the remote's files for the route (remote-assets.mjs)
 */

/**
 * @param {{ remote: RemoteDescriptor, route: string }} match  route-match.mjs
 * @param {Pick<PageRequest, 'pathname' | 'language' | 'languages' | 'fetchOrigin' | 'preview'>} request
 * @param {boolean} framed  whether the shell's frame will show a server render
 * @param {RemotePageSources} sources
 * @returns {Promise<{ page: RenderedPage | null, tags: string[], preloads: string[] }>}
 */
export async function remotePage(match, { pathname, language, languages, fetchOrigin, preview }, framed, { render, assets }) {
  // The default language's page reads no language: the API answers its own text.
  const locale = language.locale === languages.defaultLocale ? undefined : { tag: language.locale, base: language.base };
  const rendering = framed ? render({ ...match, pathname, locale, fetchOrigin, preview }) : null;
  const [files, rendered] = await Promise.all([assets(match.remote, fetchOrigin), rendering]);
  const page = rendered?.page ?? null;
  return { page, ...remoteHead(match.remote, files, page?.preload) };
}
