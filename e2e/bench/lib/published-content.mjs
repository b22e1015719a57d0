// "Published content" for bench:web: before measuring, the page's visible heading (its one <h1>) is
// changed through the real API, as an administrator would, to a marker text no build has ever seen.
// A page that paints that marker shows what is published; one that paints anything else first
// painted stale content. Everything changed here is put back by `restore()`.
import { apiClient } from './admin-api.mjs';

/** @typedef {ReturnType<typeof apiClient>} ApiClient */

/**
 * The first slide a visitor sees: active, lowest order (the hero slider's h1 shows it first).
 * @param {{ id: string, title: string, isActive?: boolean, order?: number }[]} slides  GET /api/cms/home/slides
 */
function firstSlide(slides) {
  const visible = slides.filter((s) => s.isActive !== false).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  if (!visible.length) throw new Error('the home page has no active hero slide to edit');
  return visible[0];
}

/**
 * Per measured route: where its h1 text lives in the API, how to read it, write a marker and put it back.
 * `publicPath` is the visitors' read of the same content, polled until the edit is published there.
 * @type {Record<string, { label: string, publicPath: string, read: (api: ApiClient) => Promise<{ path: string, field: string, value: string }> }>}
 */
export const HEADINGS = {
  '/': {
    label: 'home hero slide 1 title',
    publicPath: '/api/cms/home/slides',
    async read(api) {
      const slide = firstSlide(await api.call('GET', '/api/cms/home/slides'));
      return { path: `/api/cms/home/slides/${slide.id}`, field: 'title', value: slide.title };
    },
  },
  '/about': {
    label: 'About hero title',
    publicPath: '/api/cms/about/hero',
    read: async (api) => ({ path: '/api/cms/about/hero', field: 'title', value: (await api.call('GET', '/api/cms/about/hero')).title }),
  },
  '/products': {
    label: 'Products hero title, first line',
    publicPath: '/api/cms/products/hero',
    async read(api) {
      const hero = await api.call('GET', '/api/cms/products/hero');
      // An inactive hero is replaced by a fixed title: editing it would change nothing a visitor sees.
      if (hero.isActive === false) throw new Error('the Products hero is inactive: its title is not on the page');
      return { path: '/api/cms/products/hero', field: 'titleLine1', value: hero.titleLine1 };
    },
  },
  '/contact': {
    label: 'Contact hero title',
    publicPath: '/api/cms/contact/hero',
    read: async (api) => ({ path: '/api/cms/contact/hero', field: 'title', value: (await api.call('GET', '/api/cms/contact/hero')).title }),
  },
};

/**
 * A heading no build or earlier run has seen, about as long as a real one (so the layout stays comparable).
 * @param {string} route
 * @param {string} stamp
 */
function markerFor(route, stamp) {
  const name = route === '/' ? 'Home' : route.slice(1, 2).toUpperCase() + route.slice(2);
  return `Published ${name} ${stamp}`;
}

/**
 * Resolves once a visitor's (unauthenticated) read of `path` carries `marker`; the API may cache public reads briefly.
 * @param {string} apiURL
 * @param {string} path
 * @param {string} marker
 */
async function waitUntilPublic(apiURL, path, marker, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const body = await fetch(`${apiURL}${path}`, { headers: { 'Cache-Control': 'no-cache' } }).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    if (body.includes(marker)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the edit of ${path} was not readable by visitors within ${timeoutMs / 1000} s`);
}

/**
 * A route's published marker heading: its text, the heading it replaced, which content it is.
 * @typedef {{ text: string, original: string, label: string }} Marker
 */

/**
 * Publishes a marker heading on every route of `routes` that has one (others are left alone) and
 * answers `{ markers: { [route]: { text, original, label } }, restore }`. `restore()` puts back every
 * original that was changed, even when a later edit failed; call it in a finally.
 * @param {string} apiURL
 * @param {string[]} routes
 * @returns {Promise<{ markers: Record<string, Marker>, restore: () => Promise<void> }>}
 */
export async function publishMarkers(apiURL, routes) {
  const api = apiClient(apiURL);
  const stamp = Date.now().toString(36);
  /** @type {Record<string, Marker>} */
  const markers = {};
  /** @type {{ path: string, field: string, value: string }[]} */
  const changed = [];
  const restore = async () => {
    /** @type {string[]} */
    const failures = [];
    for (const { path, field, value } of changed.splice(0).reverse()) {
      await api.call('PUT', path, { [field]: value }).catch((error) => failures.push(error.message));
    }
    if (failures.length) throw new Error(`could not restore the published content: ${failures.join('; ')}`);
  };
  try {
    for (const route of routes.filter((r) => HEADINGS[r])) {
      const heading = HEADINGS[route];
      const original = await heading.read(api);
      const text = markerFor(route, stamp);
      await api.call('PUT', original.path, { [original.field]: text });
      changed.push(original);
      await waitUntilPublic(apiURL, heading.publicPath, text);
      markers[route] = { text, original: original.value, label: heading.label };
    }
  } catch (error) {
    await restore().catch(() => undefined);
    throw error;
  }
  // The freshness promise: a save is in what visitors get from the next request ≥ 1 s later.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return { markers, restore };
}

/**
 * Whether the HTML a crawler or a visitor without JavaScript gets for `url` carries the published
 * heading (`yes`), still the original one (`stale`), or neither (`no`: e.g. a client-rendered shell).
 * @param {string} url
 * @param {Marker} marker
 */
export async function serverHtmlShows(url, marker) {
  const html = await fetch(url, { headers: { Accept: 'text/html' } }).then(
    (r) => r.text(),
    () => '',
  );
  if (html.includes(marker.text)) return 'yes';
  return marker.original && html.includes(escapeHtml(marker.original)) ? 'stale' : 'no';
}

const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
