// What the gateway needs from a remote's own deployment to compose the first paint: its module
// federation manifest (the CSS and JS files of `./routes`) and its prerendered pages. Fetched from
// the remote's origin, kept for a few seconds and revalidated with ETags, so a redeploy shows up
// within seconds; a remote that does not answer quickly is simply left out of the first paint.
const FRESH_MS = 5000;
const TIMEOUT_MS = 800;
const cache = new Map();

/** The folder of an entry, as the browser sees it: absolute entries stay absolute, same-origin paths stay paths. */
function publicBase(entry) {
  const isAbsolute = /^https?:\/\//.test(entry);
  const base = new URL('.', new URL(entry, 'http://same-origin')).href;
  return isAbsolute ? base : base.replace('http://same-origin', '');
}

/** The cached value while fresh; otherwise one revalidation, shared by the requests that arrive meanwhile. */
function fetchJson(url) {
  const cached = cache.get(url);
  if (cached && Date.now() - cached.at < FRESH_MS) return Promise.resolve(cached.value);
  if (cached?.pending) return cached.pending;
  const pending = revalidate(url, cached);
  cache.set(url, { ...cached, pending });
  return pending;
}

async function revalidate(url, cached) {
  try {
    const headers = cached?.etag ? { 'If-None-Match': cached.etag } : {};
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const value = response.status === 304 ? cached.value : response.ok ? await response.json() : null;
    cache.set(url, { at: Date.now(), etag: response.headers.get('etag'), value });
    return value;
  } catch {
    cache.set(url, { at: Date.now(), value: null });
    return null;
  }
}

/**
 * @param {{ entry: string }} remote  an entry of the remote list
 * @param {string} fetchOrigin  where the gateway itself reaches same-origin entries (in containers,
 *   the public gateway; on one machine, the site's own origin)
 */
export async function remoteAssets(remote, fetchOrigin) {
  const base = publicBase(remote.entry);
  const fetchBase = new URL(base, fetchOrigin).href;
  const [manifest, pages] = await Promise.all([fetchJson(`${fetchBase}mf-manifest.json`), fetchJson(`${fetchBase}prerender.json`)]);
  const routes = manifest?.exposes?.find((expose) => expose.name === 'routes')?.assets;
  const link = (file) => `${base}${file}`;
  return {
    styles: (routes?.css?.sync ?? []).map(link),
    scripts: (routes?.js?.sync ?? []).map(link),
    pages: pages ?? {},
  };
}
