import {
  clearPreloadedContent,
  getRemoteList,
  loadRemoteModule,
  registerMedia,
  remoteForPath,
  setPreloadedContent,
  type RemoteRoutesModule,
} from '@pharma/shared';
import { matchPath } from 'react-router-dom';

/** What the gateway inlines after #root when it served server-rendered HTML. */
export interface PageData {
  path: string;
  data: unknown;
  /** The media records the server drew the page's images with (variants, alt, focal point). */
  media?: unknown;
}

/** The inlined data when it belongs to the page being shown, else undefined (render on the client). */
export function readPageData(doc: Document = document, pathname = window.location.pathname): PageData | undefined {
  const text = doc.getElementById('page-data')?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PageData> | null;
    return value && value.path === pathname ? { path: value.path, data: value.data, media: value.media } : undefined;
  } catch (error) {
    console.error('Ignoring unreadable #page-data', error);
    return undefined;
  }
}

let hydratedPath: string | undefined;

/**
 * Gets the page ready to hydrate: its remote's routes loaded (however long that takes: the server's
 * HTML is on screen meanwhile, so there is no blank to cover) and the inlined data put where the
 * route's `useContent` finds it. False when the remote cannot be loaded: render on the client then.
 */
export async function prepareHydration(page: PageData): Promise<boolean> {
  const remote = remoteForPath(getRemoteList(), page.path);
  if (!remote) return false;
  let routes: RemoteRoutesModule;
  try {
    routes = await loadRemoteModule<RemoteRoutesModule>(remote.name, './routes');
  } catch {
    return false;
  }
  const route = routes.routes.find((candidate) => matchPath(candidate.path, page.path));
  if (route?.load) setPreloadedContent(route.load, page.data);
  registerMedia(page.media);
  hydratedPath = page.path;
  return true;
}

/**
 * Forgets the inlined data once the visitor is on another path, so coming back to the hydrated page
 * loads fresh content. Called while rendering, before the routes below it render: the next page's
 * `useContent` must not start from it (an effect would run too late).
 */
export function forgetPageDataUnlessOn(pathname: string): void {
  if (hydratedPath !== undefined && pathname !== hydratedPath) {
    clearPreloadedContent();
    hydratedPath = undefined;
  }
}
