// The entry of a page remote's server renderer (built per remote by build-renderer.mjs into
// dist/server/render.mjs). It renders the remote's own routes with their own loaders, so the HTML the
// gateway serves is the markup the client's first render produces from the same data: React hydrates it.
// `virtual:pharma-remote-routes` is the remote's src/routes.tsx.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchPath } from '@pharma/shared/router';
import { clearPreloadedContent, configureApiTarget, setPreloadedContent } from '@pharma/shared';
import { routes } from 'virtual:pharma-remote-routes';

/**
 * Each render's API origin and headers (a preview token is one). Per async context, not a module
 * variable: renders overlap in one worker, and one visitor's preview must never leak into another's page.
 */
const requests = new AsyncLocalStorage();
configureApiTarget(() => requests.getStore());

/** Only fixed paths are server-rendered; patterns with parameters or wildcards are left to the client. */
const isFixedPath = (pattern) => !/[:*]/.test(pattern);

/**
 * @param {string} pathname
 * @param {{ apiOrigin: string, headers?: Record<string, string> }} context
 * @returns {Promise<{ html: string, data: unknown, head: { title: string, description: string, image?: string } } | null>}
 *   null when no route of this remote renders at `pathname` (a redirect renders nothing either).
 *   Rejects when the route's loader fails: built-in defaults are never served as published content.
 */
export async function render(pathname, context) {
  const route = routes.find((candidate) => isFixedPath(candidate.path) && matchPath({ path: candidate.path, end: true }, pathname));
  if (!route) return null;
  const target = { origin: context.apiOrigin, headers: { ...context.headers } };
  const data = route.load ? await requests.run(target, () => route.load()) : null;
  const html = renderWith(route, pathname, data);
  if (!html) return null;
  const head = route.meta ? route.meta(route.load ? data : undefined) : { title: '', description: '' };
  return { html, data, head };
}

const LEADING_HINTS = /^(?:<link [^>]*>)+/;

/** renderToString is synchronous: the page-wide slot holds this render's data for exactly its duration. */
function renderWith(route, pathname, data) {
  if (route.load) setPreloadedContent(route.load, data);
  try {
    const html = renderToString(createElement(StaticRouter, { location: pathname }, createElement(route.Component)));
    // Without a document head, React puts its resource hints (image preloads) before the markup. In
    // the page they would sit inside <main>, where the client tree has no such nodes: hydration would
    // fail. The gateway preloads the page's lead image itself.
    return html.replace(LEADING_HINTS, '');
  } finally {
    clearPreloadedContent();
  }
}
