// A page remote's server renderer (`server/render.mjs` next to its entry, shipped in its own deploy),
// fetched from the remote's origin like its manifest and revalidated with its ETag at most once a
// second. It runs only if its bytes are the ones its remote list entry pins (`integrity.renderer`, the
// release's sha384): an entry that pins nothing, or a file that does not match, is refused before any
// render process sees it (fail closed; the page is then rendered by the browser, whose import map
// pins the entry the same way). Each version is written to a private folder under its content hash:
// a new release is a new module for the workers (an imported ES module cannot be reloaded), and a
// worker never imports a file that is still being written.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { textCache } from '../cached-json.mjs';
import { remoteFetchBase } from '../remote-assets.mjs';

const REVALIDATE_MS = 1000;
/** A bundled React renderer is a few hundred KB, more than a manifest: a little more time. */
const FETCH_TIMEOUT_MS = 1500;

/**
 * @returns {{ rendererFile: (remote: PinnedRemote, fetchOrigin: string) => Promise<string | null>, dir: string, remove: () => void }}
 *   rendererFile: the local path of the remote's renderer, null when its release has none (no pin) or
 *   it does not answer; rejects (reason 'unpinned' or 'integrity') when the entry pins nothing, or
 *   other bytes than the ones its server sends.
 */
/** @typedef {{ name?: string, entry: string, integrity?: { renderer?: string } }} PinnedRemote */

export function rendererSource() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-renderers-'));
  const cachedText = textCache({ freshMs: REVALIDATE_MS, timeoutMs: FETCH_TIMEOUT_MS });
  /** @type {Map<string, { source: string, pinned: string, file: Promise<string> }>} Per URL, the last source seen (checked against its pin) and its file: an unchanged (304) source is the same string. */
  const current = new Map();

  /**
   * @param {PinnedRemote} remote
   * @param {string} fetchOrigin
   * @returns {Promise<string | null>}
   */
  async function rendererFile(remote, fetchOrigin) {
    if (!remote.integrity) throw refused('unpinned', `the remote list entry of ${remote.name ?? remote.entry} pins nothing (integrity)`);
    const pinned = remote.integrity.renderer;
    if (!pinned) return null; // a release without a server renderer (its build wrote none)
    const url = rendererUrl(remote, fetchOrigin);
    const source = await cachedText(url);
    if (typeof source !== 'string' || source === '') return null;
    const known = current.get(url);
    if (known?.source === source && known.pinned === pinned) return known.file;
    const actual = integrityOf(source);
    if (actual !== pinned) throw refused('integrity', `${url} is not the renderer its release pins: ${actual}, pinned ${pinned}`);
    const file = writeOnce(dir, source).catch((error) => {
      current.delete(url); // a failed write is tried again on the next request
      throw error;
    });
    current.set(url, { source, pinned, file });
    return file;
  }

  return { rendererFile, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Where a remote's server renderer is: `server/render.mjs` beside its entry, in its own deploy. The
 * one place that says which renderer file a remote has; rendererFile fetches it from here, and is
 * where a check of the fetched source (against a hash the remote list would carry) would go, before
 * the file is written and any render process imports it.
 * @param {{ entry: string }} remote  an entry of the remote list
 * @param {string} fetchOrigin  where the gateway fetches same-origin entries (remote-assets.mjs)
 */
export function rendererUrl(remote, fetchOrigin) {
  return `${remoteFetchBase(remote, fetchOrigin)}server/render.mjs`;
}

/**
 * `sha384-<base64>` of a renderer's source, as a release pins it (shared/vite/release.mjs).
 * @param {string} source
 */
export function integrityOf(source) {
  return `sha384-${createHash('sha384').update(source).digest('base64')}`;
}

/**
 * A renderer the gateway will not run; `reason` is the render's failure reason in the log (page-renderer.mjs).
 * @param {string} reason
 * @param {string} message
 */
function refused(reason, message) {
  return Object.assign(new Error(message), { reason });
}

/**
 * Writes `<sha256>.mjs` atomically (a temp name, then rename). Resolves to its path.
 * @param {string} dir
 * @param {string} source
 */
async function writeOnce(dir, source) {
  const hash = createHash('sha256').update(source).digest('hex');
  const file = path.join(dir, `${hash}.mjs`);
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, source, { mode: 0o600 });
  await rename(partial, file);
  return file;
}
