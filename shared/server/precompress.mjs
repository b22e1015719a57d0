// Writes `file.br` and `file.gz` beside every text file of a built folder, once, at build time:
// the static server (sirv) then sends the smallest encoding the browser accepts without compressing
// anything per request, and at brotli's best quality, which would be too slow to do live.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(html|js|mjs|css|json|svg|txt|map)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (TEXT.test(entry.name)) yield file;
  }
}

/**
 * Compresses one file; a sibling that would not be smaller is not written (sirv then sends the original).
 * @param {string} file
 */
export async function precompressFile(file) {
  if ((await stat(file)).size < MIN_BYTES) return 0;
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  let written = 0;
  if (br.length < body.length) written += (await writeFile(`${file}.br`, br), 1);
  if (gz.length < body.length) written += (await writeFile(`${file}.gz`, gz), 1);
  return written;
}

/**
 * Compresses every text file under `dir`; returns how many siblings were written.
 * @param {string} dir
 */
export async function precompressDir(dir) {
  let written = 0;
  for await (const file of textFiles(dir)) written += await precompressFile(file);
  return written;
}
