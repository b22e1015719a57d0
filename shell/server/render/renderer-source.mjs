// A page remote's server renderer (`server/render.mjs` next to its entry, shipped in its own deploy),
// fetched from the remote's origin like its manifest and revalidated with its ETag at most once a
// second, so a redeploy renders on the request made a second later. Each version is written to a
// private folder under its content hash: a redeploy is a new module for the workers (an imported ES
// module cannot be reloaded), and a worker never imports a file that is still being written.
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
 * @returns {{ rendererFile: (remote: { entry: string }, fetchOrigin: string) => Promise<string | null>, dir: string, remove: () => void }}
 *   rendererFile: the local path of the remote's current renderer, null when it has none (404) or
 *   does not answer.
 */
export function rendererSource() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-renderers-'));
  const cachedText = textCache({ freshMs: REVALIDATE_MS, timeoutMs: FETCH_TIMEOUT_MS });
  /** @type {Map<string, { source: string, file: Promise<string> }>} Per URL, the last source seen and its file: an unchanged (304) source is the same string. */
  const current = new Map();

  /**
   * @param {{ entry: string }} remote
   * @param {string} fetchOrigin
   * @returns {Promise<string | null>}
   */
  async function rendererFile(remote, fetchOrigin) {
    const url = rendererUrl(remote, fetchOrigin);
    const source = await cachedText(url);
    if (typeof source !== 'string' || source === '') return null;
    const known = current.get(url);
    if (known?.source === source) return known.file;
    const file = writeOnce(dir, source).catch((error) => {
      current.delete(url); // a failed write is tried again on the next request
      throw error;
    });
    current.set(url, { source, file });
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
