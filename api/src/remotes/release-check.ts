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

/**
 * Fetches the release's entry (and its renderer, `server/render.mjs` beside it, when it declares one)
 * and compares their bytes with the hashes the release declares. Resolves when both match; rejects
 * with a ReleaseCheckError saying which file failed and how. Called before a release is published and
 * again before it goes live (promote, rollback, canary): the files could have gone since.
 */
export async function checkRelease(release: Pick<ReleaseDescriptor, 'entry' | 'integrity'>, fetchOrigin: string | undefined): Promise<void> {
  const entryUrl = fetchUrlOf(release.entry, fetchOrigin);
  await checkFile(entryUrl, release.integrity.entry, 'entry');
  if (release.integrity.renderer) await checkFile(new URL('server/render.mjs', entryUrl).href, release.integrity.renderer, 'server renderer');
}

async function checkFile(url: string, expected: string, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new ReleaseCheckError(`The release's ${what} (${url}) did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ReleaseCheckError(`The release's ${what} (${url}) answered ${response.status}.`);
  const bytes = await readAtMost(response, MAX_BYTES);
  if (!bytes) throw new ReleaseCheckError(`The release's ${what} (${url}) is larger than ${MAX_BYTES / 1024 / 1024} MB.`);
  const actual = integrityOf(bytes);
  if (actual !== expected)
    throw new ReleaseCheckError(`The release's ${what} (${url}) does not match its integrity hash: expected ${expected}, got ${actual}.`);
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
