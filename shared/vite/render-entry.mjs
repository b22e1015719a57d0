// The entry of a page remote's server renderer (built per remote by build-renderer.mjs into
// dist/server/render.mjs). It renders the remote's own routes with their own loaders, so the HTML the
// gateway serves is the markup the client's first render produces from the same data: React hydrates it.
// `virtual:pharma-remote-routes` is the remote's src/routes.tsx.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchPath } from '@pharma/shared/router';
import { clearPreloadedContent, configureApiTarget, configureMediaScope, setPreloadedContent } from '@pharma/shared';
import { routes } from 'virtual:pharma-remote-routes';
// Types by an @import tag, not an inline import('…') type: comments stay in the built renderer, and
// build-renderer.mjs refuses a renderer whose text imports a package.
/** @import { MediaTable, RemoteRoute } from '@pharma/shared' */

/**
 * Each render's API origin and headers (a preview token is one). Per async context, not a module
 * variable: renders overlap in one worker, and one visitor's preview must never leak into another's page.
 */
/** @type {AsyncLocalStorage<{ origin: string, headers: Record<string, string>, locale?: string, media: MediaTable }>} */
const requests = new AsyncLocalStorage();
configureApiTarget(() => requests.getStore());
// The media records a render's reads brought (variants, alt, focal point): drawn by its markup and
// inlined beside its data, so the client hydrates the same <picture> elements.
configureMediaScope(() => requests.getStore()?.media);

/**
 * Only fixed paths are server-rendered; patterns with parameters or wildcards are left to the client.
 * @param {string} pattern
 */
const isFixedPath = (pattern) => !/[:*]/.test(pattern);

/**
 * @param {string} pathname
 * @param {{ apiOrigin: string, headers?: Record<string, string>, locale?: { tag: string, base: string } }} context  locale: a
 *   page in another language than the default (its reads ask for its text, its links carry its prefix)
 * @returns {Promise<{ html: string, data: unknown, media: object, head: { title: string, description: string, image?: string } } | null>}
 *   null when no route of this remote renders at `pathname` (a redirect renders nothing either).
 *   Rejects when the route's loader fails: built-in defaults are never served as published content.
 */
export async function render(pathname, context) {
  const route = routes.find((candidate) => isFixedPath(candidate.path) && matchPath({ path: candidate.path, end: true }, pathname));
  if (!route) return null;
  const target = { origin: context.apiOrigin, headers: { ...context.headers }, locale: context.locale?.tag, media: {} };
  // Called as the route's method, as before; the cast only restates the check made on this line.
  const data = route.load ? await requests.run(target, () => /** @type {() => Promise<unknown>} */ (route.load)()) : null;
  const html = await oneAtATime(() => requests.run(target, () => renderWith(route, pathname, data, context.locale?.base ?? '')));
  if (!html) return null;
  const head = route.meta ? route.meta(route.load ? data : undefined) : { title: '', description: '' };
  return { html, data, media: target.media, head };
}

/*
 * Renders take turns (their loads do not): the page-wide slot useContent reads holds ONE render's
 * data, and a render that waits for a lazy part (the contact form) reads it again after a pause.
 */
/** @type {Promise<unknown>} */
let queue = Promise.resolve();
/**
 * @template T
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
function oneAtATime(task) {
  const turn = queue.then(task);
  queue = turn.catch(() => undefined);
  return turn;
}

const LEADING_HINTS = /^(?:<link [^>]*>)+/;

/**
 * Waits for every lazy part and Suspense boundary (renderToString would leave their fallbacks, which
 * the client cannot hydrate without an error). Any render error fails the render: the gateway then
 * falls back rather than serve a half page.
 * @param {RemoteRoute} route
 * @param {string} pathname
 * @param {unknown} data  what the route's loader returned (null without one)
 * @param {string} base  the page's language prefix ('' or '/de'): its links carry it
 * @returns {Promise<string>}
 */
async function renderWith(route, pathname, data, base) {
  if (route.load) setPreloadedContent(route.load, data);
  /** @type {unknown[]} */
  const errors = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      createElement(StaticRouter, { location: `${base}${pathname}`, basename: base || undefined }, createElement(route.Component)),
      {
        onError: (error) => void errors.push(error),
        // Every boundary inline, in place: a large one would otherwise be sent after the rest with an
        // inline script to move it (blocked by the page's CSP, and not markup the client can hydrate).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    if (errors.length) throw errors[0];
    // Without a document head, React puts its resource hints (image preloads) before the markup. In
    // the page they would sit inside <main>, where the client tree has no such nodes: hydration would
    // fail. The gateway preloads the page's lead image itself.
    return html.replace(LEADING_HINTS, '');
  } finally {
    clearPreloadedContent();
  }
}
