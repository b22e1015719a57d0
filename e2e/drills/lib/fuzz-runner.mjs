// Sends fuzz cases with bounded concurrency and tallies the answers by status class.

/**
 * One request of a fuzz run: which operation and case it is, and what is sent.
 * @typedef {{ op?: string, label: string, method: string, url: string, headers: Record<string, string>, body?: string | FormData }} FuzzCase
 */

/**
 * What came back: the status (0: no answer) and the answer's first 200 characters.
 * @typedef {{ status: number, excerpt: string }} FuzzAnswer
 */

/**
 * Sends one case; an answer that never comes (reset, timeout) is status 0.
 * @param {FuzzCase} c
 * @returns {Promise<FuzzAnswer>}
 */
async function send(c) {
  try {
    const res = await fetch(c.url, { method: c.method, headers: c.headers, body: c.body, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    return { status: res.status, excerpt: text.slice(0, 200) };
  } catch (caught) {
    // fetch fails with a TypeError whose cause is the socket's error (ECONNRESET…), or a timeout.
    const error = /** @type {Error & { cause?: { code?: string } }} */ (caught);
    return { status: 0, excerpt: `${error.name}: ${error.cause?.code ?? error.message}` };
  }
}

/**
 * Runs `cases` `concurrency` at a time; `prepare` may fill in a case just before it is sent.
 * @template {FuzzCase} C
 * @param {C[]} cases
 * @param {{ concurrency?: number, prepare?: (c: C) => Promise<C> }} [options]
 * @returns {Promise<(C & FuzzAnswer)[]>}  each case as given (without its body) and its answer
 */
export async function runCases(cases, { concurrency = 8, prepare = async (c) => c } = {}) {
  /** @type {(C & FuzzAnswer)[]} */
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const index = next++;
      const c = await prepare(cases[index]);
      results[index] = { ...cases[index], body: undefined, ...(await send(c)) };
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** @param {number} status */
export function statusClass(status) {
  return status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
}

/**
 * { '2xx': n, '4xx': n, ... } plus a per-status breakdown.
 * @param {{ status: number }[]} results
 */
export function tally(results) {
  /** @type {Record<string, number>} */
  const classes = {};
  /** @type {Record<number, number>} */
  const statuses = {};
  for (const r of results) {
    classes[statusClass(r.status)] = (classes[statusClass(r.status)] ?? 0) + 1;
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  }
  return { classes, statuses };
}
