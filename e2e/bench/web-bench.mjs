#!/usr/bin/env node
// `npm run bench:web`: composed site vs the same pages as one static app (the monolith baseline),
// measured in ONE run so both see the same machine load. Starts and stops both sites itself.
// "Published content": before measuring, each route's heading is changed through the API (and put
// back at the end); every load then times when the PUBLISHED heading is visible, records whether
// another heading (the stale default) was painted first, and CLS. A third variant, the static
// snapshot (the composed page's final DOM without scripts), is the floor those times are held to.
//
//   node bench/web-bench.mjs [--runs 5] [--routes /,/about] [--profiles localhost,cpu4x,net-cpu4x]
//
// SKIP_BUILD=1 serves the composition's existing dist folders as they are (otherwise compose.mjs
// builds what is missing or stale first). The monolith is always rebuilt (seconds) from current sources.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildMonolith } from './monolith/build-monolith.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { PROFILES, measurePage } from './lib/page-metrics.mjs';
import { publishMarkers, serverHtmlShows } from './lib/published-content.mjs';
import { startComposition, startMonolithGateway } from './lib/site-servers.mjs';
import { startSnapshotServer, takeSnapshot } from './lib/static-snapshot.mjs';
import { fmt, median, ratio, table, writeResult } from './lib/stats.mjs';

/** @typedef {Awaited<ReturnType<typeof measurePage>>} Measured */
/** @typedef {Measured | { failed: string }} Sample  a load, or why it failed */
/** @typedef {ReturnType<typeof summarize>} Summary */
/** @typedef {{ profile: string, route: string, composed: Summary, monolith: Summary, static: Summary | null }} Result */
/** @typedef {Record<string, { composed: string, monolith: string }>} ServerHtml  per route: does each site's HTML carry the heading */
/**
 * The sites of the run: both started here, then the published markers and the snapshot server.
 * @typedef {{ composed: Awaited<ReturnType<typeof startComposition>>, monolith: Awaited<ReturnType<typeof startMonolithGateway>>,
 *   monolithDist: string, markers: Record<string, import('./lib/published-content.mjs').Marker>,
 *   snapshots?: Awaited<ReturnType<typeof startSnapshotServer>>, serverHtml?: ServerHtml }} Sites
 */

const COMPOSED_OFFSET = 20000;
const MONOLITH_PORT = 21080;
/** The static snapshots' server (the floor); it passes every other request to the composed gateway. */
const SNAPSHOT_PORT = 21081;
/** The issue's targets, printed beside the numbers (published-content ones hold at 4x CPU). */
const TARGETS = { contentRatio: 1.25, jsRatio: 1.3, lcpMsCpu4x: 1000, publishedRatio: 1.25, cls: 0.01 };
const TARGET_PROFILE = 'cpu4x';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string', default: '/,/about,/products,/contact,/admin/login' },
    profiles: { type: 'string', default: Object.keys(PROFILES).join(',') },
  },
});
const RUNS = Math.max(1, Number(options.runs));
const ROUTES = options.routes.split(',');
const PROFILE_IDS = options.profiles.split(',').filter((id) => PROFILES[id]);

/** @param {string} tmp */
function startComposed(tmp) {
  console.log(`starting the composition (PORT_OFFSET=${COMPOSED_OFFSET}; builds what is missing unless SKIP_BUILD=1)…`);
  return startComposition({
    offset: COMPOSED_OFFSET,
    dataDir: path.join(tmp, 'data'),
    runDir: path.join(tmp, 'run'),
    logFile: path.join(tmp, 'compose.log'),
  });
}

/**
 * @param {string} tmp
 * @param {string} monolithDist
 */
function startMonolith(tmp, monolithDist) {
  return startMonolithGateway({
    distDir: monolithDist,
    port: MONOLITH_PORT,
    apiURL: `http://127.0.0.1:${3000 + COMPOSED_OFFSET}`, // the same API (and data) behind both sites
    runDir: path.join(tmp, 'run'),
    logFile: path.join(tmp, 'monolith-gateway.log'),
  });
}

/**
 * @param {string} tmp
 * @returns {Promise<Sites>}
 */
async function startSites(tmp) {
  console.log('building the monolith baseline…');
  const monolithDist = await buildMonolith();
  const composed = await startComposed(tmp);
  const monolith = await startMonolith(tmp, monolithDist).catch(async (error) => {
    await composed.stop();
    throw error;
  });
  return { composed, monolith, monolithDist, markers: {} };
}

/**
 * On a shared machine a site may be stopped from outside mid-run. Then both servers are started
 * again (the monolith proxies to the composition's API) and the caller redoes its cell.
 */
const MAX_RESTARTS = 3;
let restarts = 0;

/** @param {Sites} sites */
async function sitesAlive(sites) {
  return (await sites.composed.isAlive()) && (await sites.monolith.isAlive());
}

/**
 * @param {Sites} sites
 * @param {string} tmp
 */
async function restartSites(sites, tmp) {
  if (++restarts > MAX_RESTARTS) throw new Error(`the sites stopped ${restarts} times during the run (log: ${sites.composed.logFile}); giving up`);
  console.warn(`! a site stopped answering (stopped from outside?); restarting both (${restarts}/${MAX_RESTARTS})`);
  await sites.monolith.stop();
  await sites.composed.stop();
  sites.composed = await startComposed(tmp);
  sites.monolith = await startMonolith(tmp, sites.monolithDist);
}

/**
 * The base URL of each variant; `static` only serves the routes it has a snapshot of.
 * @param {Sites} sites
 * @param {string} route
 */
function variantsOf(sites, route) {
  /** @type {Record<string, string>} */
  const bases = { composed: sites.composed.ports.baseURL, monolith: sites.monolith.baseURL };
  if (sites.snapshots?.has(route)) bases.static = sites.snapshots.baseURL;
  return bases;
}

/**
 * One load of each variant per route, not recorded: fills the servers' compression caches.
 * @param {import('playwright-core').Browser} browser
 * @param {Sites} sites
 */
async function warmUp(browser, sites, routes = ROUTES) {
  for (const route of routes) {
    for (const base of Object.values(variantsOf(sites, route))) {
      await measurePage(browser, `${base}${route}`, PROFILES.localhost, { marker: sites.markers[route]?.text }).catch(() => undefined);
    }
  }
}

/**
 * The floor of each route with a published heading: the composed page as it finally looks, saved
 * without scripts. Taken after the warm-up, from the composed site itself (so after the live server
 * rendering lands, it is whatever that page settles to).
 * @param {import('playwright-core').Browser} browser
 * @param {Sites} sites
 */
async function takeSnapshots(browser, sites) {
  const { snapshots } = sites;
  if (!snapshots) throw new Error('the snapshot server is not started');
  for (const route of ROUTES.filter((r) => sites.markers[r])) {
    const html = await takeSnapshot(browser, `${sites.composed.ports.baseURL}${route}`, sites.markers[route].text);
    snapshots.set(route, html);
    // Its first load, not recorded (like the other variants' warm-up).
    await measurePage(browser, `${snapshots.baseURL}${route}`, PROFILES.localhost, { marker: sites.markers[route].text }).catch(() => undefined);
    console.log(`static snapshot of ${route}: ${(html.length / 1024).toFixed(1)} KB of HTML, no scripts`);
  }
}

/**
 * Per route: does each site's HTML (what crawlers and no-JS visitors get) carry the published heading?
 * @param {Sites} sites
 */
async function checkServerHtml(sites) {
  /** @type {ServerHtml} */
  const found = {};
  for (const [route, marker] of Object.entries(sites.markers)) {
    found[route] = {
      composed: await serverHtmlShows(`${sites.composed.ports.baseURL}${route}`, marker),
      monolith: await serverHtmlShows(`${sites.monolith.baseURL}${route}`, marker),
    };
  }
  return found;
}

/**
 * Runs rotate which variant goes first, so slow drift of the machine hits all of them alike.
 * @param {import('playwright-core').Browser} browser
 * @param {Sites} sites
 * @param {string} route
 * @param {string} profileId
 */
async function measureRoute(browser, sites, route, profileId) {
  const bases = variantsOf(sites, route);
  const names = Object.keys(bases);
  /** @type {Record<string, Sample[]>} */
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let run = 0; run < RUNS; run++) {
    const order = [...names.slice(run % names.length), ...names.slice(0, run % names.length)];
    for (const variant of order) {
      /** @type {Sample} */
      const sample = await measurePage(browser, `${bases[variant]}${route}`, PROFILES[profileId], { marker: sites.markers[route]?.text }).catch(
        (/** @type {Error} */ error) => ({ failed: error.message }),
      );
      if ('failed' in sample) console.warn(`  ${variant} ${route} run ${run + 1}: ${sample.failed.split('\n')[0]}`);
      samples[variant].push(sample);
    }
  }
  return samples;
}

/** @type {(sample: Sample) => sample is Measured} */
const measured = (sample) => !('failed' in sample);

/**
 * The medians of a variant's loads, and what went wrong in them.
 * @param {Sample[]} samples
 */
function summarize(samples) {
  const ok = samples.filter(measured);
  /** @param {'jsBytes' | 'requests' | 'h1Ms' | 'lcpMs' | 'fcpMs' | 'publishedMs' | 'cls'} key */
  const pick = (key) => median(ok.map((s) => s[key]));
  return {
    jsBytes: pick('jsBytes'),
    requests: pick('requests'),
    h1Ms: pick('h1Ms'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    publishedMs: pick('publishedMs'),
    cls: pick('cls'),
    /** Loads in which another heading was painted before the published one, and loads that never showed it. */
    staleLoads: ok.filter((s) => s.staleTexts.length > 0).length,
    staleTexts: [...new Set(ok.flatMap((s) => s.staleTexts))],
    neverPublished: ok.filter((s) => s.marker && s.publishedMs === null).length,
    loads: ok.length,
    failures: samples.length - ok.length,
    pageErrors: [...new Set(ok.flatMap((s) => s.errors))],
  };
}

/** KB from bytes; null (shown '—') when the loads gave none. */
const kb = (/** @type {number | null} */ bytes) => (bytes === null ? null : bytes / 1024);

/** @param {Result} result */
function resultRow(result) {
  const { composed: c, monolith: m } = result;
  return [
    result.profile,
    result.route,
    fmt(kb(c.jsBytes), 1),
    fmt(kb(m.jsBytes), 1),
    fmt(ratio(c.jsBytes, m.jsBytes), 2),
    fmt(c.requests),
    fmt(m.requests),
    fmt(c.h1Ms),
    fmt(m.h1Ms),
    fmt(ratio(c.h1Ms, m.h1Ms), 2),
    fmt(c.lcpMs),
    fmt(m.lcpMs),
    fmt(ratio(c.lcpMs, m.lcpMs), 2),
  ];
}

const verdict = (/** @type {boolean | null} */ ok) => (ok === null ? '—' : ok ? 'PASS' : 'FAIL');

/** @param {Result} result */
function targetRow(result) {
  const { composed: c, monolith: m } = result;
  const content = ratio(c.h1Ms, m.h1Ms);
  const js = ratio(c.jsBytes, m.jsBytes);
  const lcp = result.profile === 'cpu4x' ? c.lcpMs : null;
  return [
    result.profile,
    result.route,
    `${fmt(content, 2)} ${verdict(content === null ? null : content <= TARGETS.contentRatio)}`,
    `${fmt(js, 2)} ${verdict(js === null ? null : js <= TARGETS.jsRatio)}`,
    lcp === null ? '—' : `${fmt(lcp)} ms ${verdict(lcp <= TARGETS.lcpMsCpu4x)}`,
  ];
}

/**
 * 'no', or 'yes n/N' (loads that painted another heading first); '—' when nothing was published on the route.
 * @param {Summary | null} summary
 */
function staleCell(summary) {
  if (!summary || !summary.loads) return '—';
  return summary.staleLoads ? `yes ${summary.staleLoads}/${summary.loads}` : 'no';
}

/**
 * A value with its verdict on the target profile's rows (the issue's targets hold at 4x CPU).
 * @param {string} text
 * @param {boolean | null} ok
 * @param {boolean} isTargetRow
 */
function judged(text, ok, isTargetRow) {
  return isTargetRow && ok !== null ? `${text} ${verdict(ok)}` : text;
}

/**
 * @param {Result} result
 * @param {ServerHtml} serverHtml
 */
function publishedRow(result, serverHtml) {
  const { composed: c, monolith: m, static: s } = result;
  const html = serverHtml[result.route];
  const target = result.profile === TARGET_PROFILE;
  const floor = ratio(c.publishedMs, s?.publishedMs ?? null);
  const js = ratio(c.jsBytes, m.jsBytes);
  return [
    result.route,
    result.profile,
    fmt(c.publishedMs),
    fmt(m.publishedMs),
    fmt(s?.publishedMs ?? null),
    judged(fmt(floor, 2), floor === null ? null : floor <= TARGETS.publishedRatio, target),
    fmt(ratio(m.publishedMs, s?.publishedMs ?? null), 2),
    judged(staleCell(c), c.loads ? c.staleLoads === 0 : null, target),
    staleCell(m),
    html ? `${html.composed} / ${html.monolith}` : '—',
    judged(fmt(c.cls, 3), c.cls === null ? null : c.cls <= TARGETS.cls, target),
    fmt(m.cls, 3),
    judged(fmt(c.lcpMs), c.lcpMs === null ? null : c.lcpMs <= TARGETS.lcpMsCpu4x, target),
    fmt(s?.lcpMs ?? null),
    judged(`${fmt(kb(c.jsBytes), 1)} / ${fmt(kb(m.jsBytes), 1)} = ${fmt(js, 2)}`, js === null ? null : js <= TARGETS.jsRatio, target),
  ];
}

/**
 * @param {Result[]} results
 * @param {Sites['markers']} markers
 * @param {ServerHtml} serverHtml
 */
function reportPublished(results, markers, serverHtml) {
  const rows = results.filter((r) => markers[r.route]);
  if (!rows.length) return;
  console.log(`\nPublished content: the heading changed through the API before measuring (put back afterwards):`);
  for (const [route, marker] of Object.entries(markers)) console.log(`- ${route}: ${marker.label}, "${marker.original}" → "${marker.text}"`);
  console.log(
    `\npub ms = when a visible <h1> first shows the published text (animation-frame check, i.e. the frame that paints it); ` +
      `static = the composed page's final DOM saved without scripts (the floor). stale = loads that painted another <h1> ` +
      `before the published one. in HTML = the page HTML as served carries the published heading (yes), the ` +
      `original one (stale) or neither (no), composed / monolith. Verdicts on ${TARGET_PROFILE} rows: C/static ≤ ${TARGETS.publishedRatio}, stale no, ` +
      `CLS ≤ ${TARGETS.cls}, LCP ≤ ${TARGETS.lcpMsCpu4x} ms, JS ≤ ${TARGETS.jsRatio}× monolith.\n`,
  );
  console.log(
    table(
      [
        'route',
        'profile',
        'pub ms C',
        'pub ms M',
        'pub ms static',
        `C/static (≤${TARGETS.publishedRatio})`,
        'M/static',
        'stale C',
        'stale M',
        'in HTML C / M',
        `CLS C (≤${TARGETS.cls})`,
        'CLS M',
        `LCP ms C (≤${TARGETS.lcpMsCpu4x})`,
        'LCP ms static',
        `JS KB C / M (≤${TARGETS.jsRatio})`,
      ],
      rows.map((row) => publishedRow(row, serverHtml)),
    ),
  );
  const staleTexts = [
    ...new Set(rows.flatMap((r) => /** @type {const} */ (['composed', 'monolith']).flatMap((v) => r[v].staleTexts.map((t) => `${r.route} ${v}: "${t}"`)))),
  ];
  if (staleTexts.length) console.log(`\nHeadings painted before the published one:\n${staleTexts.map((t) => `- ${t}`).join('\n')}`);
}

/**
 * @param {Result[]} results
 * @param {Sites['markers']} markers
 * @param {ServerHtml} serverHtml
 */
function report(results, markers, serverHtml) {
  console.log(`\nMedians of ${RUNS} runs per cell (fresh browser context each run). C = composed, M = monolith, × = C/M.\n`);
  console.log(
    table(
      ['profile', 'route', 'JS KB C', 'JS KB M', 'JS ×', 'req C', 'req M', 'h1 ms C', 'h1 ms M', 'h1 ×', 'LCP ms C', 'LCP ms M', 'LCP ×'],
      results.map(resultRow),
    ),
  );
  console.log(
    `\nTargets: time to content (h1 visible) ≤ ${TARGETS.contentRatio}× monolith, compressed JS ≤ ${TARGETS.jsRatio}× monolith, ` +
      `LCP ≤ ${TARGETS.lcpMsCpu4x} ms on localhost with 4x CPU.\n`,
  );
  console.log(
    table(
      ['profile', 'route', `content × (≤${TARGETS.contentRatio})`, `JS × (≤${TARGETS.jsRatio})`, `LCP C (≤${TARGETS.lcpMsCpu4x} ms)`],
      results.map(targetRow),
    ),
  );
  reportPublished(results, markers, serverHtml);
  for (const result of results) {
    for (const variant of /** @type {const} */ (['composed', 'monolith', 'static'])) {
      const summary = result[variant];
      if (!summary) continue;
      const { failures, neverPublished, pageErrors } = summary;
      if (failures || neverPublished || pageErrors.length)
        console.log(
          `! ${result.profile} ${result.route} ${variant}: ${failures} failed runs, ${neverPublished} never showed the published heading; ` +
            `page errors: ${pageErrors.join(' | ') || 'none'}`,
        );
    }
  }
}

/**
 * @param {Result[]} results
 * @param {RawCell[]} raw
 * @param {Date} startedAt
 * @param {Sites['markers']} markers
 * @param {ServerHtml} serverHtml
 */
function writeJson(results, raw, startedAt, markers, serverHtml) {
  const meta = {
    startedAt: startedAt.toISOString(),
    runs: RUNS,
    routes: ROUTES,
    profiles: PROFILE_IDS.map((id) => ({ id, ...PROFILES[id] })),
    targets: TARGETS,
    markers,
    serverHtml,
    cpus: os.cpus().length,
    loadavg: os.loadavg(),
  };
  return writeResult('web', startedAt, { meta, results, raw });
}

/** @typedef {{ profile: string, route: string, samples: Record<string, Sample[]> }} RawCell  a cell's every load */

/**
 * Every cell of the run: each profile × route, redone after a restart if a site stopped meanwhile.
 * @param {import('playwright-core').Browser} browser
 * @param {Sites} sites
 * @param {string} tmp
 * @param {Result[]} results  gets each cell's summary
 * @param {RawCell[]} raw  gets each cell's loads
 */
async function measureAll(browser, sites, tmp, results, raw) {
  for (const profile of PROFILE_IDS) {
    for (const route of ROUTES) {
      process.stdout.write(`measuring ${profile} ${route}…\n`);
      let samples = await measureRoute(browser, sites, route, profile);
      while (!(await sitesAlive(sites))) {
        await restartSites(sites, tmp);
        await warmUp(browser, sites, [route]);
        samples = await measureRoute(browser, sites, route, profile);
      }
      raw.push({ profile, route, samples });
      results.push({
        profile,
        route,
        composed: summarize(samples.composed),
        monolith: summarize(samples.monolith),
        static: samples.static ? summarize(samples.static) : null,
      });
    }
  }
}

async function main() {
  const startedAt = new Date();
  const tmp = `/tmp/bench-web-${process.pid}`;
  const sites = await startSites(tmp);
  /** @type {Result[]} */
  const results = [];
  /** @type {RawCell[]} */
  const raw = [];
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  /** @type {Awaited<ReturnType<typeof publishMarkers>> | undefined} */
  let published;
  try {
    browser = await launchChromium();
    console.log(`composed: ${sites.composed.ports.baseURL}   monolith: ${sites.monolith.baseURL}   logs: ${tmp}`);
    if (!(await sitesAlive(sites))) await restartSites(sites, tmp);
    published = await publishMarkers(sites.composed.ports.apiURL, ROUTES);
    sites.markers = published.markers;
    sites.snapshots = await startSnapshotServer({ port: SNAPSHOT_PORT, upstream: `http://127.0.0.1:${sites.composed.ports.gateway}` });
    await warmUp(browser, sites);
    await takeSnapshots(browser, sites);
    sites.serverHtml = await checkServerHtml(sites);
    await measureAll(browser, sites, tmp, results, raw);
  } finally {
    await published?.restore().catch((/** @type {Error} */ error) => console.error(`! ${error.message}`));
    await browser?.close();
    await sites.snapshots?.stop();
    await sites.monolith.stop();
    await sites.composed.stop();
    // Even a run that failed half-way reports the cells it completed.
    if (results.length) {
      report(results, sites.markers ?? {}, sites.serverHtml ?? {});
      console.log(`\nJSON: ${writeJson(results, raw, startedAt, sites.markers ?? {}, sites.serverHtml ?? {})}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
