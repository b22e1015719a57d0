// Debian's Prometheus server (2.42) run for real against local processes: the containers' scrape
// configuration (shared/docker/monitoring/prometheus.yml) with its targets pointed at this machine's
// ports, its alert rules loaded as they are, and a 1 s scrape so a drill sees its own load.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, exitOf, findProgram, waitForHttp } from '../../bench/lib/processes.mjs';

const MONITORING = path.join(ROOT, 'shared/docker/monitoring');

/** Debian's Prometheus, or one on PATH (bench/lib/processes.mjs findProgram). */
function findPrometheus() {
  return findProgram({ name: 'prometheus', envVar: 'PROMETHEUS_BIN', candidates: ['/usr/bin/prometheus'], missing: 'prometheus is not installed.' });
}

/**
 * The shipped configuration with each job's targets replaced by local ones and a 1 s interval.
 * @param {Record<string, string[]>} targets  job → host:port list
 */
export function localConfig(targets) {
  let text = readFileSync(path.join(MONITORING, 'prometheus.yml'), 'utf8');
  text = text.replace(/scrape_interval: \d+s/, 'scrape_interval: 1s').replace(/evaluation_interval: \d+s/, 'evaluation_interval: 1s');
  for (const [job, list] of Object.entries(targets)) {
    const pattern = new RegExp(`(job_name: ${job}\\n(?:.*\\n)*?\\s+- targets: )\\[[^\\]]*\\]`);
    assert.ok(pattern.test(text), `prometheus.yml has no job ${job} with static targets: update this drill`);
    text = text.replace(pattern, `$1${JSON.stringify(list)}`);
  }
  return text;
}

/**
 * Starts Prometheus on `port` scraping `targets`, with its data and config in `dir`.
 * @param {{ port: number, dir: string, targets: Record<string, string[]> }} options
 */
export async function startPrometheus({ port, dir, targets }) {
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  writeFileSync(path.join(dir, 'prometheus.yml'), localConfig(targets));
  copyFileSync(path.join(MONITORING, 'alert-rules.yml'), path.join(dir, 'alert-rules.yml'));
  const child = spawn(
    findPrometheus(),
    [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const keep = (/** @type {Buffer} */ chunk) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  const exitedEarly = exitOf(child).then((code) => {
    if (!ready) throw new Error(`prometheus exited (${code}) before it was ready:\n${log}`);
  });
  await Promise.race([waitForHttp(`${base}/-/ready`, { timeoutMs: 30_000 }), exitedEarly]);
  ready = true;
  return {
    base,
    /**
     * An instant query through Prometheus's HTTP API: its result vector.
     * @param {string} expr
     * @returns {Promise<{ metric: Record<string, string>, value: [number, string] }[]>}
     */
    async query(expr) {
      const answer = await (await fetch(`${base}/api/v1/query?${new URLSearchParams({ query: expr })}`)).json();
      assert.equal(answer.status, 'success', `${expr}: ${JSON.stringify(answer)}`);
      return answer.data.result;
    },
    /** Every target's health as Prometheus last scraped it: job/instance → up or down. */
    async targets() {
      const answer = await (await fetch(`${base}/api/v1/targets`)).json();
      return /** @type {{ labels: { job: string, instance: string }, health: string }[]} */ (answer.data.activeTargets);
    },
    /** The loaded alert rules: name → health ('ok' once evaluated without an error). */
    async rules() {
      const answer = await (await fetch(`${base}/api/v1/rules`)).json();
      /** @type {{ rules: { name: string, health: string }[] }[]} */
      const groups = answer.data.groups;
      return Object.fromEntries(groups.flatMap((group) => group.rules.map((rule) => [rule.name, rule.health])));
    },
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await exitOf(child);
    },
  };
}
