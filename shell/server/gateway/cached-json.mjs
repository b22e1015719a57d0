// Files the gateway reads from other servers (a remote's manifest and server renderer, the API's page
// dates): kept for a few seconds, then revalidated with its ETag; one request in flight per URL,
// shared by the requests that arrive meanwhile. A server that does not answer quickly gives null
// (cached like a value).
import { tracedHeaders } from '@pharma/shared/server/trace-context';

const FRESH_MS = 5000;
const TIMEOUT_MS = 800;

/**
 * A cache of its own (one per gateway for the API, one per process for the remotes' files):
 * returns `cachedJson(url)`, the value while fresh, otherwise one revalidation shared by the
 * requests that arrive meanwhile.
 * @param {{ freshMs?: number, timeoutMs?: number, read?: (response: Response) => Promise<unknown> }} [options]
 *   freshMs: how long a value is used without asking again; read: how a 200's body becomes the value.
 */
export function jsonCache({ freshMs = FRESH_MS, timeoutMs = TIMEOUT_MS, read = (response) => response.json() } = {}) {
  /** @type {Map<string, { at?: number, etag?: string | null, value?: unknown, pending?: Promise<unknown> }>} */
  const cache = new Map();

  /**
   * @param {string} url
   * @returns {Promise<unknown>}
   */
  function cachedJson(url) {
    const cached = cache.get(url);
    if (cached?.at !== undefined && Date.now() - cached.at < freshMs) return Promise.resolve(cached.value);
    if (cached?.pending) return cached.pending;
    const pending = revalidate(url, cached);
    cache.set(url, { ...cached, pending });
    return pending;
  }

  /**
   * @param {string} url
   * @param {{ etag?: string | null, value?: unknown } | undefined} cached  what the cache held (a 304 keeps its value)
   */
  async function revalidate(url, cached) {
    try {
      /** @type {Record<string, string>} */
      const headers = tracedHeaders(cached?.etag ? { 'If-None-Match': cached.etag } : {});
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      const value = response.status === 304 ? cached?.value : response.ok ? await read(response) : null;
      cache.set(url, { at: Date.now(), etag: response.headers.get('etag'), value });
      return value;
    } catch {
      cache.set(url, { at: Date.now(), value: null });
      return null;
    }
  }

  return cachedJson;
}

/**
 * The same cache for text files (a remote's server renderer): the body as a string.
 * @param {{ freshMs?: number, timeoutMs?: number }} [options]
 */
export function textCache(options = {}) {
  return jsonCache({ ...options, read: (response) => response.text() });
}
