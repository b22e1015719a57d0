#!/usr/bin/env node
// `npm run bench:web`: composed site vs the same pages as one static app (the monolith baseline),
// measured in ONE run so both see the same machine load. Starts and stops both sites itself.
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
import { startComposition, startMonolithGateway } from './lib/site-servers.mjs';
import { fmt, median, ratio, table, writeResult } from './lib/stats.mjs';

const COMPOSED_OFFSET = 20000;
const MONOLITH_PORT = 21080;
/** The targets, printed beside the numbers. */
const TARGETS = { contentRatio: 1.25, jsRatio: 1.3, lcpMsCpu4x: 1000 };

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string', default: '/,/about,/products,/admin/login' },
    profiles: { type: 'string', default: Object.keys(PROFILES).join(',') },
  },
});
const RUNS = Math.max(1, Number(options.runs));
const ROUTES = options.routes.split(',');
const PROFILE_IDS = options.profiles.split(',').filter((id) => PROFILES[id]);

function startComposed(tmp) {
  console.log(`starting the composition (PORT_OFFSET=${COMPOSED_OFFSET}; builds what is missing unless SKIP_BUILD=1)…`);
  return startComposition({
    offset: COMPOSED_OFFSET,
    dataDir: path.join(tmp, 'data'),
    runDir: path.join(tmp, 'run'),
    logFile: path.join(tmp, 'compose.log'),
  });
}

function startMonolith(tmp, monolithDist) {
  return startMonolithGateway({
    distDir: monolithDist,
    port: MONOLITH_PORT,
    apiURL: `http://127.0.0.1:${3000 + COMPOSED_OFFSET}`, // the same API (and data) behind both sites
    runDir: path.join(tmp, 'run'),
    logFile: path.join(tmp, 'monolith-gateway.log'),
  });
}

async function startSites(tmp) {
  console.log('building the monolith baseline…');
  const monolithDist = await buildMonolith();
  const composed = await startComposed(tmp);
  const monolith = await startMonolith(tmp, monolithDist).catch(async (error) => {
    await composed.stop();
    throw error;
  });
  return { composed, monolith, monolithDist };
}

/**
 * On a shared machine a site may be stopped from outside mid-run. Then both servers are started
 * again (the monolith proxies to the composition's API) and the caller redoes its cell.
 */
const MAX_RESTARTS = 3;
let restarts = 0;

async function sitesAlive(sites) {
  return (await sites.composed.isAlive()) && (await sites.monolith.isAlive());
}

async function restartSites(sites, tmp) {
  if (++restarts > MAX_RESTARTS) throw new Error(`the sites stopped ${restarts} times during the run (log: ${sites.composed.logFile}); giving up`);
  console.warn(`! a site stopped answering (stopped from outside?); restarting both (${restarts}/${MAX_RESTARTS})`);
  await sites.monolith.stop();
  await sites.composed.stop();
  sites.composed = await startComposed(tmp);
  sites.monolith = await startMonolith(tmp, sites.monolithDist);
}

/** One load of each variant per route, not recorded: fills the servers' compression caches. */
async function warmUp(browser, sites, routes = ROUTES) {
  for (const route of routes) {
    for (const base of [sites.composed.ports.baseURL, sites.monolith.baseURL]) {
      await measurePage(browser, `${base}${route}`, PROFILES.localhost).catch(() => undefined);
    }
  }
}

/** Runs alternate which variant goes first, so slow drift of the machine hits both alike. */
async function measureRoute(browser, sites, route, profileId) {
  const samples = { composed: [], monolith: [] };
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? ['composed', 'monolith'] : ['monolith', 'composed'];
    for (const variant of order) {
      const base = variant === 'composed' ? sites.composed.ports.baseURL : sites.monolith.baseURL;
      const sample = await measurePage(browser, `${base}${route}`, PROFILES[profileId]).catch((error) => ({ failed: error.message }));
      if (sample.failed) console.warn(`  ${variant} ${route} run ${run + 1}: ${sample.failed.split('\n')[0]}`);
      samples[variant].push(sample);
    }
  }
  return samples;
}

function summarize(samples) {
  const pick = (key) => median(samples.filter((s) => !s.failed).map((s) => s[key]));
  return {
    jsBytes: pick('jsBytes'),
    requests: pick('requests'),
    h1Ms: pick('h1Ms'),
    lcpMs: pick('lcpMs'),
    failures: samples.filter((s) => s.failed).length,
    pageErrors: [...new Set(samples.flatMap((s) => s.errors ?? []))],
  };
}

function resultRow(result) {
  const { composed: c, monolith: m } = result;
  return [
    result.profile,
    result.route,
    fmt(c.jsBytes / 1024, 1),
    fmt(m.jsBytes / 1024, 1),
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

const verdict = (ok) => (ok === null ? '—' : ok ? 'PASS' : 'FAIL');

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

function report(results) {
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
  for (const result of results) {
    for (const variant of ['composed', 'monolith']) {
      const { failures, pageErrors } = result[variant];
      if (failures || pageErrors.length)
        console.log(`! ${result.profile} ${result.route} ${variant}: ${failures} failed runs; page errors: ${pageErrors.join(' | ') || 'none'}`);
    }
  }
}

function writeJson(results, raw, startedAt) {
  const meta = {
    startedAt: startedAt.toISOString(),
    runs: RUNS,
    routes: ROUTES,
    profiles: PROFILE_IDS.map((id) => ({ id, ...PROFILES[id] })),
    targets: TARGETS,
    cpus: os.cpus().length,
    loadavg: os.loadavg(),
  };
  return writeResult('web', startedAt, { meta, results, raw });
}

async function main() {
  const startedAt = new Date();
  const tmp = `/tmp/bench-web-${process.pid}`;
  const sites = await startSites(tmp);
  const browser = await launchChromium();
  const results = [];
  const raw = [];
  try {
    console.log(`composed: ${sites.composed.ports.baseURL}   monolith: ${sites.monolith.baseURL}   logs: ${tmp}`);
    if (!(await sitesAlive(sites))) await restartSites(sites, tmp);
    await warmUp(browser, sites);
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
        results.push({ profile, route, composed: summarize(samples.composed), monolith: summarize(samples.monolith) });
      }
    }
  } finally {
    await browser.close();
    await sites.monolith.stop();
    await sites.composed.stop();
    // Even a run that failed half-way reports the cells it completed.
    if (results.length) {
      report(results);
      console.log(`\nJSON: ${writeJson(results, raw, startedAt)}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
