// Sends fuzz cases with bounded concurrency and tallies the answers by status class.

/** Sends one case; an answer that never comes (reset, timeout) is status 0. */
async function send(c) {
  try {
    const res = await fetch(c.url, { method: c.method, headers: c.headers, body: c.body, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    return { status: res.status, excerpt: text.slice(0, 200) };
  } catch (error) {
    return { status: 0, excerpt: `${error.name}: ${error.cause?.code ?? error.message}` };
  }
}

/** Runs `cases` `concurrency` at a time; `prepare` may fill in a case just before it is sent. */
export async function runCases(cases, { concurrency = 8, prepare = async (c) => c } = {}) {
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

export function statusClass(status) {
  return status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
}

/** { '2xx': n, '4xx': n, ... } plus a per-status breakdown. */
export function tally(results) {
  const classes = {};
  const statuses = {};
  for (const r of results) {
    classes[statusClass(r.status)] = (classes[statusClass(r.status)] ?? 0) + 1;
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  }
  return { classes, statuses };
}
