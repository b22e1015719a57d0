// Drill: no request path can grow the gateway's render cache or push a real route out of it. The real
// gateway, the real API (embedded store) and every remote served from its real dist/ (its own server
// renderer): 10,000 distinct paths (trailing and doubled slashes, other case, query strings, paths
// under the admin's wildcard route) hit the gateway; a save through the API while they run, and one
// after, must each be in the server HTML of every public route within 1 s of the save answering. Before the cache was keyed by route,
// such a flood evicted the real routes and a save took 10–17 s to reach /sustainability.
//
//   node --test drills/flood-drill.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, startNode, stopProcess, waitForHttp } from '../bench/lib/processes.mjs';
import { REMOTES } from '../../shell/server/local/topology.mjs';
import { PUBLIC_ROUTES } from '../support/public-routes.mjs';
import { ensureApiBuilt, login, startApi } from './lib/api-process.mjs';
import { loadWriteOperations } from './lib/openapi-cases.mjs';
import { firstPaint, pinnedEntry, untilRendered } from './lib/render-fixtures.mjs';
import { started } from './lib/started.mjs';

/** Ports of this drill (the gateway engineer's 32000 range): gateway, API, remotes from 32101. */
const PORTS = { gateway: 32080, api: 32001, remotes: 32101 };
const FLOOD_PATHS = 10_000;
const CONCURRENCY = 16;
const FRESH_MS = 1000;
const tmp = path.join('/tmp', `flood-drill-${process.pid}`);
const out = new console.Console(process.stderr); // see render-isolation-drill: tables go to stderr

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * @type {{ children: import('node:child_process').ChildProcess[], base: string, api: Awaited<ReturnType<typeof startApi>> | null,
 *   token: string, titles: { path: string, field: string }[] }}
 */
const state = { children: [], base: `http://127.0.0.1:${PORTS.gateway}`, api: null, token: '', titles: [] };

/** 10,000 distinct paths no page owns as such: other spellings of every public route, and admin paths. */
function floodPaths() {
  /** @type {string[]} */
  const paths = [];
  for (let i = 0; paths.length < FLOOD_PATHS; i++) {
    const route = PUBLIC_ROUTES[i % PUBLIC_ROUTES.length];
    const n = Math.floor(i / PUBLIC_ROUTES.length);
    const kinds = [
      `${route}${'/'.repeat(1 + (n % 40))}?v=${n}`,
      `${route.toUpperCase()}?v=${n}`,
      `/${route}//?v=${n}`,
      `/admin/flood-${i}`,
      `${route}?flood=${n}`,
    ];
    paths.push(kinds[i % kinds.length]);
  }
  return paths;
}

/**
 * Sends every path, CONCURRENCY at a time, never following redirects; counts the statuses.
 * @param {string[]} paths
 */
async function flood(paths) {
  /** @type {Record<number, number>} */
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const target = paths[next++];
      const response = await fetch(`${state.base}${target}`, { redirect: 'manual' });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

/** The content writes whose title a page shows: every singleton section (PUT) with a field named like a title. */
async function titleFields() {
  /** @type {{ path: string, field: string }[]} */
  const fields = [];
  for (const op of await loadWriteOperations(started(state.api, 'the API').origin)) {
    if (op.method !== 'PUT' || op.path.includes('{') || !op.path.startsWith('/api/cms/') || /\/(seo|settings)$/.test(op.path)) continue;
    const properties = op.schema?.properties ?? {};
    const field = Object.keys(properties).find((key) => /title/i.test(key) && properties[key].type === 'string');
    if (field) fields.push({ path: op.path, field });
  }
  return fields;
}

/**
 * Saves `text` (plus the field's name) into every title field; resolves when the last save answered.
 * @param {string} text
 */
async function saveTitles(text) {
  const { origin } = started(state.api, 'the API');
  for (const { path: write, field } of state.titles) {
    const res = await fetch(`${origin}${write}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${state.token}` },
      body: JSON.stringify({ [field]: `${text} ${field}` }),
    });
    assert.equal(res.status, 200, `save ${write}: ${res.status} ${await res.text()}`);
  }
  return Date.now();
}

/** @param {string} route */
async function serverHtml(route) {
  const res = await fetch(`${state.base}${route}`, { redirect: 'manual' });
  assert.equal(res.status, 200, route);
  return res.text();
}

/**
 * Per route, how long after `since` its server HTML first held `text` (polled every 50 ms, up to `limitMs`).
 * @param {readonly string[]} routes
 * @param {string} text
 * @param {number} since
 * @param {number} limitMs
 */
async function staleness(routes, text, since, limitMs) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  while (seen.size < routes.length && Date.now() - since < limitMs) {
    await Promise.all(
      routes
        .filter((route) => !seen.has(route))
        .map(async (route) => {
          if ((await serverHtml(route)).includes(text)) seen.set(route, Date.now() - since);
        }),
    );
    await sleep(50);
  }
  return seen;
}

describe('a flood of distinct paths neither grows the render cache nor delays a save', { timeout: 240_000 }, () => {
  before(async () => {
    ensureApiBuilt();
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    const api = await startApi({ port: PORTS.api, dataDir: path.join(tmp, 'data'), logFile: path.join(tmp, 'api.log') });
    state.api = api;
    const list = REMOTES.map(({ name, pkg, routes }, i) => {
      const port = PORTS.remotes + i;
      const args = [path.join(ROOT, 'shared/server/static-server.mjs'), '--dir', path.join(ROOT, pkg, 'dist'), '--port', String(port), '--name', name];
      state.children.push(startNode(args, { logFile: path.join(tmp, `${pkg}.log`) }));
      return pinnedEntry(pkg, { name, origin: `http://127.0.0.1:${port}`, routes });
    });
    writeFileSync(path.join(tmp, 'remotes.json'), JSON.stringify(list));
    const env = { PORT: String(PORTS.gateway), REMOTES_FILE: path.join(tmp, 'remotes.json'), API_URL: api.origin };
    state.children.push(startNode([path.join(ROOT, 'shell/server/gateway/gateway.mjs')], { env, logFile: path.join(tmp, 'gateway.log') }));
    for (let i = 0; i < list.length; i++) await waitForHttp(`http://127.0.0.1:${PORTS.remotes + i}/healthz`);
    await waitForHttp(`${state.base}/healthz`);
    state.token = await login(`${api.origin}/api`);
    state.titles = await titleFields();
  });

  after(async () => {
    await Promise.all(state.children.map((child) => stopProcess(child)));
    await stopProcess(state.api?.child);
    rmSync(tmp, { recursive: true, force: true });
  });

  test(`${FLOOD_PATHS} distinct paths, a save during them and one after: every public route's server HTML has each within ${FRESH_MS} ms`, async () => {
    for (const route of PUBLIC_ROUTES) assert.ok(firstPaint((await untilRendered(`${state.base}${route}`)).body).pageData, `${route} renders`);
    // Which routes show a saved title at all (a page of fixed text shows none).
    const first = `Flood drill ${process.pid} a`;
    const shown = await staleness(PUBLIC_ROUTES, first, await saveTitles(first), 5000);
    const routes = PUBLIC_ROUTES.filter((route) => shown.has(route));

    const started = Date.now();
    const flooding = flood(floodPaths());
    // A save while the flood runs (the render pool busy with whatever the flood makes it render).
    await sleep(2000);
    const during = `Flood drill ${process.pid} during`;
    const seenDuring = await staleness(routes, during, await saveTitles(during), 20_000);
    const statuses = await flooding;
    const floodMs = Date.now() - started;
    out.log(`flood: ${FLOOD_PATHS} paths in ${floodMs} ms, by status ${JSON.stringify(statuses)}`);
    // After it: the redirects and not-found pages were cheap, and the real routes are still cached.
    /** @type {number[]} */
    const cached = [];
    for (const route of routes) {
      const t = Date.now();
      await serverHtml(route);
      cached.push(Date.now() - t);
    }

    const second = `Flood drill ${process.pid} b`;
    const saved = await saveTitles(second);
    const seen = await staleness(routes, second, saved, 5000);
    out.table(
      PUBLIC_ROUTES.map((route) => ({
        route,
        'shows a saved title': shown.has(route),
        'answer after the flood (ms)': routes.includes(route) ? cached[routes.indexOf(route)] : '',
        'save during the flood seen after (ms)': shown.has(route) ? (seenDuring.get(route) ?? '> 20000') : '',
        'save after the flood seen after (ms)': shown.has(route) ? (seen.get(route) ?? '> 5000') : '',
      })),
    );
    // /pharmaceutical-apis, /contract-manufacturing and /research-development are built-in text: no save shows there.
    assert.ok(routes.length >= PUBLIC_ROUTES.length - 3, `only ${routes.length} routes show a saved title`);
    assert.equal(Object.keys(statuses).filter((status) => Number(status) >= 500).length, 0, 'no 5xx during the flood');
    for (const route of routes) {
      assert.ok((seenDuring.get(route) ?? Infinity) <= FRESH_MS, `${route}: the save during the flood showed after ${seenDuring.get(route) ?? '> 20000'} ms`);
      assert.ok((seen.get(route) ?? Infinity) <= FRESH_MS, `${route}: the save after it showed after ${seen.get(route) ?? '> 5000'} ms`);
    }
  });
});
