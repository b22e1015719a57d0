// The route's remote in the page's head: its entry and its routes' chunks as module preloads
// (parked until the first paint: fill-template.mjs), its routes' styles, and the page's lead image.
// Each file with its release's hash; a file its release does not list (a manifest changed after the
// build) is not linked at all.
import { pinnedFiles, publicBase } from './release-files.mjs';
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
  const pinned = pinnedOf(remote);
  for (const href of assets.scripts) {
    const hash = pinned(href);
    if (hash !== null) preloads.push(`<link rel="modulepreload" href="${href}"${hash} crossorigin>`);
  }
  const tags = assets.styles.flatMap((href) => {
    const hash = pinned(href);
    return hash === null ? [] : [`<link rel="stylesheet" href="${href}"${hash} crossorigin>`];
  });
  if (leadImage) tags.push(leadImage);
  return { tags, preloads };
}

/**
 * A file's integrity attribute: '' when the entry pins no files (a hand-written list), null when its
 * release does not have that file.
 * @param {RemoteDescriptor} remote
 * @returns {(href: string) => string | null}
 */
function pinnedOf(remote) {
  const files = pinnedFiles(remote);
  if (!files) return () => '';
  const folder = publicBase(remote.entry);
  return (href) => {
    const hash = href.startsWith(folder) ? files.get(href.slice(folder.length)) : undefined;
    return hash ? ` integrity="${escapeAttribute(hash)}"` : null;
  };
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
