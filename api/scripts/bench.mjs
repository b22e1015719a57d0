#!/usr/bin/env node
/**
 * npm run bench:api — throughput and p99 latency of GET /api/cms/home/slides on the built API,
 * beside a bare Express 5 server answering the same bytes, measured in one run with autocannon
 * (50 connections). Targets: at least 0.8 of bare Express, p99 at most 10 ms.
 * Rounds alternate the two servers so that a noisy neighbour on the machine hits both alike.
 * Then authenticated writes (POST /api/cms/home/offerings with the bearer token): latency of one
 * writer at a time (what an editor feels, and the cost of each fsync) and of 10 concurrent writers
 * (throughput). Informational: no target, printed so a storage change can be compared before/after.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const PATH = '/api/cms/home/slides';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 10;
const WRITE_PATH = '/api/cms/home/offerings';
const WRITE_DURATION_S = Number(process.env.BENCH_WRITE_DURATION ?? 5);
const SEQUENTIAL_WRITES = Number(process.env.BENCH_WRITES ?? 500);
const CONCURRENT_WRITERS = 10;

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return Buffer.from(await res.arrayBuffer());
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function run(url, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const [apiPort, expressPort] = [await freePort(), await freePort()];
  const api = spawn(process.execPath, [join(here, '../dist/main.js')], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', MONGODB_URI: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let bare;
  try {
    const apiUrl = `http://127.0.0.1:${apiPort}${PATH}`;
    const body = await waitFor(apiUrl, api);
    bare = spawn(process.execPath, [join(here, 'bare-express.mjs'), PATH, String(expressPort)], { stdio: ['pipe', 'inherit', 'inherit'] });
    bare.stdin.end(body);
    const bareUrl = `http://127.0.0.1:${expressPort}${PATH}`;
    const same = await waitFor(bareUrl, bare);
    if (Buffer.compare(same, body) !== 0) throw new Error('the two servers do not answer the same bytes');

    console.log(`GET ${PATH}: ${body.length} bytes, ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION_S} s per server`);
    await run(apiUrl, 2); // warm-up (JIT, read cache)
    await run(bareUrl, 2);
    const results = { api: [], express: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['api', 'express'] : ['express', 'api'];
      for (const name of order) results[name].push(await run(name === 'api' ? apiUrl : bareUrl, DURATION_S));
    }
    report(results);
    await benchWrites(`http://127.0.0.1:${apiPort}`);
  } finally {
    api.kill('SIGTERM');
    bare?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function login(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.BENCH_ADMIN_USERNAME ?? 'admin', password: process.env.BENCH_ADMIN_PASSWORD ?? 'admin123' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Authenticated POSTs of a valid, inactive offering (so the public lists stay as they were). */
async function benchWrites(origin) {
  const token = await login(origin);
  const body = JSON.stringify({ title: 'bench write', description: 'Written by the API bench', metric: '1', unit: 'units', order: 9000, isActive: false });
  const options = (connections, duration) => ({
    url: `${origin}${WRITE_PATH}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    connections,
    duration,
  });
  await autocannon(options(1, 1)); // warm-up
  console.log(`POST ${WRITE_PATH} (authenticated)`);
  // One writer at a time, timed here to a tenth of a millisecond (autocannon rounds to whole ms).
  const times = [];
  const started = performance.now();
  for (let i = 0; i < SEQUENTIAL_WRITES; i++) {
    const t0 = performance.now();
    const res = await fetch(`${origin}${WRITE_PATH}`, { method: 'POST', headers: options(1, 1).headers, body });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`write answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  const elapsedS = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(
    `writes, 1 writer, ${SEQUENTIAL_WRITES} in a row   ${(SEQUENTIAL_WRITES / elapsedS).toFixed(0).padStart(6)} writes/s   p50 ${pct(50).padStart(5)} ms   p99 ${pct(99).padStart(5)} ms`,
  );
  const r = await autocannon(options(CONCURRENT_WRITERS, WRITE_DURATION_S));
  console.log(
    `writes, ${CONCURRENT_WRITERS} connections, ${WRITE_DURATION_S} s  ${r.requests.average.toFixed(0).padStart(6)} writes/s   ` +
      `p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.non2xx}`,
  );
}

function summary(runs) {
  const rps = runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length;
  const p99 = Math.max(...runs.map((r) => r.latency.p99));
  const errors = runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  return { rps, p99, errors };
}

function report(results) {
  const api = summary(results.api);
  const bare = summary(results.express);
  const ratio = api.rps / bare.rps;
  const row = (name, s) => `${name.padEnd(22)} ${s.rps.toFixed(0).padStart(8)} req/s   p99 ${String(s.p99).padStart(4)} ms   errors ${s.errors}`;
  console.log(row('Content API (Nest)', api));
  console.log(row('bare Express 5', bare));
  console.log(`ratio ${ratio.toFixed(2)} (target >= ${TARGET_RATIO})   API p99 ${api.p99} ms (target <= ${TARGET_P99_MS} ms)`);
  const met = ratio >= TARGET_RATIO && api.p99 <= TARGET_P99_MS && api.errors === 0;
  console.log(met ? 'targets met' : 'TARGETS NOT MET');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
