// Drill: the remotes' server renderers cannot crash or stall the gateway. The real gateway (its own
// process) composes pages from fixture remotes, each deployed as a folder on the site's static
// server, whose renderers throw, hang forever, allocate until out of memory, are missing, or work
// and then start failing (their content API goes down). Every page must still come back, 200,
// within the time budget plus a second; a healthy route must answer fast while another renderer
// hangs; the route that rendered well before serves its last good HTML (with its data), the others
// a client-rendered page (the frame, no page HTML); one log line per failed render; the gateway
// process never exits.
//
//   node --test drills/render-isolation-drill.test.mjs
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { exited } from '../bench/lib/processes.mjs';
import {
  firstPaint,
  logEvents,
  pinnedFixture,
  startFakeApi,
  startGateway,
  startStatic,
  timedGet,
  untilRendered,
  writeRemote,
  writeShell,
} from './lib/render-fixtures.mjs';
import { started } from './lib/started.mjs';
/** @import { PageData } from './lib/render-fixtures.mjs' */

/**
 * One request of the drill and what its first paint held.
 * @typedef {{ phase: string, route: string, status: number, ms: number, pageHtml: string, pageData: PageData | null }} Seen
 */

/**
 * One hostile renderer's run (the isolation table): its own page's status, the gateway's health and
 * RSS, the p95s of the other requests meanwhile, and the reason its failure was logged with.
 * @typedef {{ 'hostile renderer': string, 'its page': number | string, 'gateway alive': boolean, 'max RSS MB': number,
 *   'p95 /robots.txt ms': number | null, 'p95 /good ms': number | null, requests: number, reason?: string }} IsolationRow
 */

/** Ports of this drill: gateway, the remotes' static server, the content API (below 32768, clear of the other drills). */
const PORTS = { gateway: 14480, remotes: 14481, api: 14482 };
const BUDGET_MS = 1500;
/** The isolation table's bounds, for every hostile renderer: the gateway's own resident memory, and p95s of other requests meanwhile. */
const MAX_GATEWAY_RSS_MB = 200;
const P95_ROBOTS_MS = 150;
const P95_OTHER_PAGE_MS = 600;
/** How long other routes are measured while a hostile renderer runs. */
const ATTACK_MS = 2500;
/** A healthy route's page while another renderer hangs (a trivial render on the free worker). */
const FAST_MS = 500;
const TMP = `/tmp/drill-render-isolation-${process.pid}`;

const RENDERERS = {
  good: `export async function render() {
  return { html: '<h1>Good page</h1>', data: { page: 'good' }, head: { title: 'Good', description: '' } };
}`,
  throws: `export async function render() { throw new Error('renderer bug'); }`,
  hangs: `export async function render() { while (true) {} }`,
  oom: `export async function render() { const hoard = []; while (true) hoard.push(new Array(1e6).fill(hoard.length)); }`,
  missing: null,
  stray: `export async function render() {
  setTimeout(() => { throw new Error('stray timer'); }, 5);
  Promise.reject(new Error('unhandled rejection'));
  return { html: '<p>stray</p>', data: null, head: { title: 'Stray', description: '' } };
}`,
  echo: `export async function render(pathname, context) {
  return { html: '<p>echo</p>', data: { pathname, contextKeys: Object.keys(context), headers: context.headers, args: arguments.length }, head: { title: 'Echo', description: '' } };
}`,
  // Hostile renderers, each run while other routes are measured (the isolation table).
  kills: `export async function render() { process.kill(process.pid, 'SIGKILL'); await new Promise(() => {}); }`,
  buffers: `const hoard = [];
export async function render() {
  for (;;) {
    hoard.push(Buffer.alloc(16 * 1024 * 1024, 1)); // outside the JS heap: --max-old-space-size does not see it
    await new Promise((resolve) => setImmediate(resolve));
  }
}`,
  megabytes: `export async function render() {
  return { html: '<p>' + 'x'.repeat(30 * 1024 * 1024) + '</p>', data: { text: 'y'.repeat(1024 * 1024) }, head: { title: 'Big', description: '' } };
}`,
  // 400 KB of '<img' with no '>': a lazy regex for the lead image over it ran for seconds on the gateway's thread.
  images: `export async function render() {
  return { html: '<p>' + '<img a'.repeat(68000) + '</p>', data: null, head: { title: 'Images', description: '' } };
}`,
  floods: `import { writeSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
export async function render() {
  // Whatever channel leads to the gateway: a worker thread's port, or the render process's answer pipe (fd 3).
  const line = JSON.stringify({ strayError: 'flood '.repeat(40) }) + '\\n';
  for (let i = 0; i < 2e6; i++) {
    if (parentPort) parentPort.postMessage({ strayError: 'flood' });
    else writeSync(3, line);
  }
  return { html: '<p>flooded</p>', data: null, head: { title: 'Flood', description: '' } };
}`,
  // Tries to get past its process: signal the gateway (its parent), read the gateway's environment
  // (secrets) or the data folder, start a process, write a file. Each attempt's outcome is its page.
  escapes: `import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
const attempt = (name, fn) => { try { fn(); return name + ':allowed'; } catch (error) { return name + ':refused'; } };
export async function render() {
  const tries = [
    attempt('signal', () => process.kill(process.ppid, 'SIGKILL')),
    attempt('environ', () => readFileSync('/proc/' + process.ppid + '/environ')),
    attempt('spawn', () => execFileSync('kill', ['-9', String(process.ppid)])),
    attempt('write', () => writeFileSync('/tmp/render-escape-' + process.pid, 'x')),
  ];
  return { html: '<p>' + tries.join(' ') + '</p>', data: null, head: { title: 'Escapes', description: '' } };
}`,
  flaky: `export async function render(pathname, context) {
  const response = await fetch(context.apiOrigin + '/api/cms/flaky');
  if (!response.ok) throw new Error('content API answered ' + response.status);
  const { data } = await response.json();
  return { html: '<h1>' + data.title + '</h1>', data, head: { title: data.title, description: '' } };
}`,
};

/**
 * What the drill saw goes to stderr: Node 20's test runner reads a test file's stdout as its own
 * serialized messages, and long tables written there sometimes broke that ("Unable to deserialize").
 */
const out = new console.Console(process.stderr);

/**
 * @type {{ gateway: Awaited<ReturnType<typeof startGateway>> | null, remotes: Awaited<ReturnType<typeof startStatic>> | null,
 *   api: Awaited<ReturnType<typeof startFakeApi>> | null, pid?: number, logFile: string, seen: Seen[], isolation: IsolationRow[] }}
 */
const state = { gateway: null, remotes: null, api: null, logFile: path.join(TMP, 'gateway.log'), seen: [], isolation: [] };

/** The gateway the before hook started. */
const gateway = () => started(state.gateway, 'the gateway');

/**
 * A process's resident memory in MB (/proc/<pid>/status VmRSS); null once it is gone.
 * @param {number | undefined} pid
 */
function residentMb(pid) {
  try {
    // No VmRSS line (a zombie): the [1] of null throws, and the catch answers null as for a gone process.
    return Math.round(Number(/** @type {RegExpExecArray} */ (/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8')))[1]) / 1024);
  } catch {
    return null;
  }
}

/** @param {number[]} values */
function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? null;
}

/**
 * Runs the hostile route once, and meanwhile GETs
 * /robots.txt and /good in turn and samples the gateway's RSS, for ATTACK_MS.
 * @param {string} route
 * @returns {Promise<IsolationRow>}
 */
async function attack(route) {
  const base = gateway().base;
  const startedAt = Date.now();
  const hostile = timedGet(`${base}${route}`).catch((/** @type {Error & { cause?: { code?: string } }} */ error) => ({
    status: String(error.cause?.code ?? error),
  }));
  /** @type {number[]} */
  const robots = [];
  /** @type {number[]} */
  const other = [];
  let maxRss = residentMb(state.pid) ?? 0;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, residentMb(state.pid) ?? 0)), 25);
  try {
    while (Date.now() - startedAt < ATTACK_MS) {
      robots.push((await timedGet(`${base}/robots.txt`)).ms);
      const page = await timedGet(`${base}/good`);
      other.push(page.ms);
      assert.equal(firstPaint(page.body).pageHtml, '<h1>Good page</h1>', `/good rendered while ${route} ran`);
    }
  } finally {
    clearInterval(sampler);
  }
  const answer = await hostile;
  return {
    'hostile renderer': route,
    'its page': answer.status,
    'gateway alive': !exited(gateway().child) && residentMb(state.pid) !== null,
    'max RSS MB': maxRss,
    'p95 /robots.txt ms': p95(robots),
    'p95 /good ms': p95(other),
    requests: robots.length + other.length,
  };
}

/**
 * GET a route and note what its first paint held.
 * @param {string} route
 * @param {string} phase
 */
async function visit(route, phase) {
  const answer = await timedGet(`${gateway().base}${route}`);
  const { pageHtml, pageData } = firstPaint(answer.body);
  /** @type {Seen} */
  const seen = { phase, route, status: answer.status, ms: answer.ms, pageHtml, pageData };
  state.seen.push(seen);
  return seen;
}

/**
 * What the drill saw: each request, then per route its log lines.
 * @param {Seen[]} seen
 */
function report(seen) {
  /** @param {Seen} s */
  const paint = ({ pageHtml, pageData }) => (pageData ? `page HTML: ${pageHtml}` : pageHtml ? 'page HTML without data' : 'frame only (client renders)');
  out.table(seen.map((s) => ({ phase: s.phase, route: s.route, status: s.status, ms: s.ms, 'first paint': paint(s) })));
  const routes = [...new Set(seen.map((s) => s.route))];
  out.table(
    routes.map((route) => ({
      route,
      requests: seen.filter((s) => s.route === route).length,
      'max ms': Math.max(...seen.filter((s) => s.route === route).map((s) => s.ms)),
      'log lines (reasons)': failures(route)
        .map((event) => `${event.reason} (${event.ms} ms)`)
        .join('; '),
    })),
  );
}

/** @param {string} route */
function failures(route) {
  return logEvents(state.logFile, 'page render failed').filter((event) => event.route === route);
}

describe('isolation of the remotes’ server renderers', { timeout: 120_000 }, () => {
  before(async () => {
    rmSync(TMP, { recursive: true, force: true });
    const shell = writeShell(path.join(TMP, 'shell'));
    for (const [name, renderer] of Object.entries(RENDERERS)) writeRemote(path.join(TMP, 'remotes', name), renderer);
    const remotes = await startStatic({ dir: path.join(TMP, 'remotes'), port: PORTS.remotes, logFile: path.join(TMP, 'remotes.log') });
    state.remotes = remotes;
    const api = await startFakeApi(PORTS.api);
    state.api = api;
    api.state.content.flaky = { title: 'Published title' };
    const remotesFile = path.join(TMP, 'remotes.json');
    const list = Object.entries(RENDERERS).map(([name, renderer]) =>
      pinnedFixture({ name: `drill_${name}`, entry: `${remotes.origin}/${name}/remoteEntry.js`, routes: [`/${name}`, `/${name}/*`], renderer }),
    );
    writeFileSync(remotesFile, JSON.stringify(list));
    const running = await startGateway({
      port: PORTS.gateway,
      ...shell,
      remotesFile,
      apiOrigin: api.origin,
      logFile: state.logFile,
      env: { RENDER_BUDGET_MS: String(BUDGET_MS), RENDER_THREADS: '2' },
    });
    state.gateway = running;
    state.pid = running.child.pid;
  });

  after(async () => {
    if (state.seen.length) report(state.seen);
    if (state.isolation.length) out.table(state.isolation);
    await state.gateway?.stop();
    await state.remotes?.stop();
    state.api?.close();
    if (!process.env.KEEP_DRILL_FILES) rmSync(TMP, { recursive: true, force: true });
  });

  test('healthy renderers render (once the pool has warmed up)', async () => {
    const warm = await untilRendered(`${gateway().base}/good`);
    assert.equal(firstPaint(warm.body).pageHtml, '<h1>Good page</h1>', 'the pool renders within 20 s of the start');
    const seen = await visit('/flaky', 'warm');
    assert.equal(seen.status, 200);
    assert.ok(seen.pageData, '/flaky has #page-data');
    assert.equal(seen.pageHtml, '<h1>Published title</h1>');
  });

  test('while one renderer hangs, every other route answers, healthy ones fast; the hung page comes back within the budget', async () => {
    started(state.api, 'the content API').state.down = true; // the flaky renderer's loader now throws
    const hung = visit('/hangs', 'hang');
    await sleep(150);
    /** @type {Seen[]} */
    const others = [];
    for (const route of ['/good', '/throws', '/missing', '/flaky', '/good', '/good']) others.push(await visit(route, 'during hang'));
    const hang = await hung;
    assert.equal(hang.status, 200);
    assert.ok(hang.ms < BUDGET_MS + 1000, `/hangs answered after ${hang.ms} ms`);
    assert.equal(hang.pageData, null, 'no page data for a hung render without a last good page');
    for (const seen of others) {
      assert.equal(seen.status, 200, `${seen.route} status`);
      assert.ok(seen.ms < BUDGET_MS + 1000, `${seen.route} answered after ${seen.ms} ms`);
    }
    for (const seen of others.filter((s) => s.route === '/good')) {
      assert.ok(seen.ms < FAST_MS, `/good took ${seen.ms} ms while /hangs hung`);
      assert.equal(seen.pageHtml, '<h1>Good page</h1>');
    }
    const flaky = started(
      others.find((s) => s.route === '/flaky'),
      'the /flaky visit',
    );
    assert.equal(flaky.pageHtml, '<h1>Published title</h1>', 'the last good HTML');
    assert.deepEqual(flaky.pageData, { path: '/flaky', data: { title: 'Published title' } }, 'with the data it was rendered with');
    for (const route of ['/throws', '/missing']) {
      const seen = started(
        others.find((s) => s.route === route),
        `the ${route} visit`,
      );
      assert.equal(seen.pageHtml, '', `${route}: the frame only`);
      assert.equal(seen.pageData, null, `${route}: no page data`);
    }
  });

  test('a renderer that runs out of memory: its worker is replaced, the page comes back, others still render', async () => {
    const oom = await visit('/oom', 'oom');
    assert.equal(oom.status, 200);
    assert.ok(oom.ms < BUDGET_MS + 1000, `/oom answered after ${oom.ms} ms`);
    assert.equal(oom.pageData, null);
    const good = await visit('/good', 'after oom');
    assert.equal(good.pageHtml, '<h1>Good page</h1>');
  });

  test('a renderer that hung or ran out of memory is suspended: asked again, the page comes back at once', async () => {
    for (const route of ['/hangs', '/oom']) {
      const seen = await visit(route, 'suspended');
      assert.equal(seen.status, 200);
      assert.ok(seen.ms < FAST_MS, `${route} took ${seen.ms} ms while suspended`);
    }
  });

  test('a renderer whose stray timer and promise fail after it answered: its page renders, the errors are logged, the next renders are unharmed', async () => {
    const goodFailures = failures('/good').length;
    const stray = await visit('/stray', 'stray');
    assert.equal(stray.pageHtml, '<p>stray</p>');
    await sleep(300);
    for (const route of ['/good', '/good']) assert.equal((await visit(route, 'after stray')).pageHtml, '<h1>Good page</h1>');
    // A worker's console reaches the gateway's output through the main thread, a little later.
    /** @type {(string | undefined)[]} */
    let strayErrors = [];
    for (let waited = 0; strayErrors.length < 2 && waited < 5000; waited += 100) {
      strayErrors = logEvents(state.logFile, 'stray error in a page renderer').map((event) => event.error);
      await sleep(100);
    }
    assert.deepEqual(strayErrors.sort(), ['stray timer', 'unhandled rejection']);
    assert.equal(failures('/good').length, goodFailures, 'no /good render failed after the stray errors');
  });

  test('one log line per failed render, with its reason and duration', async () => {
    await sleep(200); // the child's log is written asynchronously
    const expected = { '/throws': ['threw'], '/missing': ['no renderer'], '/flaky': ['threw'], '/hangs': ['timeout'], '/good': [] };
    for (const [route, reasons] of Object.entries(expected)) {
      const events = failures(route);
      assert.deepEqual(
        events.slice(0, reasons.length).map((event) => event.reason),
        reasons,
        `${route} log lines`,
      );
      for (const event of events) assert.equal(typeof event.ms, 'number');
    }
    const visits = (/** @type {string} */ route) => state.seen.filter((s) => s.route === route && s.phase !== 'warm').length;
    for (const route of ['/throws', '/missing', '/flaky', '/hangs', '/oom'])
      assert.equal(failures(route).length, visits(route), `${route}: one line per request`);
    assert.match(failures('/oom')[0].reason ?? '', /^(out of memory|timeout)$/);
    assert.equal(failures('/flaky')[0].fallback, 'last good HTML');
    assert.equal(failures('/throws')[0].fallback, 'client rendering');
  });

  test('hostile query strings and paths reach a renderer only as a pathname, with the API origin as its only context', async () => {
    const targets = [
      '/echo?x=%3Cscript%3Ealert(1)%3C/script%3E',
      '/echo?__proto__[polluted]=1&constructor[prototype][x]=1',
      '/echo?%00%ff%c0%ae',
      `/echo?${'q'.repeat(3000)}`,
      '/echo/deep/path?a=b#frag',
      '/echo/%3Cimg%20src%3Dx%3E?y=1',
    ];
    for (const target of targets) {
      const answer = await timedGet(`${gateway().base}${target}`);
      assert.equal(answer.status, 200, target);
      const { pageData } = firstPaint(answer.body);
      const pathname = new URL(target, 'http://x').pathname;
      // Only the path and the gateway's own settings: the API origin, and reads that skip its cache.
      const expected = { pathname, contextKeys: ['apiOrigin', 'headers'], headers: { 'Cache-Control': 'no-cache' }, args: 2 };
      assert.deepEqual(pageData?.data, expected, target);
      assert.ok(!answer.body.includes('<script>alert(1)') && !answer.body.includes('<img src=x>'), `${target}: nothing unescaped`);
    }
  });

  test('renderers that kill their process, allocate buffers without bound, return megabytes or 400 KB of tags, loop or flood messages cost at most their render', async () => {
    for (const route of ['/kills', '/buffers', '/megabytes', '/images', '/hangs', '/floods']) {
      await sleep(1000); // both render processes up again after the last attack
      const known = failures(route).length;
      const row = await attack(route);
      state.isolation.push(row);
      await sleep(300); // the child's log is written asynchronously
      row.reason = failures(route)[known]?.reason ?? '';
    }
    /** @type {Record<string, string>} */
    const expected = {
      '/kills': 'process exited',
      '/buffers': 'out of memory',
      '/megabytes': 'output too large',
      '/images': '', // rendered: its lead image is looked for in linear time, in the render process
      '/hangs': 'timeout',
      '/floods': 'message flood',
    };
    for (const row of state.isolation) {
      const route = row['hostile renderer'];
      assert.equal(row['gateway alive'], true, `${route}: the gateway died`);
      assert.equal(row['its page'], 200, `${route}: its own page still answers`);
      assert.ok(row['max RSS MB'] < MAX_GATEWAY_RSS_MB, `${route}: the gateway grew to ${row['max RSS MB']} MB`);
      const robots = row['p95 /robots.txt ms'];
      const good = row['p95 /good ms'];
      assert.ok(robots !== null && robots < P95_ROBOTS_MS, `${route}: p95 of /robots.txt ${robots} ms`);
      assert.ok(good !== null && good < P95_OTHER_PAGE_MS, `${route}: p95 of /good ${good} ms`);
      assert.equal(row.reason, expected[route], `${route}: the reason logged`);
    }
  });

  test('a renderer cannot signal the gateway, read its environment, start a process or write a file', async () => {
    const seen = await visit('/escapes', 'sandbox');
    assert.equal(seen.status, 200);
    assert.equal(seen.pageHtml, '<p>signal:refused environ:refused spawn:refused write:refused</p>');
    assert.equal(exited(gateway().child), false);
  });

  test('the gateway never exited', async () => {
    assert.equal(exited(gateway().child), false);
    assert.equal(gateway().child.pid, state.pid);
    assert.equal((await timedGet(`${gateway().base}/healthz`)).status, 200);
  });
});
