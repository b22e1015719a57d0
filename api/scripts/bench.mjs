#!/usr/bin/env node
/**
 * npm run bench:api — throughput and p99 latency of GET /api/cms/home/slides on the built API,
 * beside a bare Express 5 server answering the same bytes, measured in one run with autocannon
 * (50 connections). Targets: at least 0.8 of bare Express, p99 at most 10 ms.
 * Rounds alternate the two servers so that a noisy neighbour on the machine hits both alike.
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
  } finally {
    api.kill('SIGTERM');
    bare?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
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
