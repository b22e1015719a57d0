// `bench:load -- --instances`: throughput of one vs two instances behind the project's nginx config.
// Each topology (1 API + 1 shell, then 2 APIs + 2 shells; one FerretDB; nginx with its
// 1 s micro-cache) gets the same three loads, one after the other, through nginx:
//   cached pages: / and /about as visitors ask for them (nginx answers most from its micro-cache);
//   rendered pages: the same with a fresh query string per request (past the cache: the shells compose
//     each page, from their render cache, and nginx balances them);
//   API reads: the public reads the pages make (/api/cms/…), balanced over the APIs.
import autocannon from 'autocannon';
import path from 'node:path';
import { mongoForDrill } from '../../drills/lib/mongo-server.mjs';
import { startInstances } from '../../drills/lib/instances.mjs';
import { fmt, ratio, table } from './stats.mjs';

const PORT_BASE = 28500;
const API_READS = ['/api/cms/home/slides', '/api/cms/home/offerings', '/api/cms/about/hero', '/api/cms/settings'];

/**
 * @param {string} base
 * @param {{ connections: number, duration: number, paths: string[], bust: boolean }} load  bust: a fresh query string per request
 */
function load(base, { connections, duration, paths, bust }) {
  let n = 0;
  /** @type {import('autocannon').Request[]} */
  const requests = paths.map((p) => ({
    method: 'GET',
    path: p,
    ...(bust ? { setupRequest: (/** @type {import('autocannon').Request} */ req) => ({ ...req, path: `${p}?bench=${n++}` }) } : {}),
  }));
  return autocannon({ url: base, connections, duration, headers: { 'accept-encoding': 'gzip, deflate, br' }, requests });
}

const WORKLOADS = [
  { name: 'cached pages (/ and /about)', paths: ['/', '/about'], bust: false },
  { name: 'rendered pages (fresh query string)', paths: ['/', '/about'], bust: true },
  { name: 'API reads', paths: API_READS, bust: false },
];

/**
 * Runs every workload against one topology; answers [{ name, reqPerSec, p99, errors }].
 * @param {number} count
 * @param {string} mongoUri
 * @param {{ connections: number, duration: number }} load
 */
async function measure(count, mongoUri, { connections, duration }) {
  const site = await startInstances({ count, portBase: PORT_BASE, mongoUri, dir: path.join('/tmp', `bench-instances-${count}-${process.pid}`) });
  try {
    const results = [];
    for (const workload of WORKLOADS) {
      await load(site.nginx.base, { connections: 10, duration: 2, ...workload }); // warm: renderers loaded, caches filled
      const r = await load(site.nginx.base, { connections, duration, ...workload });
      results.push({ name: workload.name, reqPerSec: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts });
      if (r.non2xx || r.errors || r.timeouts)
        console.log(`! ${count} instance(s), ${workload.name}: status codes ${JSON.stringify(r.statusCodeStats)}, errors ${r.errors}, timeouts ${r.timeouts}`);
    }
    return results;
  } finally {
    await site.stop();
  }
}

/**
 * Prints the table of one vs two instances; answers the error count (the run's exit code).
 * @param {{ connections: number, duration: number }} load
 */
export async function compareInstances({ connections, duration }) {
  const mongo = mongoForDrill({ port: PORT_BASE + 417, dbName: `pharma_bench_instances_${process.pid}` });
  try {
    const one = await measure(1, mongo.uri, { connections, duration });
    const two = await measure(2, mongo.uri, { connections, duration });
    const rows = one.map((r, i) => [
      r.name,
      fmt(r.reqPerSec),
      fmt(two[i].reqPerSec),
      `${fmt(ratio(two[i].reqPerSec, r.reqPerSec), 2)}×`,
      `${fmt(r.p99)} / ${fmt(two[i].p99)}`,
      `${r.errors} / ${two[i].errors}`,
    ]);
    console.log(`\nThrough nginx, ${connections} connections, ${duration} s per load, one FerretDB.\n`);
    console.log(table(['load', '1 instance req/s', '2 instances req/s', 'ratio', 'p99 ms (1 / 2)', 'errors (1 / 2)'], rows));
    return [...one, ...two].reduce((sum, r) => sum + r.errors, 0);
  } finally {
    mongo.stop();
  }
}
