// What the gateway needs from a remote's own deployment to compose the first paint: its module
// federation manifest (the CSS and JS files of `./routes`) and its prerendered pages. Fetched from
// the remote's origin, kept for a few seconds and revalidated with ETags, so a redeploy shows up
// within seconds; a remote that does not answer quickly is simply left out of the first paint.
const FRESH_MS = 5000;
const TIMEOUT_MS = 800;
const cache = new Map();

function baseUrl(entry, origin) {
  return new URL('.', new URL(entry, origin)).href;
}

async function fetchJson(url) {
  const cached = cache.get(url);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.value;
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
 * @param {string} origin  the site's origin, to resolve same-origin entries (containers)
 */
export async function remoteAssets(remote, origin) {
  const base = baseUrl(remote.entry, origin);
  const [manifest, pages] = await Promise.all([fetchJson(`${base}mf-manifest.json`), fetchJson(`${base}prerender.json`)]);
  const routes = manifest?.exposes?.find((expose) => expose.name === 'routes')?.assets;
  const absolute = (file) => new URL(file, base).href;
  return {
    styles: (routes?.css?.sync ?? []).map(absolute),
    scripts: (routes?.js?.sync ?? []).map(absolute),
    pages: pages ?? {},
  };
}
