// The head's `window.__REMOTES__`: the list this request was given (remotes-for.mjs), inlined so the
// shell registers its remotes without fetching /remotes.json first. Built here only, from that list.
/** @import { RemoteList } from './remote-list-file.mjs' */

/**
 * @param {RemoteList} remotes  the request's list; its JSON is already safe inside a script
 * @param {string} nonce  the response's CSP nonce
 */
export function remotesScript(remotes, nonce) {
  return `<script nonce="${nonce}">window.__REMOTES__=${remotes.json}</script>`;
}
