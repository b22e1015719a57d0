// Drill: what the administrator publishes is in the server HTML of the next request made 1 s after the
// save answered, with several gateways and API instances: two API processes on one MongoDB, each
// behind its own gateway, and the About remote served from its real dist/ (its own server renderer).
// A save through one API instance must show in the pages of BOTH gateways (no per-process
// invalidation can do that; the store's content revision does).
//
//   node --test drills/freshness-drill.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { stopProcess, waitForHttp } from '../bench/lib/processes.mjs';
import { buildAll } from '../../shell/server/local/build-all.mjs';
import { ensureApiBuilt, login, startApi } from './lib/api-process.mjs';
import { startRemote, startShell } from './lib/instances.mjs';
import { mongoForDrill } from './lib/mongo-server.mjs';
import { pinnedEntry } from './lib/render-fixtures.mjs';

/** Ports: the freshness drill's 30000 range (the benches use 28000s, the fuzz drill 29080). */
const PORTS = { apiA: 30001, apiB: 30002, gatewayA: 30080, gatewayB: 30081, about: 30102, mongo: 30917 };
const SAVES = 6;
const AFTER_SAVE_MS = 1000;
const HERO = '/cms/about/hero';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tmp = path.join('/tmp', `freshness-drill-${process.pid}`);

/**
 * A partial update (the hero's DTO is a PartialType): only the title changes.
 * @param {string} base
 * @param {string} token
 * @param {string} title
 */
async function saveHeroTitle(base, token, title) {
  const res = await fetch(`${base}${HERO}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title }),
  });
  assert.equal(res.status, 200, `save on ${base}: ${res.status} ${await res.text()}`);
}

/** @param {number} port  a gateway's */
async function serverHtml(port) {
  const res = await fetch(`http://127.0.0.1:${port}/about`);
  assert.equal(res.status, 200);
  return res.text();
}

describe('freshness drill: a save is in the server HTML 1 s later, across gateways and API instances', { timeout: 300_000 }, () => {
  /** @type {ReturnType<typeof mongoForDrill> | undefined} */
  let mongo;
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];

  before(async () => {
    ensureApiBuilt();
    buildAll({ only: ['shell', 'mf-about'] });
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    mongo = mongoForDrill({ port: PORTS.mongo, dbName: `pharma_freshness_drill_${process.pid}` });
    const { uri } = mongo;
    for (const [name, port] of /** @type {[string, number][]} */ ([
      ['a', PORTS.apiA],
      ['b', PORTS.apiB],
    ])) {
      const { child } = await startApi({ port, dataDir: path.join(tmp, `data-${name}`), mongoUri: uri, logFile: path.join(tmp, `api-${name}.log`) });
      children.push(child);
    }
    const remotesFile = path.join(tmp, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify([pinnedEntry('mf-about', { name: 'mf_about', origin: `http://127.0.0.1:${PORTS.about}`, routes: ['/about'] })]));
    children.push(startRemote(tmp, 'mf_about', PORTS.about));
    /** @type {(port: number, apiPort: number) => import('node:child_process').ChildProcess} */
    const shell = (port, apiPort) => startShell(tmp, port, `http://127.0.0.1:${apiPort}`, remotesFile);
    children.push(shell(PORTS.gatewayA, PORTS.apiA), shell(PORTS.gatewayB, PORTS.apiB));
    for (const port of [PORTS.about, PORTS.gatewayA, PORTS.gatewayB]) await waitForHttp(`http://127.0.0.1:${port}/healthz`);
  });

  after(async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
    mongo?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  test(`${SAVES} saves alternating between API instances: each in both gateways' HTML ${AFTER_SAVE_MS} ms later`, async () => {
    const apis = [`http://127.0.0.1:${PORTS.apiA}/api`, `http://127.0.0.1:${PORTS.apiB}/api`];
    const tokens = await Promise.all(apis.map(login));
    // Warm both gateways (renderer fetched, a first render cached) so the drill measures invalidation.
    const original = await serverHtml(PORTS.gatewayA);
    await serverHtml(PORTS.gatewayB);
    const rows = [];
    for (let i = 0; i < SAVES; i++) {
      const title = `Freshness drill ${process.pid}-${i}`;
      const via = i % 2;
      await saveHeroTitle(apis[via], tokens[via], title);
      const saved = Date.now();
      const firstSeen = await firstSight([PORTS.gatewayA, PORTS.gatewayB], title, saved);
      await sleep(Math.max(0, saved + AFTER_SAVE_MS - Date.now()));
      const [a, b] = await Promise.all([serverHtml(PORTS.gatewayA), serverHtml(PORTS.gatewayB)]);
      rows.push({
        save: i + 1,
        via: via ? 'API b' : 'API a',
        'first seen (ms)': firstSeen,
        'gateway a at 1 s': a.includes(title),
        'gateway b at 1 s': b.includes(title),
      });
      assert.ok(a.includes(title) && b.includes(title), `save ${i + 1} through API ${via ? 'b' : 'a'} not in both gateways' HTML 1 s later`);
    }
    console.table(rows);
    assert.ok(original.length > 0);
  });
});

/**
 * Polls both gateways until both serve the title; the time since the save answered, in ms.
 * @param {number[]} ports
 * @param {string} title
 * @param {number} since
 * @returns {Promise<number | string>}  the ms, or '> 1000' when not both within the second
 */
async function firstSight(ports, title, since) {
  while (Date.now() - since < AFTER_SAVE_MS) {
    const pages = await Promise.all(ports.map(serverHtml));
    if (pages.every((html) => html.includes(title))) return Date.now() - since;
    await sleep(50);
  }
  return `> ${AFTER_SAVE_MS}`;
}
