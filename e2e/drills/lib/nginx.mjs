// The containers' nginx config (shell/deploy/nginx.conf) run for real with the machine's nginx
// (Debian's), its upstreams pointed at local processes: the drills that check what nginx does.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, findProgram } from '../../bench/lib/processes.mjs';

export const NGINX_CONF = path.join(ROOT, 'shell/deploy/nginx.conf');

/** Debian's nginx, or one on PATH. Missing nginx is a failure, never a skip: CI installs it. */
export function findNginx() {
  return findProgram({
    name: 'nginx',
    envVar: 'NGINX_BIN',
    candidates: ['/usr/sbin/nginx', '/usr/bin/nginx'],
    missing: "nginx is not installed, so the containers' gateway config cannot be checked.",
  });
}

/**
 * Replaces one piece of the real config; fails loudly if the config no longer has it.
 * @param {string} text
 * @param {string} from
 * @param {string} to
 */
function replaceOnce(text, from, to) {
  assert.ok(text.includes(from), `shell/deploy/nginx.conf no longer contains ${JSON.stringify(from)}: update this drill`);
  return text.split(from).join(to);
}

/**
 * The real config with its ports, upstreams and cache folder pointed at this machine: `apis` and
 * `shells` are the ports of the instances behind the `api` and `shell` upstreams (one or two each).
 * Debian's nginx (1.22) has no `resolve` on upstream servers (open source since 1.27.3): dropped here,
 * where the upstreams are fixed local ports anyway.
 * @param {string} source  shell/deploy/nginx.conf
 * @param {{ port: number, internalPort: number, apis: number[], shells: number[], remote: number, cacheDir: string, logDir: string }} local
 */
export function renderConfig(source, { port, internalPort, apis, shells, remote, cacheDir, logDir }) {
  let conf = replaceOnce(source, 'listen 80;', `listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, 'listen 3000;', `listen 127.0.0.1:${internalPort};`);
  conf = upstreamServers(conf, 'api', ['api-1:3000', 'api-2:3000'], apis);
  conf = upstreamServers(conf, 'shell', ['shell-1:8080', 'shell-2:8080'], shells);
  conf = replaceOnce(conf, 'resolver 127.0.0.11 valid=10s;', '');
  conf = replaceOnce(conf, 'set $remote http://$1:8080;', `set $remote http://127.0.0.1:${remote};`);
  conf = replaceOnce(conf, 'proxy_cache_path /var/cache/nginx/pages', `proxy_cache_path ${cacheDir}`);
  // Both logs: the drills' short lines, and the containers' JSON lines with each request's trace id.
  conf = replaceOnce(
    conf,
    'access_log /var/log/nginx/access.log site_trace;',
    `access_log ${logDir}/access.log drill;\n  access_log ${logDir}/trace.log site_trace;`,
  );
  return conf;
}

/**
 * The upstream's server lines (one per container) pointed at local ports: as many lines as ports.
 * @param {string} conf
 * @param {string} name
 * @param {string[]} hosts
 * @param {number[]} ports
 */
function upstreamServers(conf, name, hosts, ports) {
  const block = hosts.map((host) => `  server ${host} resolve max_fails=1 fail_timeout=5s;\n`).join('');
  const local = ports.map((p) => `  server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join('');
  return replaceOnce(conf, `upstream ${name} {\n  zone ${name} 64k;\n${block}`, `upstream ${name} {\n  zone ${name} 64k;\n${local}`);
}

/**
 * nginx.conf around the site's file; the access log holds each request's status, upstream and cache status.
 * @param {string} prefix
 * @param {number} workers
 */
function mainConfig(prefix, workers) {
  return `worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  log_format drill '$status $upstream_cache_status $upstream_addr $request_method $request_uri';
  access_log ${prefix}/access.log drill;
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/default.conf;
}
`;
}

/**
 * A running nginx: the site's and the internal listener's URLs, its logs, and stop().
 * @typedef {{ base: string, internal: string, accessLog: () => string[], traceLog: () => Record<string, unknown>[], errorLog: () => string,
 *   stop: () => Promise<void> }} Nginx
 */

/**
 * Starts nginx on `port` (the site) and `port + 1` (the internal API listener) with the real config,
 * in a temp prefix, and waits for /healthz. Returns the access log reader and stop().
 * @param {{ port: number, apis: number[], shells: number[], remote?: number, workers?: number }} options
 * @returns {Promise<Nginx>}
 */
export async function startNginx({ port, apis, shells, remote = 9, workers = 1 }) {
  const bin = findNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-drill-'));
  chmodSync(prefix, 0o755); // nginx workers drop root; they must reach the temp paths
  const config = renderConfig(readFileSync(NGINX_CONF, 'utf8'), {
    port,
    internalPort: port + 1,
    apis,
    shells,
    remote,
    cacheDir: path.join(prefix, 'cache'),
    logDir: prefix,
  });
  writeFileSync(path.join(prefix, 'default.conf'), config);
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix, workers));
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  const check = spawnSync(bin, [...args, '-t'], { encoding: 'utf8' });
  assert.equal(check.status, 0, `nginx -t refused the config:\n${check.stderr}`);
  const child = spawn(bin, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const errorLog = () => readFileSync(path.join(prefix, 'error.log'), 'utf8');
  await waitForNginx(`http://127.0.0.1:${port}/healthz`, child, errorLog);
  return {
    base: `http://127.0.0.1:${port}`,
    internal: `http://127.0.0.1:${port + 1}`,
    /** The access log's lines: "<status> <cache status|-> <upstream|-> <method> <uri>". */
    accessLog: () => readFileSync(path.join(prefix, 'access.log'), 'utf8').split('\n').filter(Boolean),
    traceLog: () =>
      readFileSync(path.join(prefix, 'trace.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', () => resolve(undefined)));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {() => string} errorLog
 */
async function waitForNginx(url, child, errorLog, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errorLog()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
