// The remote list file that ops edit at any time (no shell rebuild to move or upgrade a remote):
// re-read when it changes, kept as parsed entries and as JSON safe to inline in a script.
import { readFileSync, statSync } from 'node:fs';
import { logLine } from '@pharma/shared/server';
import { browserListJson } from './release-files.mjs';
/** @import { RemoteDescriptor } from '@pharma/shared' */

/**
 * A remote list as the gateway serves it: its entries (as written in the file, not validated), and
 * the same list as JSON safe inside a script element, for a page's head and /remotes.json.
 * @typedef {{ list: RemoteDescriptor[], json: string }} RemoteList
 */

/**
 * Re-reads the list when the file changes (its mtime); a broken edit (no JSON, or no array) keeps
 * the last good list, and says why in a log line.
 * @param {string} file
 * @returns {() => RemoteList}
 */
export function remoteListFile(file) {
  /** @type {RemoteList & { mtimeMs: number }} */
  let cached = { mtimeMs: -1, list: [], json: '[]' };
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== cached.mtimeMs) {
        const list = JSON.parse(readFileSync(file, 'utf8'));
        if (!Array.isArray(list)) throw new Error('the file holds no JSON array');
        cached = { mtimeMs, list, json: browserListJson(list) };
      }
    } catch (error) {
      logLine('gateway', 'error', `remote list unreadable: ${/** @type {Error} */ (error).message}`);
    }
    return cached;
  };
}
