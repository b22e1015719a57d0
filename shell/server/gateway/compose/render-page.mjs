// The route's page from its remote's server renderer (render/page-renderer.mjs: the pool, the
// renderer file, the cache and the fallbacks), for the content revision of now.
/** @import { RemoteDescriptor } from '@pharma/shared' */
/** @import { ContentReader } from '../content-state.mjs' */
/** @import { RenderResult, RenderRoute } from '../render/page-renderer.mjs' */

/**
 * The page to render: the route's remote and the pattern that matched (route-match.mjs), and what
 * the request says (page-request.mjs).
 * @typedef {{ remote: RemoteDescriptor, route: string, pathname: string, locale?: PageLocale, fetchOrigin: string, preview: string | null }} PageToRender
 */
/**
 * A page in a language other than the default: its tag (the API's `?locale=`) and its paths' prefix.
 * @typedef {{ tag: string, base: string }} PageLocale
 */

/**
 * What a render needs of the gateway: the render pool's renderer, the content revision now, and
 * where the renderer's reads go.
 * @typedef {{ renderRoute: RenderRoute, content: Pick<ContentReader, 'revision'>, apiOrigin: string }} RenderSources
 */

/**
 * A cached render when nothing changed. Only the path reaches the renderer: never the query
 * string, cookies or other request headers; a preview adds its (checked) token, and is never cached.
 * @param {RenderSources} sources
 * @param {PageToRender} page
 * @returns {Promise<RenderResult>}
 */
export async function renderPage({ renderRoute, content, apiOrigin }, { remote, route, pathname, locale, fetchOrigin, preview }) {
  // A render happens once per revision: its reads skip the API's read cache, which another API
  // instance's save may not have reached yet (it follows the stored revision within ~0.5 s).
  const headers = { 'Cache-Control': 'no-cache' };
  if (preview !== null) {
    const context = { apiOrigin, headers: { ...headers, 'X-Preview-Token': preview }, locale };
    return renderRoute({ remote, route, fetchOrigin, pathname, context, preview: true });
  }
  const revision = await content.revision();
  return renderRoute({ remote, route, fetchOrigin, pathname, context: { apiOrigin, headers, locale }, revision });
}
