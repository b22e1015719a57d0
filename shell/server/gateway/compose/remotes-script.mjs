// The head's `window.__REMOTES__`: the list this request was given (remotes-for.mjs), inlined so the
// shell registers its remotes without fetching /remotes.json first. Built here only, from that list.
/** @import { RemoteList } from './remote-list-file.mjs' */

/**
 * With it, the share of successful remote loads the browser reports (REMOTE_REPORT_SAMPLE;
 * every load when unset, failures always) and the page's signed assignment (report-token.mjs).
 * @param {RemoteList} remotes  the request's list; its JSON is already safe inside a script
 * @param {string} nonce  the response's CSP nonce
 * @param {{ sample?: number, token?: string }} [reporting]  sample: 0-1; token: base64url characters and a dot only
 */
export function remotesScript(remotes, nonce, reporting = {}) {
  const { sample, token } = reporting;
  const fields = [...(sample === undefined ? [] : [`"sample":${sample}`]), ...(token ? [`"token":${JSON.stringify(token)}`] : [])];
  const reports = fields.length ? `;window.__REMOTE_REPORTS__={${fields.join(',')}}` : '';
  return `<script nonce="${nonce}">window.__REMOTES__=${remotes.json}${reports}</script>`;
}
