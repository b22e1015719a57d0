// The route's page from its remote's server renderer (render/page-renderer.mjs: the pool, the
// renderer file, the cache and the fallbacks), for the content revision of now.
/** @import { RemoteDescriptor } from '@pharma/shared' */
/** @import { ContentReader } from '../content-state.mjs' */
/** @import { RenderRoute } from '../render/page-renderer.mjs' */

/**
 * A cached render when nothing changed. Only the path reaches the renderer: never the query
 * string, cookies or other request headers; a preview adds its (checked) token, and is never cached.
 * @param {{ renderRoute: RenderRoute, content: Pick<ContentReader, 'revision'>, apiOrigin: string }} deps
 * @param {{ remote: RemoteDescriptor, route: string, pathname: string, fetchOrigin: string, preview: string | null }} page
 */
export async function renderPage({ renderRoute, content, apiOrigin }, { remote, route, pathname, fetchOrigin, preview }) {
  // A render happens once per revision: its reads skip the API's read cache, which another API
  // instance's save may not have reached yet (it follows the stored revision within ~0.5 s).
  const headers = { 'Cache-Control': 'no-cache' };
  if (preview !== null) {
    const context = { apiOrigin, headers: { ...headers, 'X-Preview-Token': preview } };
    return renderRoute({ remote, route, fetchOrigin, pathname, context, preview: true });
  }
  const revision = await content.revision();
  return renderRoute({ remote, route, fetchOrigin, pathname, context: { apiOrigin, headers }, revision });
}
