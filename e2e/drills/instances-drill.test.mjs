// Drill: the site as several instances behind the project's nginx config. Two API
// processes on one MongoDB wire-protocol server (started at the same moment, as a rollout does), two
// shell gateways reading through nginx's internal listener, and Debian's nginx with
// shell/deploy/nginx.conf in front (local upstreams, lib/nginx.mjs).
//   1. Through instance A: a save, an image upload, the login limit exhausted, a solved proof of work
//      used, a sign-out. Through instance B: the content (API and server HTML) and the image within 1 s
//      (staleness measured per check), the limit and the replay refusal hold, the session is refused.
//   2. SIGKILL of API A during a burst of BURST writes spread over both: every acknowledged write is in
//      the store with its committed audit entry, B keeps serving, nginx never answers a public page 5xx.
//   3. One gateway stopped: visitors are served by the other without an error.
//   Throughout, Debian's Prometheus scrapes both APIs and both gateways (the containers' scrape config,
//   lib/prometheus.mjs); during the kill the drill asks it for the request rate, the render p95 and
//   which targets are up.
//
//   node --test drills/instances-drill.test.mjs         (needs nginx: apt-get install -y nginx)
//   INSTANCES_BURST=1000 node --test drills/instances-drill.test.mjs   (the long form, as a bench)
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { exitOf, stopProcess } from '../bench/lib/processes.mjs';
import { solveAltcha } from './lib/altcha.mjs';
import { DEV_ADMIN, login, readTrail } from './lib/api-process.mjs';
import { instancePorts, startInstances } from './lib/instances.mjs';
import { mongoForDrill } from './lib/mongo-server.mjs';
import { startPrometheus } from './lib/prometheus.mjs';
import { METRICS_PORT_STEP } from '../../shared/server/metrics-server.mjs';
import { started } from './lib/started.mjs';

/** @typedef {Awaited<ReturnType<typeof startInstances>>} Instances */
/** @typedef {Instances['apis'][number]} Api */
/**
 * One write of the burst, then its answer: status ('cut' when the kill cut it off), whether it was
 * acknowledged, the created id, and when it was sent and answered (ms from the burst's start).
 * @typedef {{ n: number, via: 'a' | 'b', title: string, sentAt?: number, status?: number | 'cut', acked?: boolean, id?: string, ms?: number }} BurstWrite
 */

/**
 * Ports: this drill's 31000 range (lib/instances.mjs instancePorts; metrics +900; FerretDB on 31917).
 * Below 32768, where Linux's ephemeral range starts: an outgoing connection can hold a port there.
 */
const PORT_BASE = 31000;
const PORTS = instancePorts(PORT_BASE, 2);
const [SHELL_A, SHELL_B] = PORTS.shells;
const PROMETHEUS_PORT = PORT_BASE + 95;
/** Each process's metrics port (its own + METRICS_PORT_STEP), as Prometheus's targets. */
const metricsTargets = (/** @type {number[]} */ ports) => ports.map((port) => `127.0.0.1:${port + METRICS_PORT_STEP}`);
const BURST = Number(process.env.INSTANCES_BURST ?? 200);
/** Rounds of the same item saved through both instances with the same version. */
const RACES = 20;
const LOGIN_LIMIT = 5;
const WITHIN_MS = 1000;
const HERO = '/cms/about/hero';

const tmp = path.join('/tmp', `instances-drill-${process.pid}`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @type {(min: number, max: number) => number} */
const randomBetween = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
/** @type {(token: string, extra?: Record<string, string>) => Record<string, string>} */
const bearer = (token, extra = {}) => ({ authorization: `Bearer ${token}`, ...extra });
/** @type {(token: string, method: string, body: object) => RequestInit} */
const jsonInit = (token, method, body) => ({ method, headers: bearer(token, { 'content-type': 'application/json' }), body: JSON.stringify(body) });

/**
 * Polls `check` until it is true; the time it took from `since`, in ms (null: not within `limitMs`).
 * Each check is one request to one instance: its staleness is the time until it first saw the change.
 * @param {() => Promise<boolean>} check
 * @param {number} since
 * @param {number} limitMs
 */
async function firstSight(check, since, limitMs) {
  while (Date.now() - since <= limitMs) {
    if (await check().catch(() => false)) return Date.now() - since;
    await sleep(25);
  }
  return null;
}

/**
 * A log file's JSON lines (the processes' pino lines; anything else in the file is skipped).
 * @param {string} file
 * @returns {Record<string, any>[]}
 */
function jsonLines(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/**
 * A small JPEG that names its drill run (its bytes differ per run).
 * @param {string} marker
 */
async function drillImage(marker) {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 160, b: 90 }, noise: { type: 'gaussian', mean: 90, sigma: 25 } } })
    .jpeg({ quality: 70 })
    .withMetadata({ exif: { IFD0: { ImageDescription: marker } } })
    .toBuffer();
}

/**
 * @param {string} base  an API instance's root
 * @param {string} token  a solved proof of work
 */
async function contactForm(base, token) {
  return fetch(`${base}/contact-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Drill Visitor', email: 'visitor@example.com', message: 'Two instances, one proof of work.', recaptchaToken: token }),
  });
}

/**
 * A public page through nginx, counted by status (the monitor running during the kill).
 * @param {string} base
 * @param {string[]} paths
 */
function monitorPublicPages(base, paths) {
  /** @type {Record<string, number>} status (or 'no answer') → count */
  const counts = {};
  let running = true;
  // A test that fails before stop() must not keep the drill's process alive.
  const until = Date.now() + 120_000;
  const loop = (async () => {
    for (let n = 0; running && Date.now() < until; n++) {
      // A fresh query string per request: past the 1 s micro-cache, to the shells and the APIs behind them.
      const url = `${base}${paths[n % paths.length]}?monitor=${n}`;
      const status = await fetch(url).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 'no answer',
      );
      counts[status] = (counts[status] ?? 0) + 1;
      await sleep(20);
    }
  })();
  return {
    counts,
    stop: async () => {
      running = false;
      await loop;
      return counts;
    },
  };
}

describe('instances drill: two APIs and two gateways behind nginx on one MongoDB', { timeout: 600_000 }, () => {
  /** @type {ReturnType<typeof mongoForDrill> | undefined} */
  let mongo;
  /** @type {Instances | undefined} */
  let site;
  /** @type {Awaited<ReturnType<typeof startPrometheus>> | undefined} */
  let prometheus;
  /** nginx in front of both instances, as the before hook started it. */
  const front = () => started(site, 'the instances').nginx;
  const scraper = () => started(prometheus, 'Prometheus');
  // Filled by the before hook, which every test runs after.
  const apis = /** @type {{ a: Api, b: Api }} */ ({});
  const shells = /** @type {{ a: Instances['shells'][number], b: Instances['shells'][number] }} */ ({});
  /** Sessions for the burst, opened before the first test exhausts the shared login limit. */
  const tokens = /** @type {{ a: string, b: string }} */ ({});

  before(async () => {
    mongo = mongoForDrill({ port: PORT_BASE + 917, dbName: `pharma_instances_drill_${process.pid}` });
    const env = { LOGIN_RATE_LIMIT: String(LOGIN_LIMIT), TRUST_PROXY: 'loopback', AUDIT_PENDING_GRACE_MS: '3000' };
    // The gateways log each answer (LOG_LEVEL=debug), so a page request is found in them by its trace id.
    site = await startInstances({ count: 2, portBase: PORT_BASE, mongoUri: mongo.uri, dir: tmp, env, shellEnv: { LOG_LEVEL: 'debug' } });
    Object.assign(apis, { a: site.apis[0], b: site.apis[1] });
    Object.assign(shells, { a: site.shells[0], b: site.shells[1] });
    Object.assign(tokens, { a: await login(apis.a.base), b: await login(apis.b.base) });
    prometheus = await startPrometheus({
      port: PROMETHEUS_PORT,
      dir: path.join(tmp, 'prometheus'),
      targets: { api: metricsTargets(PORTS.apis), gateway: metricsTargets(PORTS.shells) },
    });
  });

  after(async () => {
    await prometheus?.stop();
    await site?.stop();
    mongo?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  test('what instance A did holds on instance B: content and image within 1 s, login limit, proof-of-work replay, sign-out', async () => {
    const tokenA = await login(apis.a.base); // signed out at the end
    /** @type {(port: number, pathname: string) => Promise<string>} */
    const shellHtml = (port, pathname) => fetch(`http://127.0.0.1:${port}${pathname}`).then((r) => r.text());
    await Promise.all([shellHtml(SHELL_A, '/about'), shellHtml(SHELL_B, '/about')]); // renderers loaded
    /** @type {{ check: string, 'seen after (ms)': number | string | null }[]} */
    const rows = [];
    const nginx = front();

    // A save through A: B's public read, both gateways' server HTML and nginx's (micro-cached) page.
    const title = `Instances drill ${process.pid}`;
    const saved = await fetch(`${apis.a.base}${HERO}`, jsonInit(tokenA, 'PUT', { title }));
    assert.equal(saved.status, 200, `save through A: ${saved.status}`);
    const at = Date.now();
    const seen = await Promise.all([
      firstSight(async () => (await (await fetch(`${apis.b.base}${HERO}`)).json()).data.title === title, at, 3000),
      firstSight(async () => (await shellHtml(SHELL_B, '/about')).includes(title), at, 3000),
      firstSight(async () => (await shellHtml(SHELL_A, '/about')).includes(title), at, 3000),
      firstSight(async () => (await fetch(`${nginx.base}/about`).then((r) => r.text())).includes(title), at, 4000),
    ]);
    rows.push(
      { check: 'save via A → public read on API B', 'seen after (ms)': seen[0] },
      { check: 'save via A → server HTML of gateway B', 'seen after (ms)': seen[1] },
      { check: 'save via A → server HTML of gateway A', 'seen after (ms)': seen[2] },
      { check: 'save via A → nginx /about (1 s micro-cache)', 'seen after (ms)': seen[3] },
    );

    // An upload through A: B serves the original and every variant, byte for byte.
    const form = new FormData();
    // sharp's toBuffer gives a Buffer over a plain ArrayBuffer, as a Blob part needs.
    form.append('image', new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (await drillImage(title))], { type: 'image/jpeg' }), 'instances-drill.jpg');
    const uploaded = await fetch(`${apis.a.base}/upload/image`, { method: 'POST', headers: bearer(tokenA), body: form });
    assert.equal(uploaded.status, 201, `upload through A: ${uploaded.status}`);
    /** @type {{ media: import('@pharma/shared').MediaAsset }} */
    const { media } = await uploaded.json();
    const upAt = Date.now();
    const files = [{ url: media.url, bytes: media.bytes }, ...media.variants];
    const fileSeen = await firstSight(
      async () => {
        for (const file of files) {
          const res = await fetch(`${apis.b.origin}${file.url}`);
          if (!res.ok || (await res.arrayBuffer()).byteLength !== file.bytes) return false;
        }
        return true;
      },
      upAt,
      3000,
    );
    rows.push({ check: `upload via A → ${files.length} files served by API B`, 'seen after (ms)': fileSeen });

    // The login limit, exhausted through A (an unknown account: nobody is locked out), holds on B.
    /** @type {number[]} */
    const failures = [];
    while (failures.at(-1) !== 429 && failures.length <= LOGIN_LIMIT) {
      const res = await fetch(`${apis.a.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `nobody-${process.pid}`, password: 'guess' }),
      });
      failures.push(res.status);
    }
    assert.equal(failures.at(-1), 429, `sign-ins through A: ${failures.join(', ')}`);
    const limited = await fetch(`${apis.b.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEV_ADMIN),
    });
    rows.push({
      check: `sign-ins via A (${failures.join(', ')}) → sign-in on B`,
      'seen after (ms)': `${limited.status} (Retry-After ${limited.headers.get('retry-after')} s)`,
    });

    // A solved proof of work used through A is refused through B.
    const pow = await solveAltcha(apis.a.base);
    const first = await contactForm(apis.a.base, pow);
    assert.equal(first.status, 201, `contact form through A: ${first.status} ${await first.clone().text()}`);
    const replay = await contactForm(apis.b.base, pow);
    const replayMessage = (await replay.json()).message;
    rows.push({ check: 'proof of work used via A → replayed on B', 'seen after (ms)': `${replay.status} ${replayMessage}` });

    // A session signed out through A is refused by B.
    assert.equal((await fetch(`${apis.b.base}/auth/me`, { headers: bearer(tokenA) })).status, 200, 'B knows the session A opened');
    const out = await fetch(`${apis.a.base}/auth/logout`, { method: 'POST', headers: bearer(tokenA, { 'sec-fetch-site': 'same-origin' }) });
    assert.equal(out.status, 204, `sign-out through A: ${out.status}`);
    const afterOut = await fetch(`${apis.b.base}/auth/me`, { headers: bearer(tokenA) });
    rows.push({ check: 'signed out via A → the session on B', 'seen after (ms)': afterOut.status });
    console.table(rows);

    assert.ok(seen[0] !== null && seen[0] <= WITHIN_MS, `API B read the save after ${seen[0]} ms`);
    assert.ok(seen[1] !== null && seen[1] <= WITHIN_MS, `gateway B showed the save after ${seen[1]} ms`);
    assert.ok(seen[2] !== null && seen[2] <= WITHIN_MS, `gateway A showed the save after ${seen[2]} ms`);
    assert.ok(seen[3] !== null, 'nginx served the save (its micro-cache adds at most 2 s)');
    assert.ok(fileSeen !== null && fileSeen <= WITHIN_MS, `API B served the upload after ${fileSeen} ms`);
    assert.equal(limited.status, 429, 'the login limit is shared by the instances');
    assert.equal(replay.status, 400, 'the used proof of work is refused by the other instance');
    assert.equal(afterOut.status, 401, 'the signed-out session is refused by the other instance');
  });

  test(`the same item saved through A and B at once with the same version: one success and one 409, ${RACES} times`, async () => {
    const created = await fetch(
      `${apis.a.base}/cms/home/offerings`,
      jsonInit(tokens.a, 'POST', { title: 'race target', description: 'x', metric: '1', unit: 'u', order: 4000, isActive: false }),
    );
    const { id } = (await created.json()).data;
    /** @type {Record<string, number>} */
    const outcomes = {};
    for (let round = 0; round < RACES; round++) {
      const { version } = (await (await fetch(`${apis.b.base}/cms/home/offerings/${id}`, { headers: bearer(tokens.b) })).json()).data;
      const statuses = await Promise.all(
        /** @type {const} */ (['a', 'b']).map((via) =>
          fetch(`${apis[via].base}/cms/home/offerings/${id}`, jsonInit(tokens[via], 'PUT', { title: `race ${round} via ${via}`, version })).then(
            (r) => r.status,
          ),
        ),
      );
      const key = statuses.slice().sort().join(' + ');
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    console.log(`${RACES} rounds of two saves with the same version, through A and B at once:`, outcomes);
    assert.deepEqual(outcomes, { '200 + 409': RACES });
  });

  test('one trace id through nginx, a gateway, an API and the audit trail: a save, a refused save and a page', async () => {
    const nginx = front();
    const title = `Traced ${process.pid}`;
    assert.equal((await fetch(`${nginx.base}/api${HERO}`, jsonInit(tokens.a, 'PUT', { title }))).status, 200);
    const refused = await fetch(`${nginx.base}/api${HERO}?token=never-logged`, jsonInit(tokens.a, 'PUT', { title: 5 }));
    assert.equal(refused.status, 400);
    const { reference } = await refused.json();
    const page = await fetch(`${nginx.base}/about?trace=${process.pid}`); // a query of its own: past the micro-cache
    assert.equal(page.status, 200);
    await page.text();

    /** nginx's JSON line of the last request like this one (written once the answer is out: polled). */
    const edgeLine = async (/** @type {string} */ method, /** @type {string} */ pathname, /** @type {number} */ status) => {
      for (let tries = 0; tries < 40; tries++) {
        const line = nginx.traceLog().findLast((l) => l.method === method && l.path === pathname && l.status === status);
        if (line) return /** @type {{ trace_id: string }} */ (line);
        await sleep(50);
      }
      assert.fail(`nginx logged no ${method} ${pathname} ${status}`);
    };
    const [save, refusal, visit] = [await edgeLine('PUT', `/api${HERO}`, 200), await edgeLine('PUT', `/api${HERO}`, 400), await edgeLine('GET', '/about', 200)];
    const logOf = (/** @type {{ logFile: string }[]} */ children) => children.flatMap((child) => jsonLines(child.logFile));
    // A process's lines reach its log file through this drill's pipes: they may come a moment after the answer.
    const apiChildren = site?.apis.map((api) => api.child) ?? [];
    const shellChildren = site?.shells ?? [];
    await firstSight(async () => logOf(apiChildren).some((l) => l.trace_id === refusal.trace_id), Date.now(), 3000);
    await firstSight(async () => logOf(shellChildren).some((l) => l.trace_id === visit.trace_id), Date.now(), 3000);
    const apiLines = logOf(apiChildren);
    const shellLines = logOf(shellChildren);
    const entry = (await readTrail(apis.b.base, tokens.b)).findLast((e) => e.detail === `PUT /api${HERO}` && e.changes.some((c) => c.after === title));

    console.table([
      { request: `PUT /api${HERO} (saved)`, 'nginx trace_id': save.trace_id, 'found in': `audit entry ${entry?.seq}: traceId ${entry?.traceId}` },
      {
        request: `PUT /api${HERO} (refused)`,
        'nginx trace_id': refusal.trace_id,
        'found in': `answer's reference ${reference}; API lines: ${apiLines.filter((l) => l.trace_id === refusal.trace_id).length}`,
      },
      {
        request: 'GET /about',
        'nginx trace_id': visit.trace_id,
        'found in': `gateway lines: ${shellLines.filter((l) => l.trace_id === visit.trace_id).length}`,
      },
    ]);
    assert.equal(entry?.traceId, save.trace_id, 'the audit entry of the save carries the trace nginx started');
    assert.equal(reference, refusal.trace_id, "the refusal's reference is its trace id");
    assert.ok(
      apiLines.some((l) => l.trace_id === refusal.trace_id && l.level === 'warn' && l.req?.path === `/api${HERO}`),
      'the API logged the refusal with its trace id',
    );
    assert.ok(
      shellLines.some((l) => l.trace_id === visit.trace_id && l.req?.path === '/about' && l.res?.statusCode === 200),
      `a gateway logged the page with its trace id (of ${shellLines.length} gateway lines, the last: ${JSON.stringify(shellLines.at(-1))})`,
    );
    assert.ok(![...apiLines, ...shellLines, ...nginx.traceLog()].some((l) => JSON.stringify(l).includes('never-logged')), 'no query string is logged');
  });

  test(`SIGKILL of API A during ${BURST} writes spread over both: acknowledged writes are kept with their entries; pages never 5xx`, async () => {
    const token = tokens.b;
    const nginx = front();
    const monitor = monitorPublicPages(nginx.base, ['/', '/about']);
    const runId = `${process.pid}-${Date.now().toString(36)}`;
    /** @type {BurstWrite[]} */
    const writes = Array.from({ length: BURST }, (_, n) => ({ n, via: n % 2 ? 'b' : 'a', title: `instances ${runId} #${n}` }));
    const spreadMs = BURST * 25; // 40 writes a second: more than FerretDB on 2 cores absorbs, so writes queue
    /** @param {BurstWrite} write */
    const send = async (write) => {
      await sleep(randomBetween(0, spreadMs));
      const body = {
        title: write.title,
        description: 'Written during the instances drill',
        metric: String(write.n),
        unit: 'units',
        order: 2000 + write.n,
        isActive: false,
      };
      write.sentAt = Date.now() - started;
      try {
        const res = await fetch(`${apis[write.via].base}/cms/home/offerings`, jsonInit(tokens[write.via], 'POST', body));
        write.status = res.status;
        write.acked = res.status === 201;
        if (write.acked) write.id = (await res.json()).data.id;
        write.ms = Date.now() - started - (write.sentAt ?? 0);
      } catch {
        write.status = 'cut';
        write.acked = false;
      }
    };
    // The kill lands once A has acknowledged some writes (how fast depends on the machine), a random
    // moment later, with more of its writes still in flight: both outcomes are then tested.
    const started = Date.now();
    const ackedByA = () => writes.filter((w) => w.via === 'a' && w.acked).length;
    const killer = (async () => {
      while (ackedByA() < BURST / 20 && Date.now() - started < 60_000) await sleep(10);
      await sleep(randomBetween(0, 300));
      apis.a.child.kill('SIGKILL');
      return Date.now() - started;
    })();
    const [killAt] = await Promise.all([killer, ...writes.map(send)]);
    await exitOf(apis.a.child);
    const observed = await whatPrometheusSaw(scraper());

    // The survivor keeps serving: writes through nginx reach it.
    /** @type {number[]} */
    const after = [];
    for (let n = 0; n < 10; n++) {
      const body = { title: `instances ${runId} after ${n}`, description: 'After the kill', metric: '1', unit: 'u', order: 3000 + n, isActive: false };
      const res = await fetch(`${nginx.base}/api/cms/home/offerings`, jsonInit(token, 'POST', body));
      after.push(res.status);
    }
    await sleep(1500); // the monitor keeps going while nginx has marked A down and back (fail_timeout 5 s)
    const counts = await monitor.stop();

    // A's unsettled entries are resolved by B after AUDIT_PENDING_GRACE_MS (3 s here).
    await sleep(3500);
    const trail = await readTrail(apis.b.base, token);
    /** @type {{ id: string, title: string }[]} */
    const offerings = (await (await fetch(`${apis.b.base}/cms/home/offerings`, { headers: bearer(token) })).json()).data;
    const stored = new Map(offerings.map((o) => [o.title, o]));
    /** @param {string} id */
    const committedFor = (id) =>
      trail.some((e) => e.collection === 'home_offerings' && e.documentId === id && e.action === 'create' && e.status === 'committed');
    const tally = {
      a: { sent: 0, acked: 0, present: 0, withEntry: 0, unackedPresent: 0, unackedAgree: 0 },
      b: { sent: 0, acked: 0, present: 0, withEntry: 0, unackedPresent: 0, unackedAgree: 0 },
    };
    /** @type {string[]} */
    const lost = [];
    for (const write of writes) {
      const row = tally[write.via];
      const doc = stored.get(write.title);
      row.sent++;
      if (write.acked) {
        row.acked++;
        if (doc) row.present++;
        if (doc && committedFor(doc.id)) row.withEntry++;
        else lost.push(`${write.title} (${doc ? 'no committed entry' : 'not in the store'})`);
      } else {
        if (doc) row.unackedPresent++;
        // Unacknowledged: in the store exactly when its entry is committed.
        if (Boolean(doc) === Boolean(doc && committedFor(doc.id))) row.unackedAgree++;
      }
    }
    // An acknowledged write has its latency (set once its answer was read).
    const latencies = writes.flatMap((w) => (w.acked && w.ms !== undefined ? [w.ms] : [])).sort((x, y) => x - y);
    const p = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    console.log(`SIGKILL of API A at ${killAt} ms of a ${spreadMs} ms burst; answers:`, countBy(writes.map((w) => `${w.via}: ${w.status}`)));
    console.log(`acknowledged write latency: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${latencies.at(-1)} ms`);
    console.table(tally);
    console.log('public pages through nginx during the burst and the kill (status: count):', counts, '| writes through nginx after the kill:', after);
    console.table(observed.answers);

    assert.deepEqual(lost, [], 'every acknowledged write is in the store with its committed audit entry');
    assert.equal(tally.b.acked, tally.b.sent, 'the survivor acknowledged every write sent to it');
    for (const row of Object.values(tally))
      assert.equal(row.unackedAgree, row.sent - row.acked, 'an unacknowledged write is in the store exactly when its entry is committed');
    assert.ok(tally.a.acked < tally.a.sent, 'the kill cut some of the writes to A (else it came too late to test anything)');
    assert.deepEqual(after, Array(10).fill(201), 'writes through nginx after the kill go to the survivor');
    const bad = Object.entries(counts).filter(([status]) => status === 'no answer' || Number(status) >= 500);
    assert.deepEqual(bad, [], 'nginx never answered a public page with 5xx (or not at all)');
    assert.ok((counts[200] ?? 0) > 20, 'the monitor did run');
    assert.deepEqual(observed.targets, { 'api a': 'down', 'api b': 'up', 'gateway a': 'up', 'gateway b': 'up' }, 'Prometheus saw API A go down, the rest up');
    assert.ok(observed.rate.api > 1 && observed.rate.gateway > 1, `request rates from the scrapes: ${JSON.stringify(observed.rate)}`);
    assert.ok(observed.renderP95 > 0 && observed.renderP95 < 60, `render p95 from the scrapes: ${observed.renderP95} s`);
    const ruleNames = ['AuditTrailBroken', 'HighErrorRate', 'RenderRefusals', 'ScheduleFailed'];
    assert.deepEqual(observed.rules, Object.fromEntries(ruleNames.map((name) => [name, 'ok'])), 'the alert rules evaluate on the real series');
  });

  test('one gateway stopped: visitors are served by the other without an error', async () => {
    const nginx = front();
    const before = nginx.accessLog().length;
    await stopProcess(shells.a);
    /** @type {Record<string, number>} */
    const statuses = {};
    for (let n = 0; n < 40; n++) {
      const res = await fetch(`${nginx.base}${n % 2 ? '/' : '/about'}?after-stop=${n}`);
      const html = await res.text();
      const key = `${res.status}${html.includes('id="page-data"') ? ' with server HTML' : ''}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const upstreams = nginx
      .accessLog()
      .slice(before)
      .map((line) => line.split(' ')[2]);
    console.log('40 visits after gateway A stopped:', statuses, '| upstreams nginx tried:', countBy(upstreams));
    assert.deepEqual(statuses, { '200 with server HTML': 40 });
  });
});

/**
 * Asks Prometheus, right after the kill and while the monitor's load runs, what it scraped: the request
 * rate of each job, the gateways' render p95, and each target's health (it waits for the scrape that
 * finds API A gone: 1 s interval). Prints each query with its answer.
 * @param {Awaited<ReturnType<typeof startPrometheus>>} prometheus
 */
async function whatPrometheusSaw(prometheus) {
  const RATE = 'sum by (job) (rate(http_requests_total[15s]))';
  const P95 = 'histogram_quantile(0.95, sum by (le) (rate(gateway_page_render_duration_seconds_bucket[30s])))';
  const UP = 'up';
  /** host:port → 'api a', 'gateway b'… */
  const names = new Map(
    /** @type {const} */ (['api', 'gateway']).flatMap((job) =>
      metricsTargets(job === 'api' ? PORTS.apis : PORTS.shells).map((target, i) => [target, `${job} ${'ab'[i]}`]),
    ),
  );
  /** @type {Record<string, string>} */
  let targets = {};
  for (let tries = 0; tries < 40 && targets['api a'] !== 'down'; tries++) {
    if (tries) await sleep(250);
    const active = await prometheus.targets();
    targets = Object.fromEntries(active.map(({ labels, health }) => [names.get(labels.instance) ?? labels.instance, health === 'up' ? 'up' : 'down']));
  }
  const [rate, p95, up] = await Promise.all([RATE, P95, UP].map((expr) => prometheus.query(expr)));
  const answers = [
    ...rate.map((r) => ({ query: RATE, series: r.metric.job, answer: `${Number(r.value[1]).toFixed(1)} requests/s` })),
    ...p95.map((r) => ({ query: P95, series: 'gateways', answer: `${(Number(r.value[1]) * 1000).toFixed(0)} ms` })),
    ...up.map((r) => ({ query: UP, series: `${r.metric.job} ${r.metric.instance}`, answer: r.value[1] })),
  ];
  return {
    answers,
    targets,
    rules: await prometheus.rules(),
    rate: Object.fromEntries(rate.map((r) => [r.metric.job, Number(r.value[1])])),
    renderP95: Number(p95[0]?.value[1] ?? NaN),
  };
}

/**
 * How many times each value occurs.
 * @param {string[]} values
 */
function countBy(values) {
  return values.reduce((acc, value) => ({ ...acc, [value]: (acc[value] ?? 0) + 1 }), /** @type {Record<string, number>} */ ({}));
}
