#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the composition like production on one machine:
// the API (embedded store unless MONGODB_URI is set), each remote on its own port as if deployed
// by its own team, and the gateway on http://localhost:8080. Ctrl-C stops everything. The API starts
// first and the gateway last, once what it reads answers: no page is served from a half-started site.
// Each service's output goes to .run/logs/<service>.log; the console gets one line per service.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { publishRelease } from '@pharma/shared/vite/publish-release';
import { RELEASE_FILE } from '@pharma/shared/vite/release';
import { buildAll, tail } from './build-all.mjs';
import { API_METRICS_PORT, API_PORT, GATEWAY_METRICS_PORT, GATEWAY_PORT, REMOTES, ROOT, localRemoteList, packageDir } from './topology.mjs';

const RUN_DIR = process.env.RUN_DIR ?? path.join(ROOT, '.run');
const DATA_DIR = process.env.DATA_DIR ?? path.join(ROOT, '.data');
const LOG_DIR = path.join(RUN_DIR, 'logs');

/** @param {string} label */
const logFileOf = (label) => path.join(LOG_DIR, `${label}.log`);

/** The one line a service gets on the console once it answers. */
function announce(/** @type {string} */ label, /** @type {string} */ what) {
  const relative = path.relative(process.cwd(), logFileOf(label));
  console.log(`${label.padEnd(18)} ${what}   (log: ${relative.startsWith('..') ? logFileOf(label) : relative})`);
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** @param {Service[]} services */
async function checkPorts(services) {
  for (const service of services) {
    for (const [port, what] of [
      [service.port, service.label],
      [service.metricsPort, `${service.label} metrics`],
    ]) {
      if (port !== undefined && !(await portFree(Number(port)))) {
        throw new Error(`Port ${port} (${what}) is already in use. Stop whatever uses it, or run with PORT_OFFSET=1000.`);
      }
    }
  }
}

/**
 * The API believes X-Forwarded-For only from a caller that knows this secret (the gateway): on one
 * machine every process connects from 127.0.0.1, so the address cannot tell the gateway from any
 * other local caller. A fresh one per start unless PROXY_SECRET is given.
 */
const PROXY_SECRET = process.env.PROXY_SECRET || randomBytes(32).toString('base64url');

/** What this start deploys each remote's build with (the registry refuses a deploy without it): a fresh one per start unless given. */
const DEPLOY_TOKEN = process.env.REMOTES_DEPLOY_TOKEN || randomBytes(32).toString('base64url');

/**
 * One process `npm start` runs and supervises.
 * @typedef {{ label: string, port: number, metricsPort?: number, command: string, args: string[], env: Record<string, string> }} Service
 */

/** @returns {Service[]} */
function services() {
  const node = process.execPath;
  const staticServer = path.join(ROOT, 'shared/server/static-server.mjs');
  return [
    {
      label: 'api',
      port: API_PORT,
      metricsPort: API_METRICS_PORT,
      command: node,
      args: [path.join(ROOT, 'api/dist/main.js')],
      // Development mode on purpose: the built-in dev credentials and /api/docs exist only then.
      // A production-like start sets NODE_ENV and the secrets itself (the API refuses otherwise).
      env: {
        PORT: String(API_PORT),
        METRICS_PORT: String(API_METRICS_PORT),
        DATA_DIR,
        NODE_ENV: process.env.NODE_ENV || 'development',
        PROXY_SECRET,
        REMOTES_DEPLOY_TOKEN: DEPLOY_TOKEN,
        // Links in mail (set-password) point at this start's site, whatever PORT_OFFSET moved it to.
        PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || `http://localhost:${GATEWAY_PORT}`,
      },
    },
    ...REMOTES.map((remote) => ({
      label: remote.name,
      port: remote.port,
      command: node,
      args: [staticServer, '--remote', packageDir(remote.pkg), '--port', String(remote.port)],
      env: {},
    })),
    {
      label: 'gateway',
      port: GATEWAY_PORT,
      metricsPort: GATEWAY_METRICS_PORT,
      command: node,
      args: [path.join(ROOT, 'shell/server/gateway/gateway.mjs')],
      env: {
        PORT: String(GATEWAY_PORT),
        METRICS_PORT: String(GATEWAY_METRICS_PORT),
        REMOTES_FILE: path.join(RUN_DIR, 'remotes.json'),
        API_URL: `http://127.0.0.1:${API_PORT}`,
        PROXY_SECRET,
      },
    },
  ];
}

/**
 * Supervision: a service that exits on its own is started again after 0.5 s, then 1, 2, 4… up to
 * 30 s between attempts; the delay goes back to 0.5 s once a run lasted 30 s. It never gives up (the
 * cause may go away: a port freed, the database back), but from 5 exits within 60 s on, each restart
 * line says the service keeps crashing. A service stopped on purpose (control endpoint, Ctrl-C)
 * is never restarted.
 */
const RESTART_POLICY = { firstDelayMs: 500, maxDelayMs: 30_000, stableAfterMs: 30_000, burst: 5, burstWindowMs: 60_000 };

/**
 * A supervised service: its process now, whether it should run, and its restart history.
 * @typedef {{ service: Service, child: import('node:child_process').ChildProcess, wanted: boolean, startedAt: number,
 *   delayMs: number, exits: number[], timer: NodeJS.Timeout | undefined }} Supervised
 */
/** @type {Map<string, Supervised>} label → its service */
const running = new Map();
/** services.json is written once RUN_DIR exists (main), then on every (re)start. */
let servicesFileReady = false;

/** @param {Service} service */
function start(service) {
  const previous = running.get(service.label);
  clearTimeout(previous?.timer);
  const log = openSync(logFileOf(service.label), 'a');
  const child = spawn(service.command, service.args, {
    cwd: ROOT,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', log, log],
  });
  // The same entry across restarts: it keeps the delay and the exits that decide the next restart.
  const entry = Object.assign(previous ?? { service, delayMs: RESTART_POLICY.firstDelayMs, exits: [] }, {
    child,
    wanted: true,
    startedAt: Date.now(),
    timer: undefined,
  });
  child.on('exit', (code, signal) => onExit(entry, child, signal ?? code));
  child.on('error', (error) => console.error(`${service.label} could not start: ${error.message}`));
  running.set(service.label, entry);
  writeServices();
  return { ...service, pid: child.pid };
}

/**
 * @param {Supervised} entry
 * @param {import('node:child_process').ChildProcess} child  the process that exited (the entry may have a newer one)
 * @param {NodeJS.Signals | number | null} how  its signal, else its exit code
 */
function onExit(entry, child, how) {
  if (stopping || !entry.wanted || entry.child !== child) return;
  const now = Date.now();
  if (now - entry.startedAt >= RESTART_POLICY.stableAfterMs) entry.delayMs = RESTART_POLICY.firstDelayMs;
  entry.exits = [...entry.exits.filter((at) => now - at < RESTART_POLICY.burstWindowMs), now];
  const delay = entry.delayMs;
  const label = entry.service.label;
  const seconds = `${delay / 1000} s`;
  if (entry.exits.length >= RESTART_POLICY.burst) {
    console.error(
      `${label} keeps crashing (${entry.exits.length} times in ${RESTART_POLICY.burstWindowMs / 1000} s): see ${logFileOf(label)}; restarting in ${seconds}, still retrying (at most every ${RESTART_POLICY.maxDelayMs / 1000} s)`,
    );
  } else {
    console.error(`${label} exited unexpectedly (${how}); restarting in ${seconds}. Its log ends:\n${tail(logFileOf(label), 10)}`);
  }
  entry.delayMs = Math.min(delay * 2, RESTART_POLICY.maxDelayMs);
  entry.timer = setTimeout(() => {
    if (!stopping && entry.wanted) start(entry.service);
  }, delay);
}

/** .run/services.json: every service with its current pid (updated on each restart); never a secret. */
function writeServices() {
  if (!servicesFileReady) return;
  const list = [...running.values()].map(({ service, child }) => {
    const env = { ...service.env };
    delete env.PROXY_SECRET;
    delete env.REMOTES_DEPLOY_TOKEN;
    return { ...service, env, pid: child.pid };
  });
  writeFileSync(path.join(RUN_DIR, 'services.json'), `${JSON.stringify(list, null, 2)}\n`);
}
/**
 * @param {string} label
 * @returns {boolean | Promise<boolean>}  false when there is no such service
 */
function stopService(label) {
  const entry = running.get(label);
  if (!entry) return false;
  entry.wanted = false;
  clearTimeout(entry.timer);
  const { child } = entry;
  if (child.exitCode !== null || child.signalCode !== null) return true;
  child.kill('SIGTERM');
  return new Promise((resolve) => child.once('exit', () => resolve(true)));
}

/**
 * With COMPOSE_CONTROL_PORT set (the e2e suite), a loopback endpoint stops and restarts one service,
 * e.g. POST /services/mf_about/stop, so failure drills run while compose still owns every process.
 */
/** @param {number} port */
function startControl(port) {
  const server = createHttpServer((req, res) => {
    control(req, res).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}

/**
 * Stops or starts one service on request; a stopped service stays down until started.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function control(req, res) {
  const match = /^\/services\/([\w-]+)\/(stop|start)$/.exec(req.url ?? '');
  const entry = match && running.get(match[1]);
  if (req.method !== 'POST' || !entry) {
    res.statusCode = 404;
    return res.end();
  }
  if (match[2] === 'stop') await stopService(match[1]);
  else if (entry.child.exitCode !== null || entry.child.signalCode !== null) {
    entry.delayMs = RESTART_POLICY.firstDelayMs;
    entry.exits = [];
    start(entry.service);
  } else entry.wanted = true;
  res.end(JSON.stringify({ service: match[1], action: match[2] }));
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Deploys every remote's build the way a team's pipeline does: publishes its release to the
 * registry and makes it live (a pinned remote keeps its live release). Until then, and whenever the
 * API cannot be read, the gateways serve .run/remotes.json, written from the same builds.
 */
async function deployReleases() {
  for (const remote of REMOTES) {
    const origin = `http://localhost:${remote.port}`;
    const dir = packageDir(remote.pkg);
    try {
      await waitForHttp(`http://127.0.0.1:${remote.port}/healthz`, 15_000);
      if (!existsSync(path.join(dir, 'dist', RELEASE_FILE))) {
        announce(remote.name, `ready  ${origin}`);
        continue;
      }
      const { release, promoted } = await publishRelease(dir, { api: `http://127.0.0.1:${API_PORT}`, origin, token: DEPLOY_TOKEN });
      announce(remote.name, `ready  ${origin}, release ${release.version} ${promoted ? 'live' : 'published (a pinned release stays live)'}`);
    } catch (error) {
      console.error(`${remote.name} not deployed to the registry (${/** @type {Error} */ (error).message}); the gateway serves it from .run/remotes.json`);
    }
  }
}

let stopping = false;
function stopAll(code = 0) {
  stopping = true;
  for (const entry of running.values()) {
    clearTimeout(entry.timer);
    entry.child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 300).unref();
}

/** The oldest Node this project supports (package.json `engines`): older ones are past their maintenance. */
const OLDEST_NODE_MAJOR = 22;

async function main() {
  if (Number(process.versions.node.split('.')[0]) < OLDEST_NODE_MAJOR) {
    console.warn(`Node ${process.version} is older than this project supports (${OLDEST_NODE_MAJOR} or later): it may run, but nothing is tested on it.`);
  }
  mkdirSync(LOG_DIR, { recursive: true });
  // SKIP_BUILD=1 serves whatever dist/ folders exist (a team testing only its own fresh build).
  if (!process.env.SKIP_BUILD) buildAll({ logDir: LOG_DIR });
  const list = services();
  await checkPorts(list);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(path.join(RUN_DIR, 'remotes.json'), `${JSON.stringify(localRemoteList(), null, 2)}\n`);
  servicesFileReady = true;
  const [api, gateway, remotes] = [
    list.filter((s) => s.label === 'api'),
    list.filter((s) => s.label === 'gateway'),
    list.filter((s) => s.label !== 'api' && s.label !== 'gateway'),
  ];
  if (process.env.COMPOSE_CONTROL_PORT) startControl(Number(process.env.COMPOSE_CONTROL_PORT));
  api.forEach(start);
  console.log(`waiting for the API (http://127.0.0.1:${API_PORT}/api/health); the site opens once it answers…`);
  await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`, 60_000);
  announce('api', `ready  http://127.0.0.1:${API_PORT}/api  (docs: /api/docs)`);
  remotes.forEach(start);
  await deployReleases();
  gateway.forEach(start);
  await waitForHttp(`http://127.0.0.1:${GATEWAY_PORT}/`, 15_000);
  announce('gateway', `ready  http://localhost:${GATEWAY_PORT}`);
  console.log(`\nThe site is up: http://localhost:${GATEWAY_PORT}  (admin: http://localhost:${GATEWAY_PORT}/admin)`);
  console.log(`Metrics: gateway http://127.0.0.1:${GATEWAY_METRICS_PORT}/metrics, api http://127.0.0.1:${API_METRICS_PORT}/metrics\nPress Ctrl-C to stop.\n`);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
main().catch((error) => {
  console.error(error.message);
  stopAll(1);
});
