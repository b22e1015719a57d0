// The route's remote in the page's head: its entry and its routes' chunks as module preloads
// (parked until the first paint: fill-template.mjs), its routes' styles, and the page's lead image.
/** @import { RemoteDescriptor } from '@pharma/shared' */

/**
 * @param {RemoteDescriptor} remote
 * @param {{ styles: string[], scripts: string[] }} assets  its `./routes` files (remote-assets.mjs)
 * @param {string | undefined} leadImage  the preload worked out in the render process (render/lead-image.mjs)
 * @returns {{ tags: string[], preloads: string[] }}
 */
export function remoteHead(remote, assets, leadImage) {
  // Pinned like the import map pins it: a preloaded entry with other bytes is refused too.
  const integrity = remote.integrity?.entry ? ` integrity="${escapeAttribute(remote.integrity.entry)}"` : '';
  const preloads = [`<link rel="modulepreload" href="${escapeAttribute(versionedEntry(remote))}"${integrity} crossorigin>`];
  for (const href of assets.scripts) preloads.push(`<link rel="modulepreload" href="${href}" crossorigin>`);
  const tags = assets.styles.map((href) => `<link rel="stylesheet" href="${href}" crossorigin>`);
  if (leadImage) tags.push(leadImage);
  return { tags, preloads };
}

/**
 * The entry's URL as Module Federation imports it (shared/src/composition/remote-list.ts's
 * versionedEntry): the version busts a browser's copy of an un-hashed entry when the remote is upgraded.
 * @param {Pick<RemoteDescriptor, 'entry' | 'version'>} remote
 */
export function versionedEntry(remote) {
  return `${remote.entry}${remote.entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(remote.version)}`;
}

/**
 * A list entry's text inside an attribute: a registry's entry is validated, a hand-written file's is not.
 * @param {string} value
 */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
