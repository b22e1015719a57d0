// Which remote list a request gets. Everything the gateway answers that request with follows from
// this one choice: its CSP (the origins scripts may come from), its redirects, /remotes.json, the
// sitemap, the page's remote, server render and preloads, and the list inlined into its head.
// Today every visitor gets the file's list. This is the stage to replace to choose per visitor
// (a canary release picked by a cookie, a registry read from the API): it already resolves
// asynchronously and is given the request.
/** @import { IncomingMessage } from 'node:http' */
/** @import { RemoteList } from './remote-list-file.mjs' */

/**
 * @param {{ fileList: () => RemoteList }} sources  fileList: the list file's reader (remote-list-file.mjs)
 * @returns {(req: IncomingMessage) => Promise<RemoteList>}
 */
export function remotesFor({ fileList }) {
  return async () => fileList(); // the same list for every request, whoever makes it
}
