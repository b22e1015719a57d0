// The page's import map: the integrity hash of every remote entry the request's list names
// (and of its backups), and of every chunk of those releases, so the browser runs an entry or a chunk
// only if its bytes are the release's. Module Federation imports an entry by the very URL it was
// registered with (versionedEntry: `?v=<version>`), and that URL is the key here; a chunk is imported by
// its URL beside the entry (relative to it), on every origin the entry may come from. Placed first in
// the head, before any module script loads.
import { isBrowserModule, pinnedFiles, publicBase } from './release-files.mjs';
import { versionedEntry } from './remote-head.mjs';
/** @import { RemoteDescriptor } from '@pharma/shared' */

/**
 * @param {RemoteDescriptor[]} list  the request's remote list
 * @param {string} nonce  the response's CSP nonce (an import map is an inline script to the CSP)
 * @returns {string} the `<script type="importmap">`, or '' when no entry is pinned
 */
export function importMapScript(list, nonce) {
  /** @type {Record<string, string>} */
  const integrity = {};
  for (const remote of list) {
    const hash = remote.integrity?.entry;
    if (!hash) continue;
    integrity[versionedEntry(remote)] = hash;
    for (const backup of remote.backups ?? []) integrity[backup] = hash;
    const files = pinnedFiles(remote);
    if (!files) continue;
    for (const folder of [remote.entry, ...(remote.backups ?? [])].map(publicBase)) {
      for (const [file, fileHash] of files) if (isBrowserModule(file)) integrity[`${folder}${file}`] = fileHash;
    }
  }
  if (!Object.keys(integrity).length) return '';
  // JSON in a script element: `<` escaped, so no URL can close the element.
  const json = JSON.stringify({ integrity }).replace(/</g, '\\u003c');
  return `<script type="importmap" nonce="${nonce}">${json}</script>`;
}
