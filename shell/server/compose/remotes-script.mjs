// The head's `window.__REMOTES__`: the list this request was given (remotes-for.mjs), inlined so the
// shell registers its remotes without fetching /remotes.json first. Built here only, from that list.
/** @import { RemoteList } from './remote-list-file.mjs' */

/**
 * With it, when set, the share of successful remote loads the browser reports (issue 24:
 * REMOTE_REPORT_SAMPLE; every load is reported when unset, failures always are).
 * @param {RemoteList} remotes  the request's list; its JSON is already safe inside a script
 * @param {string} nonce  the response's CSP nonce
 * @param {number} [reportSample]  0-1
 */
export function remotesScript(remotes, nonce, reportSample) {
  const reports = reportSample === undefined ? '' : `;window.__REMOTE_REPORTS__={"sample":${reportSample}}`;
  return `<script nonce="${nonce}">window.__REMOTES__=${remotes.json}${reports}</script>`;
}
