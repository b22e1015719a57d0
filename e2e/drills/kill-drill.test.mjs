// Drill: the API is killed with SIGKILL at a random moment during concurrent authenticated writes of
// every audited kind (content creates and updates, accounts, image uploads), KILL_ROUNDS times per
// store. After each restart, for EVERY write sent (acknowledged or not) the store and the audit trail
// must agree: the write is in the store exactly when the trail has its committed entry. Acknowledged
// writes must also be readable (uploads with every file), and the store must reopen cleanly. Both
// store adapters; plus: a second API on the same embedded data folder refuses to start.
//
//   node --test drills/kill-drill.test.mjs                  (20 rounds per store)
//   KILL_ROUNDS=100 node --test drills/kill-drill.test.mjs  (the longer bench form)
//   KILL_MAX_MS=3000 node --test drills/kill-drill.test.mjs (later kills: more uploads finish, their files are checked)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { after, before, describe, test } from 'node:test';
import { exitOf, stopProcess } from '../bench/lib/processes.mjs';
import { API_MAIN, ensureApiBuilt, login, readTrail, startApi, startApi as startSingleApi } from './lib/api-process.mjs';
import { mongoForDrill } from './lib/mongo-server.mjs';
import { started } from './lib/started.mjs';
/** @import { AuditEntry, MediaAsset } from '@pharma/shared' */

/** @typedef {Awaited<ReturnType<typeof startApi>>} Api */
/**
 * One write of a round, then what became of it: its answer (acked, body), and where it was found
 * after the restart (inStore, inTrail, and an upload's media record).
 * @typedef {{ kind: 'content create' | 'content update' | 'account create' | 'upload', marker: string, n?: number, id?: string,
 *   image?: { bytes: Buffer, id: string }, acked?: boolean, body?: Answer | null, inStore?: boolean, inTrail?: boolean,
 *   record?: MediaAsset | null }} Write
 */
/** @typedef {{ data?: { id: string }, media?: MediaAsset }} Answer  what the writes answer: the item, or an upload's media record */

/** Bounded in `npm test` (10 a store, ~1.5 min); `npm run bench:kill` is the long form (40). */
const ROUNDS = Number(process.env.KILL_ROUNDS ?? 10);
/** Per round: content creates, updates (each of a different item), account creates, uploads. */
const MIX = { creates: 12, updates: 6, accounts: 4, uploads: 2 };
/**
 * Writes start spread over this window; the kill lands at a random moment in [KILL_MIN_MS, KILL_MAX_MS].
 * KILL_MAX_MS can be raised for a bench where uploads (a second or more on a busy machine) should
 * finish before some kills, so that the files of acknowledged uploads are checked too.
 */
const SPREAD_MS = 300;
const KILL_MIN_MS = 15;
const KILL_MAX_MS = Number(process.env.KILL_MAX_MS ?? 600);
/**
 * Ports: 24001/24002/24003 for the APIs and 24017 for FerretDB, or DRILL_PORT_BASE + 1/2/3 and + 17, so
 * two runs on one machine do not collide. Below 32768, where Linux's ephemeral range starts.
 */
const BASE = Number(process.env.DRILL_PORT_BASE ?? 24000);
const PORTS = { embeddedApi: BASE + 1, mongoApi: BASE + 2, lockApi: BASE + 3, mongo: BASE + 17 };

/** @type {(token: string, method: string, body?: object) => RequestInit} */
const json = (token, method, body) => ({
  method,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/**
 * A valid offering (api/src/home/dto/home.dto.ts: OfferingDto), inactive, that identifies its write.
 * @param {string} title
 * @param {number} n
 */
function offering(title, n) {
  return { title, description: 'Written during the SIGKILL drill', metric: String(n), unit: 'units', order: 1000 + n, isActive: false };
}

/**
 * A small distinct image per upload (the media id is the SHA-256 of its bytes, known before sending).
 * @param {string} marker
 */
async function drillImage(marker) {
  const bytes = await sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: 30, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 100, sigma: 30 } },
  })
    .jpeg({ quality: 70 })
    .withMetadata({ exif: { IFD0: { ImageDescription: marker } } })
    .toBuffer();
  return { bytes, id: createHash('sha256').update(bytes).digest('hex').slice(0, 32) };
}

/**
 * Sends one request; true when it was acknowledged (2xx), false when the kill cut it off. A 4xx/5xx fails the drill.
 * @param {string} url
 * @param {RequestInit} init
 * @param {string} what
 * @returns {Promise<{ acked: boolean, body?: Answer | null }>}
 */
async function send(url, init, what) {
  let res;
  try {
    res = await fetch(url, init);
    const body = await res.text();
    if (res.ok) return { acked: true, body: body ? JSON.parse(body) : null };
    throw new assert.AssertionError({ message: `${what} answered ${res.status}: ${body}` });
  } catch (error) {
    if (error instanceof assert.AssertionError) throw error;
    return { acked: false };
  }
}

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @type {(min: number, max: number) => number} */
const randomBetween = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * The items every round updates (one update each per round, so the final title says which write landed).
 * @param {Api} api
 * @param {string} token
 * @param {string} runId
 */
async function makeUpdateTargets(api, token, runId) {
  /** @type {string[]} */
  const ids = [];
  for (let n = 0; n < MIX.updates; n++) {
    const res = await send(`${api.base}/cms/home/offerings`, json(token, 'POST', offering(`kill-drill ${runId} target ${n}`, n)), 'target create');
    assert.ok(res.acked, 'the update targets are created before the first kill');
    ids.push(started(res.body?.data?.id, 'the created target'));
  }
  return ids;
}

/**
 * One round's writes, each started at a random moment, and a SIGKILL at a random moment among them.
 * @param {Api} api
 * @param {string} token
 * @param {string} runId
 * @param {number} round
 * @param {string[]} targets  the items the round's updates change
 */
async function burstAndKill(api, token, runId, round, targets) {
  /** @type {Write[]} */
  const writes = [];
  const tag = `${runId} r${round}`;
  for (let n = 0; n < MIX.creates; n++) writes.push({ kind: 'content create', marker: `kill-drill ${tag} #${n}`, n });
  targets.forEach((id, n) => writes.push({ kind: 'content update', marker: `kill-drill ${tag} update ${n}`, id }));
  for (let n = 0; n < MIX.accounts; n++) writes.push({ kind: 'account create', marker: `kill-${runId}-r${round}-${n}@example.com`.toLowerCase() });
  for (let n = 0; n < MIX.uploads; n++) writes.push({ kind: 'upload', marker: `${tag} image ${n}`, image: await drillImage(`${tag} image ${n}`) });

  /** @param {Write} write */
  const run = async (write) => {
    await pause(randomBetween(0, SPREAD_MS));
    if (write.kind === 'content create')
      Object.assign(write, await send(`${api.base}/cms/home/offerings`, json(token, 'POST', offering(write.marker, write.n ?? 0)), write.kind));
    if (write.kind === 'content update')
      Object.assign(write, await send(`${api.base}/cms/home/offerings/${write.id}`, json(token, 'PUT', { title: write.marker }), write.kind));
    if (write.kind === 'account create') {
      Object.assign(
        write,
        await send(`${api.base}/users`, json(token, 'POST', { name: 'Kill Drill', email: write.marker, role: 'Viewer', status: 'active' }), write.kind),
      );
    }
    if (write.kind === 'upload') {
      const form = new FormData();
      // sharp's toBuffer gives a Buffer over a plain ArrayBuffer, as a Blob part needs.
      const bytes = /** @type {Uint8Array<ArrayBuffer>} */ (started(write.image, 'the upload').bytes);
      form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'kill-drill.jpg');
      Object.assign(write, await send(`${api.base}/upload/image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }, write.kind));
    }
  };
  const killAt = randomBetween(KILL_MIN_MS, KILL_MAX_MS);
  const killer = pause(killAt).then(() => api.child.kill('SIGKILL')); // kill -9: no shutdown hooks, no flush
  const outcomes = await Promise.allSettled([...writes.map(run), killer]);
  await exitOf(api.child);
  const rejected = outcomes.find((o) => o.status === 'rejected');
  if (rejected) throw rejected.reason;
  return { writes, killAt };
}

/**
 * An entry counts as the write's record only once committed (entries from before the write-ahead log have no status).
 * @param {AuditEntry} entry
 */
const committed = (entry) => entry.status === undefined || entry.status === 'committed';

/**
 * Where each kind of write is found in the store and in the trail, after the restart.
 * @param {Api} api
 * @param {string} token
 * @param {Write[]} writes
 * @param {AuditEntry[]} trail
 */
async function observe(api, token, writes, trail) {
  const asAdmin = { headers: { authorization: `Bearer ${token}` } };
  /** @type {{ title: string }[]} */
  const offerings = (await fetch(`${api.base}/cms/home/offerings`, asAdmin).then((r) => r.json())).data;
  /** @type {{ email: string }[]} */
  const users = (await fetch(`${api.base}/users`, asAdmin).then((r) => r.json())).data;
  const titles = new Set(offerings.map((o) => o.title));
  const emails = new Set(users.map((u) => u.email));
  /** @type {(collection: string, field: string, value: string) => boolean} */
  const recorded = (collection, field, value) =>
    trail.some(
      (e) => committed(e) && e.collection === collection && e.changes.some((c) => c.field === field && c.after === JSON.stringify(value).slice(1, -1)),
    );
  for (const write of writes) {
    if (write.kind === 'content create' || write.kind === 'content update') {
      write.inStore = titles.has(write.marker);
      write.inTrail = recorded('home_offerings', 'title', write.marker);
    } else if (write.kind === 'account create') {
      write.inStore = emails.has(write.marker);
      write.inTrail = recorded('users', 'email', write.marker);
    } else {
      const { id } = started(write.image, 'the upload');
      const record = await fetch(`${api.base}/media/${id}`, asAdmin);
      write.inStore = record.status === 200;
      write.record = write.inStore ? (await record.json()).data : null; // its files are checked too (files first, record last)
      write.inTrail = trail.some((e) => committed(e) && e.collection === 'media' && e.documentId === id && e.action !== 'delete');
    }
  }
}

/**
 * Each entry's sequence number and status: what changes when a write is recorded or settled.
 * @param {AuditEntry[]} trail
 */
const trailState = (trail) =>
  trail
    .map((entry) => `${entry.seq}:${entry.status}`)
    .sort()
    .join(',');

/**
 * The store and the trail as of one moment. The restarted API may still be writing (its media backfill
 * gives a killed upload's files their record, in the background), so the trail is read before and after
 * the store, until no entry was recorded or settled in between: an entry is written before its write
 * (write-ahead), so a write that lands during the store reads shows in the second read of the trail.
 * @param {Api} api
 * @param {string} token
 * @param {Write[]} writes
 */
async function observeSettled(api, token, writes) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const trail = await readTrail(api.base, token);
    await observe(api, token, writes, trail);
    // A pending entry is a write the restarted API is making now (the killed API's were resolved at its
    // start, AUDIT_PENDING_GRACE_MS=0): its document may already be stored, its entry not yet settled.
    const inFlight = trail.some((entry) => entry.status === 'pending');
    if (!inFlight && trailState(await readTrail(api.base, token)) === trailState(trail)) return attempt;
    await pause(100);
  }
  throw new Error('the trail kept changing for 5 s after the restart');
}

/**
 * The uploads as the store holds them: a file's bytes by name, the half files a reader could see,
 * how many writes a kill cut short (invisible), and close().
 * @typedef {{ read: (name: string) => Promise<Buffer | null>, incomplete: () => Promise<string[]>, cutShort: () => Promise<number>,
 *   close: () => Promise<void> }} Uploads
 */

/**
 * Where the API keeps uploads: the folder (embedded store) or GridFS in the database (MongoDB,
 * so that every instance has every file). `read(name)` answers the stored bytes of a name (null when
 * none), as a reader finds them: GridFS's newest files document of that name, its chunks in order.
 * @param {{ dataDir: string, mongoUri?: string }} store
 * @returns {Promise<Uploads>}
 */
async function openUploads({ dataDir, mongoUri }) {
  if (!mongoUri) {
    return {
      read: async (name) => readFileSync(`${dataDir}/uploads/${name}`),
      incomplete: async () => [],
      /** Temp files: writes a kill cut short, invisible under their final name. */
      cutShort: async () => readdirSync(`${dataDir}/uploads`).filter((name) => name.endsWith('.tmp')).length,
      close: async () => {},
    };
  }
  const conn = await mongoose.createConnection(mongoUri, { serverSelectionTimeoutMS: 5000 }).asPromise();
  const db = started(conn.db, 'the database connection'); // set once the connection is open
  const files = db.collection('uploads.files');
  const chunks = db.collection('uploads.chunks');
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'uploads' });
  return {
    read: async (name) => {
      const [file] = await files.find({ filename: name }).sort({ uploadDate: -1, _id: -1 }).limit(1).toArray();
      if (!file) return null;
      /** @type {Buffer[]} */
      const parts = [];
      for await (const part of bucket.openDownloadStream(file._id)) parts.push(part);
      return Buffer.concat(parts);
    },
    /** Files documents whose chunks do not add up to their length: a half file a reader could see (must be none). */
    incomplete: async () => {
      /** @type {string[]} */
      const bad = [];
      for (const file of await files.find({}).toArray()) {
        const stored = await chunks.find({ files_id: file._id }).project({ n: 1, data: 1 }).toArray();
        const length = stored.reduce((sum, chunk) => sum + chunk.data.length(), 0);
        if (length !== file.length || stored.length !== Math.ceil(file.length / file.chunkSize))
          bad.push(`${file.filename} (${length} of ${file.length} bytes stored)`);
      }
      return bad;
    },
    /** Chunks without a files document: writes a kill cut short, which no reader finds. */
    cutShort: async () => {
      const ids = await chunks.distinct('files_id');
      return ids.length - (await files.countDocuments({ _id: { $in: ids } }));
    },
    close: () => conn.close(),
  };
}

/**
 * Every acknowledged upload, and every upload whose record is in the store (the record is written after
 * the files): its original (the uploaded bytes) and each variant (the recorded length), byte for byte in
 * the store's own files (the folder, or GridFS read directly) and as the API serves them.
 */
const withRecord = (/** @type {Write[]} */ writes) => writes.filter((w) => w.kind === 'upload' && (w.acked || w.record));

/**
 * An upload's media record: the one read back from the store, else the one its answer carried.
 * @param {Write} write
 */
const mediaOf = (write) => started(write.record ?? write.body?.media, `the media record of ${write.marker}`);

/**
 * @param {Api} api
 * @param {Uploads} uploads
 * @param {Write[]} writes
 */
async function missingFiles(api, uploads, writes) {
  /** @type {string[]} */
  const missing = [];
  for (const write of withRecord(writes)) {
    const media = mediaOf(write);
    /** @type {{ url: string, bytes: number, exact?: Buffer }[]} */
    const files = [{ url: media.url, bytes: media.bytes, exact: write.image?.bytes }, ...media.variants];
    for (const file of files) {
      const served = await fetch(`${api.origin}${file.url}`);
      const body = served.ok ? Buffer.from(await served.arrayBuffer()) : null;
      const stored = await uploads.read(file.url.slice('/uploads/'.length)).catch(() => null);
      const problems = [
        !body && `served ${served.status}`,
        body && body.length !== file.bytes && `served ${body.length} of ${file.bytes} bytes`,
        !stored && 'not stored',
        stored && body && !stored.equals(body) && 'served bytes differ from the stored ones',
        stored && stored.length !== file.bytes && `stored ${stored.length} of ${file.bytes} bytes`,
        stored && file.exact && !stored.equals(file.exact) && 'stored original differs from the uploaded bytes',
      ].filter(Boolean);
      if (problems.length) missing.push(`${file.url} (${problems.join(', ')})`);
    }
  }
  return missing;
}

function emptyTally() {
  return { acked: { agree: 0, disagree: 0 }, unacked: { agree: 0, disagree: 0 }, inStore: 0, notInStore: 0, reobserved: 0 };
}

/**
 * One API at a time here, so another process's unsettled entries need no grace period before they are
 * resolved (AUDIT_PENDING_GRACE_MS, which is for several instances sharing one MongoDB).
 */
const SINGLE_INSTANCE = { AUDIT_PENDING_GRACE_MS: '0' };

/** @param {{ label: string, port: number, dataDir: string, mongoUri?: string }} store */
async function drill({ label, port, dataDir, mongoUri }) {
  const runId = `${label}-${Date.now()}`;
  const logFile = `${dataDir}.log`;
  // Each round restarts the API and signs in again: with MongoDB the login limit is shared and outlives
  // a restart, so 20 rounds within a minute would meet it. Raised, as the fuzz drill does.
  /** @param {{ port: number, dataDir: string, mongoUri?: string, logFile: string }} options */
  const startApi = (options) => startSingleApi({ ...options, env: { ...SINGLE_INSTANCE, LOGIN_RATE_LIMIT: '1000' } });
  const tally = emptyTally();
  /** @type {string[]} */
  const disagreements = [];
  /** @type {string[]} */
  const lostAcks = [];
  let api = await startApi({ port, dataDir, mongoUri, logFile });
  const uploads = await openUploads({ dataDir, mongoUri });
  let checkedFiles = 0;
  let cutShort = 0;
  try {
    const targets = await makeUpdateTargets(api, await login(api.base), runId);
    for (let round = 1; round <= ROUNDS; round++) {
      const { writes, killAt } = await burstAndKill(api, await login(api.base), runId, round, targets);
      api = await startApi({ port, dataDir, mongoUri, logFile });
      const token = await login(api.base);
      tally.reobserved += await observeSettled(api, token, writes);
      lostAcks.push(...(await missingFiles(api, uploads, writes)).map((file) => `round ${round}: ${file}`));
      lostAcks.push(...(await uploads.incomplete()).map((file) => `round ${round}: a half file is visible: ${file}`));
      checkedFiles += withRecord(writes).reduce((sum, w) => sum + 1 + mediaOf(w).variants.length, 0);
      cutShort = Math.max(cutShort, await uploads.cutShort());
      for (const write of writes) {
        const agrees = write.inStore === write.inTrail;
        tally[write.acked ? 'acked' : 'unacked'][agrees ? 'agree' : 'disagree']++;
        tally[write.inStore ? 'inStore' : 'notInStore']++;
        if (!agrees)
          disagreements.push(
            `round ${round} (kill at ${killAt} ms): ${write.kind} "${write.marker}" ${write.inStore ? 'is in the store without' : 'is not in the store but has'} a committed entry${write.image ? ` (media ${write.image.id})` : ''}`,
          );
        if (write.acked && !write.inStore) lostAcks.push(`round ${round}: acknowledged ${write.kind} "${write.marker}" is missing`);
      }
    }
    const health = await fetch(`${api.base}/health`);
    assert.equal(health.status, 200, 'health after the last restart');
    console.log(
      `${label}: ${ROUNDS} kill rounds, ${tally.acked.agree + tally.acked.disagree + tally.unacked.agree + tally.unacked.disagree} writes ` +
        `(${tally.inStore} in the store, ${tally.notInStore} not); store and trail agree on ` +
        `acknowledged ${tally.acked.agree}/${tally.acked.agree + tally.acked.disagree}, unacknowledged ${tally.unacked.agree}/${tally.unacked.agree + tally.unacked.disagree}; ` +
        `disagreements: ${disagreements.length}; observations taken again because the restarted API was still writing: ${tally.reobserved}; ` +
        `files of uploads with a record checked byte for byte in ${mongoUri ? 'GridFS' : 'the folder'} and over HTTP: ${checkedFiles}; ` +
        `writes cut short by a kill left invisible (${mongoUri ? 'chunks without a files document' : 'temp files'}): up to ${cutShort}`,
    );
    for (const line of disagreements.slice(0, 10)) console.log(`  ${line}`);
    assert.deepEqual(lostAcks, [], 'every acknowledged write (and every file of an acknowledged upload) survives the kill');
    assert.deepEqual(disagreements, [], 'a write is in the store exactly when the trail has its committed entry');
    assert.ok(tally.unacked.agree + tally.unacked.disagree > 0, 'the kills landed mid-burst (some writes got no answer)');
  } finally {
    await stopProcess(api.child);
    await uploads.close();
  }
}

describe('SIGKILL during concurrent authenticated writes: the store and the audit trail agree', { timeout: 420_000 }, () => {
  before(() => ensureApiBuilt());

  test('embedded store: every write is in the store exactly when its entry is committed', async () => {
    const dataDir = `/tmp/bench-kill-embedded-${process.pid}`;
    try {
      await drill({ label: 'embedded', port: PORTS.embeddedApi, dataDir });
      // The API's log and its data folder are kept only when the drill fails: the folder's trail and
      // resolutions are what explains a disagreement (they found the one fixed in AuditResolver).
      rmSync(`${dataDir}.log`, { force: true });
      rmSync(dataDir, { recursive: true, force: true });
    } catch (error) {
      console.log(`kept for inspection: ${dataDir} and ${dataDir}.log`);
      throw error;
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
    /** @type {ReturnType<typeof mongoForDrill> | undefined} */
    let mongo;
    before(() => {
      mongo = mongoForDrill({ port: PORTS.mongo, dbName: `pharma_kill_drill_${process.pid}` });
    });
    after(() => mongo?.stop());

    test('mongodb store: every write is in the store exactly when its entry is committed', async () => {
      const dataDir = `/tmp/bench-kill-mongo-${process.pid}`;
      try {
        await drill({ label: 'mongodb', port: PORTS.mongoApi, dataDir, mongoUri: started(mongo, 'the database').uri });
        rmSync(`${dataDir}.log`, { force: true });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
