// Drill: hostile traffic at the edge. A fresh composition gets thousands of malformed or hostile
// requests, as raw bytes, at the gateway, at every remote's own origin and at the API through the
// gateway (bad escapes, overlong paths and query strings, traversal in every encoding, NUL bytes,
// invalid and huge headers, many headers, wrong and unknown methods, absolute-form and garbage
// request lines), while slow clients (slowloris) hold connections open. Then: no process exited,
// no answer was a 5xx, no file from outside a served folder came back, every server answers its
// health path. Finally supervision: a service killed with SIGKILL comes back by itself; one stopped
// through the control endpoint stays down until started.
//
//   node --test drills/edge-fuzz-drill.test.mjs        (SKIP_BUILD=1 to serve the existing dist folders)
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startComposition } from '../bench/lib/site-servers.mjs';
import { REMOTES } from '../../shell/server/local/topology.mjs';
import { LEAK_MARKERS, apiCases, staticCases } from './lib/edge-cases.mjs';
import { runRaw, sendRaw, slowClient } from './lib/raw-http.mjs';
import { started } from './lib/started.mjs';
/** @import { EdgeCase } from './lib/edge-cases.mjs' */
/** @import { RawAnswer } from './lib/raw-http.mjs' */

/**
 * A server the drill sends hostile requests to, and the requests.
 * @typedef {{ name: string, port: number, healthPath: string, cases: EdgeCase[] }} Origin
 * @typedef {Omit<EdgeCase, 'bytes'> & { origin: string, port: number } & RawAnswer} EdgeResult
 * @typedef {Awaited<ReturnType<typeof slowClient>> & { origin: string }} SlowResult
 */

/**
 * This drill's range: gateway 23080, API 18000, remotes 19101–19107, control 24999. Every port stays
 * below 32768, where Linux's ephemeral range starts: a port there can still be held by an outgoing
 * connection of the suite that ran just before, and the composition would refuse to start.
 */
const OFFSET = 15000;
const MIN_REQUESTS = 2000;
/** Headers must arrive within 15 s, a remote's whole request within 20 s; limits are checked every 2 s. */
const SLOW_GIVE_UP_MS = 25_000;
const SLOW_CLIENTS_PER_ORIGIN = 6;
const TMP = `/tmp/drill-edge-${process.pid}`;

/**
 * @type {{ site: Awaited<ReturnType<typeof startComposition>> | null, origins: Origin[], results: EdgeResult[], slow: SlowResult[],
 *   pidsBefore: Map<string, number | undefined> }}
 */
const state = { site: null, origins: [], results: [], slow: [], pidsBefore: new Map() };

/** @returns {{ label: string, pid?: number }[]} compose.mjs's services.json: every service with its current pid */
function readServices() {
  return JSON.parse(readFileSync(path.join(started(state.site, 'the composition').runDir, 'services.json'), 'utf8'));
}

/** @param {Origin} origin */
function health(origin) {
  return fetch(`http://127.0.0.1:${origin.port}${origin.healthPath}`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.status,
    () => 0,
  );
}

/**
 * Per origin: requests, answers by status class, timeouts, closed connections, then the slow clients' fate.
 * @param {EdgeResult[]} results
 * @param {SlowResult[]} slow
 */
function report(results, slow) {
  /** @type {Record<string, Record<string, number | string>>} */
  const rows = {};
  for (const r of results) {
    const row = (rows[r.origin] ??= { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, timeouts: 0, 'closed, no answer': 0 });
    const column = r.outcome === 'answered' ? `${Math.floor(r.status / 100)}xx` : r.outcome === 'timeout' ? 'timeouts' : 'closed, no answer';
    row.requests = Number(row.requests) + 1;
    row[column] = Number(row[column]) + 1;
  }
  for (const s of slow) {
    const row = rows[s.origin];
    row[`slow ${s.kind}`] = `${s.outcome} ${s.status || ''} after ${(s.afterMs / 1000).toFixed(0)} s`.replace('  ', ' ');
  }
  console.table(rows);
  return rows;
}

describe('hostile traffic at the gateway, every remote origin and the API behind the gateway', { timeout: 600_000 }, () => {
  before(async () => {
    rmSync(TMP, { recursive: true, force: true });
    const site = await startComposition({
      offset: OFFSET,
      dataDir: path.join(TMP, 'data'),
      runDir: path.join(TMP, 'run'),
      logFile: path.join(TMP, 'compose.log'),
      env: { COMPOSE_CONTROL_PORT: String(9999 + OFFSET) },
    });
    state.site = site;
    const remotePorts = new Map(REMOTES.map((remote) => [remote.name, remote.port - Number(process.env.PORT_OFFSET ?? 0) + OFFSET]));
    state.origins = [
      { name: 'gateway', port: site.ports.gateway, healthPath: '/healthz', cases: staticCases() },
      ...[...remotePorts].map(([name, port]) => ({ name, port, healthPath: '/healthz', cases: staticCases() })),
      { name: 'api (via gateway)', port: site.ports.gateway, healthPath: '/api/health', cases: apiCases() },
    ];
    for (const service of readServices()) state.pidsBefore.set(service.label, service.pid);
  });

  after(async () => {
    await state.site?.stop();
    if (!process.env.KEEP_DRILL_FILES) rmSync(TMP, { recursive: true, force: true });
  });

  test(`at least ${MIN_REQUESTS} hostile requests: no 5xx, nothing from outside a served folder, slow clients cut off`, async () => {
    const started = Date.now();
    // Slow clients first, held open while the rest of the drill runs against the same servers.
    const slow = state.origins
      .filter((origin) => origin.name !== 'api (via gateway)')
      .flatMap((origin) =>
        Array.from({ length: SLOW_CLIENTS_PER_ORIGIN }, (_, i) =>
          slowClient(origin.port, { kind: i % 2 ? 'body' : 'headers', giveUpMs: SLOW_GIVE_UP_MS }).then((r) => ({ ...r, origin: origin.name })),
        ),
      );
    const cases = state.origins.flatMap((origin) => origin.cases.map((c) => ({ ...c, origin: origin.name, port: origin.port })));
    state.results = await runRaw(cases, { concurrency: 12, timeoutMs: 10_000 });
    state.slow = await Promise.all(slow);
    const rows = report(state.results, state.slow);
    const closed = new Set(state.results.filter((r) => r.outcome === 'reset').map((r) => `${r.group}: ${r.label}`));
    console.log(`closed without an answer (Node drops what is not HTTP/1.x at all): ${[...closed].join(' | ')}`);
    console.log(`${state.results.length} requests and ${state.slow.length} slow clients in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    assert.ok(state.results.length >= MIN_REQUESTS, `only ${state.results.length} requests`);
    const serverErrors = state.results.filter((r) => r.status >= 500);
    assert.deepEqual(
      serverErrors.map((r) => `${r.origin} ${r.group} ${r.label}: ${r.status}`),
      [],
      'answers with 5xx',
    );
    const timeouts = state.results.filter((r) => r.outcome === 'timeout');
    assert.deepEqual(
      timeouts.map((r) => `${r.origin} ${r.group} ${r.label}`),
      [],
      'requests never answered nor closed',
    );
    const leaks = state.results.filter((r) => LEAK_MARKERS.some((marker) => r.text.includes(marker)));
    assert.deepEqual(
      leaks.map((r) => `${r.origin} ${r.label}: ${r.status}`),
      [],
      'files from outside a served folder',
    );
    for (const origin of state.origins) assert.ok(Number(rows[origin.name].requests) > 0, `${origin.name} got no requests`);
    // Dribbled headers are cut off by headersTimeout (answered 408, or closed).
    // A body that never finishes: a remote's server (no bodies expected) cuts it off after 20 s; the
    // gateway gives a request 60 s (uploads), longer than this drill waits.
    const held = state.slow.filter((s) => s.outcome === 'held' && !(s.kind === 'body' && s.origin === 'gateway'));
    assert.deepEqual(
      held.map((s) => `${s.origin} (${s.kind})`),
      [],
      'slow clients still connected',
    );
  });

  test('no service exited, and every server answers its health path', async () => {
    const site = started(state.site, 'the composition');
    const services = readServices();
    for (const service of services) {
      assert.equal(service.pid, state.pidsBefore.get(service.label), `${service.label} was restarted: it exited during the drill (log: ${site.logFile})`);
    }
    const log = readFileSync(site.logFile, 'utf8');
    assert.doesNotMatch(log, /exited unexpectedly|keeps crashing/);
    for (const origin of state.origins) assert.equal(await health(origin), 200, `${origin.name} health`);
    const crash = await sendRaw(site.ports.gateway, 'GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    assert.equal(crash.status, 400);
  });

  test('supervision: a service killed with SIGKILL comes back by itself, one stopped on purpose stays down', async () => {
    const about = started(
      state.origins.find((origin) => origin.name === 'mf_about'),
      'mf_about',
    );
    const before = readServices().find((service) => service.label === 'mf_about');
    process.kill(started(before?.pid, "mf_about's process"), 'SIGKILL');
    const deadline = Date.now() + 15_000;
    let back = false;
    while (!back && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = readServices().find((service) => service.label === 'mf_about');
      back = now?.pid !== before?.pid && (await health(about)) === 200;
    }
    assert.ok(back, 'mf_about did not come back within 15 s');
    assert.match(readFileSync(started(state.site, 'the composition').logFile, 'utf8'), /mf_about exited unexpectedly \(SIGKILL\); restarting in 0\.5 s/);

    const control = `http://127.0.0.1:${9999 + OFFSET}/services/mf_about`;
    assert.equal((await fetch(`${control}/stop`, { method: 'POST' })).status, 200);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal(await health(about), 0, 'a service stopped through the control endpoint was restarted');
    assert.equal((await fetch(`${control}/start`, { method: 'POST' })).status, 200);
    const up = Date.now() + 15_000;
    while ((await health(about)) !== 200 && Date.now() < up) await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(await health(about), 200);
  });
});
