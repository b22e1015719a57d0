#!/usr/bin/env node
/**
 * Crash drill for the embedded store: start the built API, fire a burst of writes from several
 * clients, kill -9 the server in the middle, restart it on the same DATA_DIR and check that every
 * write the API acknowledged (2xx) is there.   node scripts/kill-drill.mjs [DATA_DIR]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ownDir = !process.argv[2];
const dataDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'api-kill-drill-'));
const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
const base = `http://127.0.0.1:${port}/api`;
const CLIENTS = 8;
const KILL_AFTER_MS = 1500;

function startApi() {
  return spawn(process.execPath, [join(here, '../dist/main.js')], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', MONGODB_URI: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUp() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}

async function token() {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  return `Bearer ${(await res.json()).token}`;
}

async function send(method, path, auth, body) {
  const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', authorization: auth }, body: JSON.stringify(body) });
  return res.ok ? (await res.json()).data : null;
}

/** Each client alternates creating offerings and editing one slide, recording what was acknowledged. */
async function client(n, auth, acked, stop) {
  for (let i = 0; !stop.now; i++) {
    try {
      if (i % 2 === 0) {
        const item = await send('POST', '/cms/home/offerings', auth, { title: `drill ${n}-${i}`, description: 'd', metric: '1', unit: 'u', order: 100 + i });
        if (item) acked.created.push(item.id);
      } else {
        const slide = await send('PUT', '/cms/home/slides/slide-1', auth, { title: `drill ${n}-${i}` });
        if (slide && slide.version > acked.slide.version) acked.slide = { version: slide.version, title: slide.title };
      }
    } catch {
      return; // the server is gone
    }
  }
}

async function main() {
  console.log(`data dir ${dataDir}`);
  let api = startApi();
  await waitUp();
  const auth = await token();
  const acked = { created: [], slide: { version: 0, title: '' } };
  const stop = { now: false };
  const clients = Array.from({ length: CLIENTS }, (_, n) => client(n, auth, acked, stop));
  await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
  api.kill('SIGKILL'); // kill -9, in the middle of the burst
  stop.now = true;
  await Promise.all(clients);
  console.log(`killed with SIGKILL after ${KILL_AFTER_MS} ms: ${acked.created.length} creates and slide version ${acked.slide.version} acknowledged`);

  api = startApi();
  await waitUp();
  const missing = [];
  for (const id of acked.created) if (!(await fetch(`${base}/cms/home/offerings/${id}`)).ok) missing.push(id);
  const slide = (await (await fetch(`${base}/cms/home/slides/slide-1`)).json()).data;
  const slideOk = slide.version > acked.slide.version || (slide.version === acked.slide.version && slide.title === acked.slide.title);
  api.kill('SIGTERM');
  console.log(
    `after restart: ${acked.created.length - missing.length}/${acked.created.length} acknowledged creates present; slide-1 at version ${slide.version} ("${slide.title}")`,
  );
  if (missing.length || !slideOk) {
    console.error(`LOST ACKNOWLEDGED WRITES: ${missing.length} creates${slideOk ? '' : ', slide edit'}`);
    process.exit(1);
  }
  console.log('no acknowledged write lost; the store opened normally');
  if (ownDir) rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
