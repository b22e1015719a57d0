// Every file of a release is pinned by its hash (the release's `integrity.files`, from its build's
// release.json through the registry). The gateway puts the hash of each chunk in the page's import map
// (a module with other bytes is refused by the browser), on the links it writes for the remote's styles
// and preloads, and leaves out a link to any file the release does not list. The list is kept out of the
// JSON the browser gets (window.__REMOTES__, /remotes.json): the import map carries what it needs.
import { scriptSafeJson } from '../render/page-data.mjs';
/** @import { RemoteDescriptor } from '@pharma/shared' */

/**
 * The release's files by path, or null when its entry pins no files (a hand-written list).
 * @param {RemoteDescriptor} remote
 * @returns {Map<string, string> | null}
 */
export function pinnedFiles(remote) {
  const files = remote.integrity?.files;
  if (!Array.isArray(files)) return null;
  return new Map(files.filter((file) => typeof file?.path === 'string' && typeof file.integrity === 'string').map((file) => [file.path, file.integrity]));
}

/**
 * Files a browser imports as modules: every script of the release but its entry (pinned under the URL
 * Module Federation imports it by) and the server renderer (never sent to a browser).
 * @param {string} file
 */
export function isBrowserModule(file) {
  return /\.m?js$/.test(file) && file !== 'remoteEntry.js' && !file.startsWith('server/');
}

/**
 * The folder of an entry, as the browser sees it: absolute entries stay absolute, same-origin paths stay paths.
 * @param {string} entry
 */
export function publicBase(entry) {
  const isAbsolute = /^https?:\/\//.test(entry);
  const base = new URL('.', new URL(entry, 'http://same-origin')).href;
  return isAbsolute ? base : base.replace('http://same-origin', '');
}

/**
 * The list as the browser gets it: each entry without its files' hashes.
 * @param {RemoteDescriptor[]} list
 */
export function browserListJson(list) {
  const slim = list.map((remote) => {
    if (!remote?.integrity?.files) return remote;
    const integrity = { ...remote.integrity };
    delete integrity.files;
    return { ...remote, integrity };
  });
  return scriptSafeJson(JSON.stringify(slim));
}
