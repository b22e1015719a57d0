#!/usr/bin/env node
// `npm run bench:load`: 200 concurrent visitors for 30 s against the composed site with autocannon.
// A "visitor" replays what Chromium really requests when it opens each public page: the page HTML
// from the gateway, the shell's and the remote's assets, the remote list and the API reads. Each
// origin (gateway, each remote's static server) gets its own autocannon instance, with a share of
// the 200 connections proportional to its share of those requests. Target: 0 errors.
//
//   node bench/load-bench.mjs [--connections 200] [--duration 30] [--base-url http://localhost:28080] [--pages-only]
//
// --instances: one vs two API and shell instances behind the project's nginx config on one FerretDB
// (bench/lib/instances-load.mjs): cached pages, rendered pages and API reads, req/s and ratio.
//
// --pages-only: every connection asks the gateway for the page HTML only (the public pages and the
// admin login, in turn). Most of a visit is static assets; this isolates what composing and rendering
// a page costs the gateway, the number live server rendering moves.
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { compareInstances } from './lib/instances-load.mjs';
import { siteForBench } from './lib/site-servers.mjs';
import { fmt, table, writeResult } from './lib/stats.mjs';
import { PUBLIC_ROUTES } from '../support/public-routes.mjs';

/** @typedef {{ origin: string, paths: string[], connections: number }} Target */
/** @typedef {import('autocannon').Result} LoadResult */

const PAGES = [...PUBLIC_ROUTES, '/admin/login'];

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    'base-url': { type: 'string' },
    'pages-only': { type: 'boolean', default: false },
    instances: { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Number(options.connections);
const DURATION_S = Number(options.duration);

/**
 * Opens every page once in Chromium and returns, per origin, the paths it requested (in order, repeats kept).
 * @param {string} baseURL
 */
async function recordVisits(baseURL) {
  const browser = await launchChromium();
  /** @type {Map<string, string[]>} */
  const byOrigin = new Map();
  try {
    for (const page of PAGES) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() !== 'GET' || !/^https?:$/.test(url.protocol)) return;
        if (!['localhost', '127.0.0.1'].includes(url.hostname)) return; // only our own servers
        const list = byOrigin.get(url.origin) ?? [];
        list.push(url.pathname + url.search);
        byOrigin.set(url.origin, list);
      });
      // A page that fails to open still contributes what it requested; the load run will show its errors.
      await tab
        .goto(`${baseURL}${page}`, { waitUntil: 'networkidle' })
        .catch((/** @type {Error} */ error) => console.warn(`! ${page}: ${error.message.split('\n')[0]}`));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return byOrigin;
}

/**
 * With --pages-only: the gateway's page requests only (no browser needed), all connections on them.
 * @param {string} baseURL
 * @returns {Map<string, string[]>}
 */
function pagesOnly(baseURL) {
  return new Map([[new URL(baseURL).origin, [...PAGES]]]);
}

/**
 * Splits the connections by each origin's share of the recorded requests (at least 2 each, CONNECTIONS in all).
 * @param {Map<string, string[]>} byOrigin
 * @returns {Target[]}
 */
function plan(byOrigin) {
  const total = [...byOrigin.values()].reduce((sum, list) => sum + list.length, 0);
  const targets = [...byOrigin.entries()].map(([origin, paths]) => ({
    origin,
    paths,
    connections: Math.max(2, Math.round((CONNECTIONS * paths.length) / total)),
  }));
  // Rounding drift goes to the busiest origin, so the visitors add up exactly.
  const busiest = targets.reduce((a, b) => (b.paths.length > a.paths.length ? b : a));
  busiest.connections += CONNECTIONS - targets.reduce((sum, t) => sum + t.connections, 0);
  return targets;
}

/**
 * 'page', 'api' or 'asset': what a recorded request was, for the plan printed before the run.
 * @param {string} p
 */
function kindOf(p) {
  if (p.startsWith('/api/') || p.startsWith('/uploads/')) return 'api';
  return PAGES.includes(p.split('?')[0]) ? 'page' : 'asset';
}

/** @param {Target} target */
function runTarget(target) {
  return autocannon({
    url: target.origin,
    connections: target.connections,
    duration: DURATION_S,
    // Browsers ask for compressed responses; the servers' compression is part of what is measured.
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' },
    requests: target.paths.map((p) => ({ method: 'GET', path: p })),
  });
}

/**
 * @param {Target[]} targets
 * @param {LoadResult[]} results  one per target
 */
function report(targets, results) {
  const rows = targets.map((target, i) => {
    const r = results[i];
    return [
      target.origin,
      target.connections,
      target.paths.length,
      fmt(r.requests.total),
      fmt(r.requests.average),
      fmt(r.latency.p50),
      fmt(r.latency.p99),
      fmt(r.non2xx),
      fmt(r.errors),
      fmt(r.timeouts),
    ];
  });
  /** @type {(key: 'non2xx' | 'errors' | 'timeouts' | ((r: LoadResult) => number)) => number} */
  const sum = (key) => results.reduce((acc, r) => acc + (typeof key === 'function' ? key(r) : r[key]), 0);
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  rows.push([
    '**all**',
    targets.reduce((a, t) => a + t.connections, 0),
    '',
    fmt(sum((r) => r.requests.total)),
    fmt(sum((r) => r.requests.average)),
    '',
    `${fmt(p99)} (max)`,
    fmt(sum('non2xx')),
    fmt(sum('errors')),
    fmt(sum('timeouts')),
  ]);
  console.log(`\n${DURATION_S} s, ${targets.reduce((a, t) => a + t.connections, 0)} connections (visitors) in all.\n`);
  console.log(table(['origin', 'conns', 'paths', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'timeouts'], rows));
  for (const [i, r] of results.entries()) {
    if (r.non2xx || r.errors || r.timeouts) console.log(`! ${targets[i].origin}: status codes ${JSON.stringify(r.statusCodeStats)}`);
  }
  const errorCount = sum('non2xx') + sum('errors') + sum('timeouts');
  console.log(`\nTarget 0 errors (errors + timeouts + non-2xx): ${errorCount === 0 ? 'PASS' : `FAIL (${errorCount})`}`);
  return errorCount;
}

async function main() {
  if (options.instances) {
    process.exitCode = (await compareInstances({ connections: CONNECTIONS, duration: DURATION_S })) === 0 ? 0 : 1;
    return;
  }
  const startedAt = new Date();
  const site = await siteForBench(options['base-url'], 'load');
  /** @type {number | undefined} */
  let errorCount;
  try {
    const targets = plan(options['pages-only'] ? pagesOnly(site.baseURL) : await recordVisits(site.baseURL));
    for (const t of targets) {
      /** @type {Record<string, number>} */
      const counts = {};
      for (const p of t.paths) counts[kindOf(p)] = (counts[kindOf(p)] ?? 0) + 1;
      const kinds = Object.entries(counts)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ');
      console.log(`${t.origin}: ${t.paths.length} requests per visit cycle (${kinds}), ${t.connections} connections`);
    }
    const results = await Promise.all(targets.map(runTarget));
    errorCount = report(targets, results);
    // Errors of a site that was stopped from outside say nothing about its capacity: say so.
    if (!(await site.isAlive())) console.warn("! the composition was no longer running at the end of the run: its errors are not the load's");
    const compact = results.map((r, i) => ({
      origin: targets[i].origin,
      connections: targets[i].connections,
      requests: r.requests,
      latency: r.latency,
      throughput: r.throughput,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      statusCodeStats: r.statusCodeStats,
    }));
    const file = writeResult('load', startedAt, {
      startedAt: startedAt.toISOString(),
      durationS: DURATION_S,
      pagesOnly: options['pages-only'],
      results: compact,
    });
    console.log(`JSON: ${file}`);
  } finally {
    await site.stop();
  }
  process.exitCode = errorCount === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
