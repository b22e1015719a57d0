import { createHash } from 'node:crypto';
import type { ReleaseDescriptor } from '@pharma/shared/content';

/** A release that cannot be made live: its entry or renderer does not answer, or is not the code its hashes pin. */
export class ReleaseCheckError extends Error {}

/** One file of a release is at most this big: a remote entry is a few KB, a server renderer a few hundred. */
const MAX_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 5000;

/** `sha384-<base64>` of some bytes, the Subresource Integrity form the browser and the gateway check. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Where the API fetches an entry: absolute URLs as they are, site paths (/remotes/…) from `fetchOrigin`. */
export function fetchUrlOf(entry: string, fetchOrigin: string | undefined): string {
  if (/^https?:\/\//.test(entry)) return entry;
  if (!fetchOrigin) {
    throw new ReleaseCheckError(`The entry ${entry} is a path on the site's origin: set REMOTE_FETCH_ORIGIN so the API can check the release.`);
  }
  return new URL(entry, fetchOrigin).href;
}

/** Files fetched at once while a release is checked. */
const PARALLEL = 6;
/** What a precompressed copy may be sent as: each is checked by what it decodes to. */
const ENCODINGS = ['identity', 'br', 'gzip'] as const;

/**
 * Fetches every file of the release (its `integrity.files`, from the folder of its entry), each as the
 * server sends it plain and precompressed, and compares the bytes with the hashes the release declares.
 * Resolves when all match; rejects with a ReleaseCheckError naming the first file that failed and how.
 * Called before a release is published and again before it goes live (promote, rollback, canary): the
 * files could have changed since. A release without its files' hashes (published before they were
 * pinned) is refused: nothing would stop a changed chunk of it.
 */
export async function checkRelease(release: Pick<ReleaseDescriptor, 'entry' | 'integrity'>, fetchOrigin: string | undefined): Promise<void> {
  const entryUrl = fetchUrlOf(release.entry, fetchOrigin);
  const files = release.integrity.files;
  if (!files?.length) {
    throw new ReleaseCheckError("The release does not list its files' hashes (integrity.files): build it again and publish the new release.");
  }
  const hashOf = (file: string) => files.find((item) => item.path === file)?.integrity ?? null;
  if (hashOf('remoteEntry.js') !== release.integrity.entry || hashOf('server/render.mjs') !== (release.integrity.renderer ?? null)) {
    throw new ReleaseCheckError("The release's file hashes disagree with its entry's or renderer's hash.");
  }
  const checks = files.flatMap(({ path: file, integrity: hash }) => ENCODINGS.map((encoding) => ({ file, hash, encoding })));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < checks.length) {
      const { file, hash, encoding } = checks[next++];
      await checkFile(new URL(file, entryUrl).href, hash, describe(file), encoding);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, checks.length) }, worker));
}

function describe(file: string): string {
  if (file === 'remoteEntry.js') return 'entry';
  if (file === 'server/render.mjs') return 'server renderer';
  return `file ${file}`;
}

async function checkFile(url: string, expected: string, what: string, encoding: (typeof ENCODINGS)[number]): Promise<void> {
  let response: Response;
  try {
    // fetch decodes br and gzip itself: a precompressed copy is compared by what the browser would run.
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error', headers: { 'Accept-Encoding': encoding } });
  } catch (error) {
    throw new ReleaseCheckError(`The release's ${what} (${url}) did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ReleaseCheckError(`The release's ${what} (${url}) answered ${response.status}.`);
  const bytes = await readAtMost(response, MAX_BYTES);
  if (!bytes) throw new ReleaseCheckError(`The release's ${what} (${url}) is larger than ${MAX_BYTES / 1024 / 1024} MB.`);
  const actual = integrityOf(bytes);
  if (actual !== expected) {
    const sent = encoding === 'identity' ? '' : ` (sent as ${encoding})`;
    throw new ReleaseCheckError(`The release's ${what} (${url})${sent} does not match its integrity hash: expected ${expected}, got ${actual}.`);
  }
}

/** The body, or null once it passes `limit` bytes (the rest is not read). */
async function readAtMost(response: Response, limit: number): Promise<Uint8Array | null> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > limit) {
    await response.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
