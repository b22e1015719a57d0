// Drill: scheduled publishing with two real API processes on one MongoDB (FerretDB in CI).
//  - 20 schedules (a publish of a page's drafts each, due 1.5–5 s ahead) with both instances ticking
//    every 200 ms: every schedule runs exactly once (one 'Ran' entry per schedule in the trail), wherever
//    it was created, and the one draft (a home slide) is published by one release write;
//  - the instance holding the lease is SIGKILLed (no clean hand-over): 5 more schedules all run on the
//    other instance once the slots the dead one claimed ahead have passed (fail-over within two slots).
//
//   node --test drills/schedule-drill.test.mjs
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import mongoose from 'mongoose';
import { signalGroup, exitOf, stopProcess } from '../bench/lib/processes.mjs';
import { ensureApiBuilt, login, startApi } from './lib/api-process.mjs';
import { mongoForDrill } from './lib/mongo-server.mjs';
/** @import { AuditEntry, ContentSchedule } from '@pharma/shared' */

/** An API instance of the drill, signed in. */
/** @typedef {Awaited<ReturnType<typeof startApi>> & { token: string }} Api */

const PORTS = { a: 28401, b: 28402, mongo: 28917 };
const TICK_MS = 200;
const PAGES = ['home', 'about', 'products', 'capabilities', 'sustainability', 'contact'];
const tmp = (/** @type {string} */ name) => `/tmp/schedule-drill-${name}-${process.pid}`;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A call of the API as the signed-in administrator; fails on any answer but 2xx.
 * @param {Api} api
 * @param {string} method
 * @param {string} path
 * @param {object} [body]
 * @returns {Promise<any>}  the API's JSON envelope ({ data, … }), read by the helpers below
 */
async function call(api, method, path, body) {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** @type {(api: Api) => Promise<ContentSchedule[]>} */
const schedules = async (api) => (await call(api, 'GET', '/schedules')).data;
/** @type {(api: Api, action: string) => Promise<AuditEntry[]>} */
const trail = async (api, action) => (await call(api, 'GET', `/audit?action=${action}&limit=500`)).data;

/**
 * @param {Api[]} apis  the schedules are created on each in turn
 * @param {number} count
 * @param {number} fromMs  the first is due this long from now
 * @param {number} spreadMs  the rest over this long after it
 * @returns {Promise<string[]>}  their ids
 */
async function scheduleMany(apis, count, fromMs, spreadMs) {
  /** @type {string[]} */
  const ids = [];
  for (let i = 0; i < count; i++) {
    const api = apis[i % apis.length];
    const at = new Date(Date.now() + fromMs + Math.round((spreadMs * i) / count)).toISOString();
    ids.push((await call(api, 'POST', '/schedules', { page: PAGES[i % PAGES.length], action: 'publish', at })).data.id);
  }
  return ids;
}

/**
 * @param {Api} api
 * @param {string[]} ids
 * @param {number} timeoutMs
 * @returns {Promise<(ContentSchedule | undefined)[]>}  each schedule as it ended (undefined: the API no longer lists it)
 */
async function waitUntilRan(api, ids, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = new Map((await schedules(api)).map((s) => [s.id, s]));
    const pending = ids.filter((id) => states.get(id)?.state === 'pending');
    if (!pending.length) return ids.map((id) => states.get(id));
    if (Date.now() > deadline) throw new Error(`${pending.length} of ${ids.length} schedules still pending after ${timeoutMs} ms`);
    await sleep(250);
  }
}

/**
 * Per schedule id, how many 'Ran the …' entries the trail holds.
 * @param {Api} api
 * @param {string[]} ids
 */
async function runsPerSchedule(api, ids) {
  const ran = (await trail(api, 'schedule')).filter((e) => e.detail.startsWith('Ran the'));
  return ids.map((id) => ran.filter((e) => e.detail.includes(`(schedule ${id})`)).length);
}

describe('scheduled publishing drill: two API instances on one MongoDB', { timeout: 300_000 }, () => {
  /** @type {ReturnType<typeof mongoForDrill> | undefined} */
  let mongo;
  // The two instances: filled by the before hook, which every test runs after.
  const apis = /** @type {{ a: Api, b: Api }} */ ({});
  /** The database both instances share (the lease is read from it). */
  const mongoUri = () => {
    if (!mongo) throw new Error('the database was not started');
    return mongo.uri;
  };

  before(async () => {
    ensureApiBuilt();
    mongo = mongoForDrill({ port: PORTS.mongo, dbName: `pharma_schedule_drill_${process.pid}` });
    const env = { SCHEDULE_TICK_MS: String(TICK_MS), LOGIN_RATE_LIMIT: '1000' };
    for (const name of /** @type {const} */ (['a', 'b'])) {
      const api = await startApi({ port: PORTS[name], dataDir: tmp(name), mongoUri: mongo.uri, logFile: `${tmp(name)}.log`, env });
      apis[name] = { ...api, token: await login(api.base) };
    }
  });

  after(async () => {
    for (const api of Object.values(apis)) await stopProcess(api.child);
    mongo?.stop();
    for (const name of ['a', 'b']) {
      rmSync(tmp(name), { recursive: true, force: true });
      rmSync(`${tmp(name)}.log`, { force: true });
    }
  });

  test('20 schedules, both instances ticking: each runs exactly once', async () => {
    const releasesBefore = (await trail(apis.a, 'publish')).filter((e) => e.collection === 'content_releases').length;
    // One draft (a new home slide): the first home schedule publishes it, the later ones find nothing to publish.
    const slide = { title: `Drill slide ${process.pid}`, subtitle: 'Scheduled', image: '/uploads/drill.png', order: 99, isActive: true };
    const draft = (await call(apis.a, 'POST', '/cms/home/slides?draft=true', slide)).data;
    const ids = await scheduleMany([apis.a, apis.b], 20, 1500, 3500);
    const ran = await waitUntilRan(apis.b, ids, 60_000);
    await sleep(4 * TICK_MS); // more ticks of both: nothing runs twice
    const runs = await runsPerSchedule(apis.a, ids);
    const late = ran.map((s) => s?.lateByMs ?? NaN);
    console.log(
      `20 schedules: states ${JSON.stringify(countBy(ran.map((s) => s?.state)))}, runs per schedule ${JSON.stringify(countBy(runs))}, late by ${Math.min(...late)}–${Math.max(...late)} ms`,
    );
    assert.deepEqual(
      ran.map((s) => s?.state),
      ids.map(() => 'done'),
    );
    assert.deepEqual(
      runs,
      ids.map(() => 1),
    );
    // The draft was published by one run, once: one release write; a run with nothing to publish writes none.
    const releasesAfter = (await trail(apis.a, 'publish')).filter((e) => e.collection === 'content_releases').length;
    console.log(`release writes during the runs: ${releasesAfter - releasesBefore} (one draft: 1 expected)`);
    assert.equal(releasesAfter, releasesBefore + 1);
    const visible = await fetch(`${apis.b.base}/cms/home/slides/${draft.id}`);
    assert.equal(visible.status, 200, 'the published slide is in the anonymous read');
  });

  test('the lease holder is SIGKILLed: the other instance runs the next schedules, each once', async () => {
    const holderPid = await leaseHolderPid(mongoUri());
    const [dead, alive] = holderPid === apis.a.child.pid ? [apis.a, apis.b] : [apis.b, apis.a];
    assert.equal(holderPid, dead.child.pid, 'one of the two instances holds the lease');
    signalGroup(dead.child, 'SIGKILL');
    await exitOf(dead.child);
    const ids = await scheduleMany([alive], 5, 500, 1000);
    const started = Date.now();
    const ran = await waitUntilRan(alive, ids, 30_000);
    console.log(`after SIGKILL of the holder (pid ${holderPid}): 5 schedules done in ${Date.now() - started} ms on the other instance`);
    assert.deepEqual(
      ran.map((s) => s?.state),
      ids.map(() => 'done'),
    );
    assert.deepEqual(
      await runsPerSchedule(alive, ids),
      ids.map(() => 1),
    );
    assert.equal(await leaseHolderPid(mongoUri()), alive.child.pid, 'the lease moved to the live instance');
  });
});

/**
 * How many times each value occurs (keyed as an object key would: its string).
 * @param {(string | number | undefined)[]} values
 */
function countBy(values) {
  return values.reduce((counts, value) => ({ ...counts, [String(value)]: (counts[String(value)] ?? 0) + 1 }), /** @type {Record<string, number>} */ ({}));
}

/**
 * The pid in the holder name ('host:pid:random') of the newest slot of the scheduler's lease, read from the database.
 * @param {string} uri
 */
async function leaseHolderPid(uri) {
  const conn = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const [slot] = await conn.collection('store_leases').find({ name: 'content-scheduler' }).sort({ slot: -1 }).limit(1).toArray();
    return slot ? Number(String(slot.holder).split(':').at(-2)) : undefined;
  } finally {
    await conn.close();
  }
}
