// Drill: the API is killed with SIGKILL in the middle of a burst of 200 concurrent authenticated
// writes and 5 image uploads. After a restart on the same data, every write that was acknowledged
// with a 2xx must be readable, every acknowledged upload must have its media record, its original
// and every variant file, and the store must open cleanly (health 200, new writes accepted). Both
// store adapters.
//
//   node --test drills/kill-drill.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { after, before, describe, test } from 'node:test';
import { exitOf, stopProcess } from '../bench/lib/processes.mjs';
import { API_MAIN, ensureApiBuilt, login, startApi } from './lib/api-process.mjs';
import { mongoForDrill } from './lib/mongo-server.mjs';

const BURST = 200;
/** Kill once this many writes were acknowledged: some done, most still in flight. */
const KILL_AFTER_ACKS = 25;
/** Uploads sent with the burst (the API encodes one at a time and queues 4: none is refused busy). */
const UPLOADS = 5;
/** ...and once this many uploads were acknowledged, so the kill lands while others are being encoded. */
const KILL_AFTER_UPLOADS = 2;
/**
 * Ports: the 21000 range of the benchmark/drill engineer (API 24001/24002/24003, FerretDB 48017), or
 * DRILL_PORT_BASE + 1/2/3 (FerretDB + 17) so two runs on one machine do not collide.
 */
const BASE = Number(process.env.DRILL_PORT_BASE ?? 24000);
const PORTS = { embeddedApi: BASE + 1, mongoApi: BASE + 2, lockApi: BASE + 3, mongo: process.env.DRILL_PORT_BASE ? BASE + 17 : 48017 };

/** A valid offering (api/src/home/dto/home.dto.ts: OfferingDto) that identifies its write. */
function offering(n, runId) {
  return {
    title: `kill-drill ${runId} #${n}`,
    description: 'Written during the SIGKILL drill',
    metric: String(n),
    unit: 'units',
    order: 1000 + n,
    isActive: false,
  };
}

/** Distinct photo-sized images (each gets 320 and 640 px variants), made before the burst. */
function drillImages(runId) {
  return Promise.all(
    Array.from({ length: UPLOADS }, (_, n) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40 * n, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 100, sigma: 30 } } })
        .jpeg({ quality: 80 })
        .withMetadata({ exif: { IFD0: { ImageDescription: `${runId} #${n}` } } })
        .toBuffer(),
    ),
  );
}

/** One upload; its media record when acknowledged, null when it got no answer (the kill). */
async function uploadImage(api, token, bytes, n) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), `kill-drill-${n}.jpg`);
  try {
    const res = await fetch(`${api.base}/upload/image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await res.json();
    assert.equal(res.status, 201, `upload ${n} answered ${res.status}: ${JSON.stringify(body)}`);
    return body.media;
  } catch (error) {
    if (error instanceof assert.AssertionError) throw error;
    return null;
  }
}

/**
 * Fires UPLOADS uploads and BURST concurrent POSTs, and SIGKILLs the API once KILL_AFTER_ACKS writes
 * and KILL_AFTER_UPLOADS uploads were acknowledged. Returns the acknowledged items and uploads and
 * how many requests got no answer.
 */
async function burstAndKill(api, token, runId) {
  const acked = [];
  const uploads = [];
  let unanswered = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    api.child.kill('SIGKILL'); // kill -9: no shutdown hooks, no flush
  };
  const killWhenDue = () => {
    if (acked.length >= KILL_AFTER_ACKS && uploads.length >= KILL_AFTER_UPLOADS) kill();
  };
  const sending = (await drillImages(runId)).map(async (bytes, n) => {
    const media = await uploadImage(api, token, bytes, n);
    if (media) uploads.push(media);
    else unanswered++;
    killWhenDue();
  });
  const safety = setTimeout(kill, 10_000); // never let a stuck burst hang the drill
  const writes = Array.from({ length: BURST }, async (_, n) => {
    try {
      const res = await fetch(`${api.base}/cms/home/offerings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(offering(n, runId)),
      });
      const body = await res.json();
      if (res.status >= 200 && res.status < 300) {
        acked.push({ id: body.data.id, title: body.data.title });
        killWhenDue();
      } else {
        assert.fail(`write ${n} answered ${res.status}: ${JSON.stringify(body)}`);
      }
    } catch (error) {
      if (error instanceof assert.AssertionError) throw error;
      unanswered++; // connection reset by the kill
    }
  });
  const outcomes = await Promise.allSettled([...writes, ...sending]);
  clearTimeout(safety);
  kill();
  await exitOf(api.child);
  const rejected = outcomes.find((o) => o.status === 'rejected');
  if (rejected) throw rejected.reason;
  return { acked, uploads, unanswered };
}

/** Every acknowledged upload: its record, its original and each variant, byte for byte as recorded. */
async function verifyUploads(api, token, uploads) {
  const missing = [];
  for (const media of uploads) {
    const res = await fetch(`${api.base}/media/${media.id}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) missing.push(`record ${media.id} (${res.status})`);
    for (const file of [{ url: media.url, bytes: media.bytes }, ...media.variants]) {
      const served = await fetch(`${api.origin}${file.url}`);
      const length = served.ok ? (await served.arrayBuffer()).byteLength : -1;
      if (length !== file.bytes) missing.push(`${file.url} (${served.status}, ${length} of ${file.bytes} bytes)`);
    }
  }
  assert.deepEqual(missing, [], `acknowledged uploads incomplete after restart: ${missing.join(', ')}`);
}

/**
 * After the restart: health, each acknowledged item by id, the list, and one fresh write. The drill's
 * items are inactive (unpublished), so they are read as the admin: anonymous reads do not show them.
 */
async function verifyAfterRestart(api, acked) {
  const health = await fetch(`${api.base}/health`);
  assert.equal(health.status, 200, 'health after restart');
  const token = await login(api.base);
  const asAdmin = { headers: { authorization: `Bearer ${token}` } };
  const missing = [];
  for (const item of acked) {
    const res = await fetch(`${api.base}/cms/home/offerings/${item.id}`, asAdmin);
    const body = res.ok ? await res.json() : null;
    if (!res.ok || body.data.title !== item.title) missing.push(`${item.id} (${res.status})`);
  }
  assert.deepEqual(missing, [], `acknowledged writes missing after restart: ${missing.join(', ')}`);
  const list = await fetch(`${api.base}/cms/home/offerings`, asAdmin).then((r) => r.json());
  const listed = new Set(list.data.map((item) => item.id));
  assert.ok(
    acked.every((item) => listed.has(item.id)),
    'every acknowledged write is in the list',
  );
  const fresh = await fetch(`${api.base}/cms/home/offerings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(offering(9999, 'after-restart')),
  });
  assert.equal(fresh.status, 201, 'the store accepts writes after the restart');
  return list.data.length;
}

async function drill({ label, port, dataDir, mongoUri }) {
  const runId = `${label}-${Date.now()}`;
  const logFile = `${dataDir}.log`;
  let api = await startApi({ port, dataDir, mongoUri, logFile });
  try {
    const token = await login(api.base);
    const { acked, uploads, unanswered } = await burstAndKill(api, token, runId);
    console.log(`${label}: ${acked.length} writes and ${uploads.length} uploads acknowledged, ${unanswered} unanswered when SIGKILL hit`);
    assert.ok(acked.length >= KILL_AFTER_ACKS, 'enough writes were acknowledged before the kill');
    assert.ok(uploads.length >= KILL_AFTER_UPLOADS, 'enough uploads were acknowledged before the kill');
    assert.ok(unanswered > 0, 'the kill happened mid-burst (some writes got no answer)');
    api = await startApi({ port, dataDir, mongoUri, logFile });
    const total = await verifyAfterRestart(api, acked);
    await verifyUploads(api, await login(api.base), uploads);
    const files = uploads.reduce((sum, media) => sum + 1 + media.variants.length, 0);
    console.log(
      `${label}: after restart all ${acked.length} acknowledged writes are readable (${total} offerings stored) and all ${uploads.length} uploads have their record and ${files} files, health 200`,
    );
  } finally {
    await stopProcess(api.child);
  }
}

describe('SIGKILL during a burst of 200 authenticated writes', { timeout: 180_000 }, () => {
  before(() => ensureApiBuilt());

  test('embedded store: no acknowledged write is lost and the store reopens', async () => {
    const dataDir = `/tmp/bench-kill-embedded-${process.pid}`;
    try {
      await drill({ label: 'embedded', port: PORTS.embeddedApi, dataDir });
      rmSync(`${dataDir}.log`, { force: true }); // the API's log is kept only when the drill fails
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('embedded store: a second API on the same data folder refuses to start, naming the folder and the holder', async () => {
    const dataDir = `/tmp/bench-lock-embedded-${process.pid}`;
    const logFile = `${dataDir}.log`;
    const first = await startApi({ port: PORTS.embeddedApi, dataDir, logFile });
    try {
      const second = spawn(process.execPath, [API_MAIN], {
        env: { ...process.env, PORT: String(PORTS.lockApi), DATA_DIR: dataDir, MONGODB_URI: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      second.stdout.on('data', (chunk) => (output += chunk));
      second.stderr.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => second.kill('SIGKILL'), 30_000);
      const code = await exitOf(second);
      clearTimeout(timer);
      assert.notEqual(code, 0, 'the second process exits non-zero');
      assert.match(output, new RegExp(`data folder ${dataDir}/db is in use by another API process \\(pid ${first.child.pid}\\b`));
      console.log(`lock: second API exited with ${code}: ${/The data folder[^"]*/.exec(output)?.[0]}`);
      assert.equal((await fetch(`${first.base}/health`)).status, 200, 'the first API keeps running');
    } finally {
      await stopProcess(first.child);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(logFile, { force: true });
    }
  });

  describe('MongoDB adapter (FerretDB)', () => {
    let mongo;
    before(() => {
      mongo = mongoForDrill({ port: PORTS.mongo, dbName: `pharma_kill_drill_${process.pid}` });
    });
    after(() => mongo?.stop());

    test('mongodb store: no acknowledged write is lost and the store reopens', async () => {
      const dataDir = `/tmp/bench-kill-mongo-${process.pid}`;
      try {
        await drill({ label: 'mongodb', port: PORTS.mongoApi, dataDir, mongoUri: mongo.uri });
        rmSync(`${dataDir}.log`, { force: true });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
