// What the gateway needs from a remote's own deployment to compose the first paint: its module
// federation manifest (the CSS and JS files of `./routes`). Fetched from the remote's origin and
// revalidated with its ETag at most once a second, like its server renderer, so the request that
// shows a redeploy's new HTML also links its new styles and chunks; a remote that does not answer
// quickly is simply left out of the first paint. (Its page HTML comes from its own server
// renderer: render/renderer-source.mjs.)
import { jsonCache } from './cached-json.mjs';
import { publicBase } from './compose/release-files.mjs';

const cachedJson = jsonCache({ freshMs: 1000 });

/**
 * Where the gateway itself fetches a remote's deployed files (the folder of its entry).
 * @param {{ entry: string }} remote  an entry of the remote list
 * @param {string} fetchOrigin  where the gateway itself reaches same-origin entries (in containers,
 *   the public gateway; on one machine, the site's own origin)
 */
export function remoteFetchBase(remote, fetchOrigin) {
  return new URL(publicBase(remote.entry), fetchOrigin).href;
}

/**
 * The part of a remote's mf-manifest.json read here (written by @module-federation/vite; a remote
 * that answers something else simply gets no styles or chunks linked).
 * @typedef {{ exposes?: { name: string, assets?: { css?: { sync?: string[] }, js?: { sync?: string[] } } }[] }} FederationManifest
 */

/**
 * @param {{ entry: string }} remote  an entry of the remote list
 * @param {string} fetchOrigin  see remoteFetchBase
 * @returns {Promise<{ styles: string[], scripts: string[] }>}
 */
export async function remoteAssets(remote, fetchOrigin) {
  const base = publicBase(remote.entry);
  const manifest = /** @type {FederationManifest | null} */ (await cachedJson(`${remoteFetchBase(remote, fetchOrigin)}mf-manifest.json`));
  const routes = manifest?.exposes?.find((expose) => expose.name === 'routes')?.assets;
  /** @param {string} file */
  const link = (file) => `${base}${file}`;
  return {
    styles: (routes?.css?.sync ?? []).map(link),
    scripts: (routes?.js?.sync ?? []).map(link),
  };
}
