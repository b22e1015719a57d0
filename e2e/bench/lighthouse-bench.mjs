#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (default config: mobile emulation, simulated throttling) on
// every public route of the composed site, 3 runs each, one Debian Chromium via chrome-launcher.
// Prints category medians per route against the targets, and the audits that fail most, per route.
//
//   node bench/lighthouse-bench.mjs [--runs 3] [--routes /,/about] [--preset mobile|desktop] [--base-url http://localhost:28080] [--no-edit]
//
// "After an edit": first the heading of every audited route that has one (/, /about, /products,
// /contact) is changed through the API, as bench:web does, so the audit sees published content and
// not the built-in defaults; it is put back at the end. --no-edit audits the content as it is.
//
// --preset mobile (default) is Lighthouse's own default: a mid-range phone, simulated slow 4G and 4x CPU.
// Without --base-url it starts (and stops) its own composition with PORT_OFFSET=20000.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { publishMarkers } from './lib/published-content.mjs';
import { siteForBench } from './lib/site-servers.mjs';
import { fmt, median, table, writeResult } from './lib/stats.mjs';
import { PUBLIC_ROUTES } from '../support/public-routes.mjs';

/** @typedef {Awaited<ReturnType<typeof siteForBench>>} Site */
/**
 * An audit that counts towards a category and scored below 0.9.
 * @typedef {{ category: string, id: string, title: string, score: number, weight: number, displayValue: string }} FailingAudit
 */
/** @typedef {{ scores: Record<string, number | null>, failing: FailingAudit[], runtimeError: string | undefined }} AuditRun */
/** @typedef {ReturnType<typeof summarizeRoute>} RouteSummary */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** @type {Record<string, number>} The issue's targets on every route (minimum scores). */
const TARGETS = { performance: 95, accessibility: 95, seo: 100 };
const TOP_AUDITS = 6;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string', default: PUBLIC_ROUTES.join(',') },
    'base-url': { type: 'string' },
    preset: { type: 'string', default: 'mobile' },
    'no-edit': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(options.runs));
const ROUTES = options.routes.split(',');

const startSite = () => siteForBench(options['base-url'], 'lighthouse');

/**
 * Audits a route RUNS times; if the site was stopped from outside meanwhile, restarts it and audits again.
 * @param {{ current: Site }} site
 * @param {string} route
 * @param {number} port  Chromium's debugging port
 */
async function auditRoute(site, route, port) {
  for (let attempt = 0; attempt < 3; attempt++) {
    /** @type {AuditRun[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      process.stdout.write(`lighthouse ${route} run ${run + 1}/${RUNS}…\n`);
      runs.push(await audit(`${site.current.baseURL}${route}`, port));
    }
    if (await site.current.isAlive()) return runs;
    console.warn('! the site stopped answering (stopped from outside?); restarting it and auditing the route again');
    await site.current.stop();
    site.current = await startSite();
  }
  throw new Error('the site kept stopping during the run; giving up');
}

/**
 * One Lighthouse run: category scores (0–100) and the audits that did not pass.
 * @param {string} url
 * @param {number} port
 * @returns {Promise<AuditRun>}
 */
async function audit(url, port) {
  const config = options.preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  /** @param {string} id */
  const score = (id) => lhr.categories[id]?.score;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(id) == null ? null : Math.round(/** @type {number} */ (score(id)) * 100)]));
  return { scores, failing: failingAudits(lhr), runtimeError: lhr.runtimeError?.message };
}

/**
 * Audits that count towards a category and scored below 0.9, with their weight in that category.
 * @param {import('lighthouse').Result} lhr
 */
function failingAudits(lhr) {
  /** @type {FailingAudit[]} */
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (!item || item.score === null || item.score >= 0.9 || item.scoreDisplayMode === 'informative') continue;
      failing.push({ category: id, id: ref.id, title: item.title, score: item.score, weight: ref.weight, displayValue: item.displayValue ?? '' });
    }
  }
  return failing;
}

/**
 * @param {string} route
 * @param {AuditRun[]} runs
 */
function summarizeRoute(route, runs) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]));
  // Rank by how often an audit failed, then by its weight in the category score.
  /** @type {Map<string, FailingAudit & { times: number }>} */
  const counts = new Map();
  for (const run of runs) {
    for (const item of run.failing) {
      const entry = counts.get(item.id) ?? { ...item, times: 0 };
      entry.times++;
      counts.set(item.id, entry);
    }
  }
  const top = [...counts.values()].sort((a, b) => b.times - a.times || b.weight - a.weight).slice(0, TOP_AUDITS);
  return { route, scores, top, errors: runs.map((r) => r.runtimeError).filter(Boolean) };
}

/** @param {RouteSummary[]} summaries */
function report(summaries) {
  /** @type {(id: string, value: number | null) => string} */
  const pass = (id, value) => (TARGETS[id] === undefined || value === null ? '' : value >= TARGETS[id] ? ' ✓' : ' ✗');
  console.log(
    `\nLighthouse medians of ${RUNS} runs (preset: ${options.preset}, simulated throttling, ${options['no-edit'] ? 'content as it was' : 'after an edit of each heading'}). ` +
      `Targets: ${Object.entries(TARGETS)
        .map(([id, min]) => `${id} ≥ ${min}`)
        .join(', ')}.\n`,
  );
  console.log(
    table(
      ['route', ...CATEGORIES],
      summaries.map((s) => [s.route, ...CATEGORIES.map((id) => `${fmt(s.scores[id])}${pass(id, s.scores[id])}`)]),
    ),
  );
  console.log('\nTop failing audits per route (times failed / runs, category, id: title — value):');
  for (const summary of summaries) {
    console.log(`\n${summary.route}`);
    if (!summary.top.length) console.log('  (none)');
    for (const item of summary.top) {
      console.log(`  ${item.times}/${RUNS} ${item.category} ${item.id}: ${item.title}${item.displayValue ? ` — ${item.displayValue}` : ''}`);
    }
    for (const error of summary.errors) console.log(`  runtime error: ${error}`);
  }
  const misses = summaries.flatMap((s) =>
    Object.keys(TARGETS)
      .filter((id) => s.scores[id] === null || s.scores[id] < TARGETS[id])
      .map((id) => `${s.route} ${id}`),
  );
  console.log(`\nTargets: ${misses.length ? `${misses.length} missed (${misses.join(', ')})` : 'all met'}`);
}

async function main() {
  const startedAt = new Date();
  const site = { current: await startSite() };
  /** @type {import('chrome-launcher').LaunchedChrome | undefined} */
  let chrome;
  /** @type {Awaited<ReturnType<typeof publishMarkers>> | null | undefined} */
  let published;
  /** @type {RouteSummary[]} */
  const summaries = [];
  try {
    published = options['no-edit'] ? null : await publishMarkers(site.current.apiURL, ROUTES);
    for (const [route, marker] of Object.entries(published?.markers ?? {})) console.log(`published ${route}: ${marker.label} → "${marker.text}"`);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
    for (const route of ROUTES) summaries.push(summarizeRoute(route, await auditRoute(site, route, chrome.port)));
  } finally {
    chrome?.kill();
    await published?.restore().catch((error) => console.error(`! ${error.message}`));
    await site.current.stop();
  }
  report(summaries);
  const file = writeResult('lighthouse', startedAt, {
    startedAt: startedAt.toISOString(),
    preset: options.preset,
    runs: RUNS,
    targets: TARGETS,
    markers: published?.markers ?? {},
    summaries,
  });
  console.log(`JSON: ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
