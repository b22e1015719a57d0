// The two sites a benchmark compares, served identically: the composition via compose.mjs
// (gateway + API + one static server per remote), and the monolith's dist behind the SAME gateway
// (same compression, caching headers and API proxy) with an empty remote list.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, exited, startNode, stopProcess, waitForHttp } from './processes.mjs';

/**
 * Ports of a composition started with PORT_OFFSET=offset (see shell/server/local/topology.mjs).
 * @param {number} offset
 */
export function compositionPorts(offset) {
  return {
    gateway: 8080 + offset,
    api: 3000 + offset,
    baseURL: `http://localhost:${8080 + offset}`,
    apiURL: `http://127.0.0.1:${3000 + offset}`,
    remote: (/** @type {number} */ base) => base + offset,
    control: 9999 + offset,
  };
}

/**
 * Starts `node shell/server/local/compose.mjs` (it builds what is missing unless SKIP_BUILD=1 is set in
 * the environment) and waits until the API and the gateway answer. Extra env goes to every service.
 * @param {{ offset: number, dataDir: string, runDir: string, logFile: string, env?: Record<string, string>, timeoutMs?: number }} options
 */
export async function startComposition({ offset, dataDir, runDir, logFile, env = {}, timeoutMs = 600_000 }) {
  const ports = compositionPorts(offset);
  mkdirSync(runDir, { recursive: true });
  const child = startNode([path.join(ROOT, 'shell/server/local/compose.mjs')], {
    // Development mode on purpose, like the e2e suite: the API then runs with its development credentials.
    env: { PORT_OFFSET: String(offset), DATA_DIR: dataDir, RUN_DIR: runDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    logFile,
  });
  try {
    await waitForHttp(`${ports.apiURL}/api/health`, { timeoutMs, child });
    await waitForHttp(`${ports.baseURL}/`, { timeoutMs: 30_000, child });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  /** False once the composition is gone (e.g. stopped from outside), so a run can restart it and redo its work. */
  const isAlive = async () =>
    !exited(child) &&
    (await fetch(`${ports.apiURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
  return { child, ports, runDir, logFile, isAlive, stop: () => stopProcess(child) };
}

/**
 * The site a bench measures: the one at `baseURL` as it runs, or else a composition it starts
 * (PORT_OFFSET=20000, throwaway data under /tmp/bench-<kind>-<pid>) and stops.
 * @param {string | undefined} baseURL
 * @param {string} kind
 * @returns {Promise<{ baseURL: string, apiURL: string, isAlive: () => Promise<boolean>, stop: () => Promise<void> }>}
 */
export async function siteForBench(baseURL, kind) {
  // A running site's API is reached through its gateway (which proxies /api).
  if (baseURL) return { baseURL, apiURL: baseURL, isAlive: async () => true, stop: async () => undefined };
  const tmp = `/tmp/bench-${kind}-${process.pid}`;
  console.log('starting the composition (PORT_OFFSET=20000; builds what is missing unless SKIP_BUILD=1)…');
  const site = await startComposition({
    offset: 20000,
    dataDir: path.join(tmp, 'data'),
    runDir: path.join(tmp, 'run'),
    logFile: path.join(tmp, 'compose.log'),
  });
  return { baseURL: site.ports.baseURL, apiURL: site.ports.apiURL, isAlive: site.isAlive, stop: site.stop };
}

/**
 * Serves `distDir` through shell/server/gateway/gateway.mjs on `port`, proxying /api to `apiURL`.
 * @param {{ distDir: string, port: number, apiURL: string, runDir: string, logFile: string }} options
 */
export async function startMonolithGateway({ distDir, port, apiURL, runDir, logFile }) {
  mkdirSync(runDir, { recursive: true });
  const remotesFile = path.join(runDir, 'monolith-remotes.json');
  writeFileSync(remotesFile, '[]\n'); // no remotes: every page is already in the bundle
  const child = startNode([path.join(ROOT, 'shell/server/gateway/gateway.mjs')], {
    env: { PORT: String(port), SHELL_DIST: distDir, SHELL_FRAME: '', REMOTES_FILE: remotesFile, API_URL: apiURL },
    logFile,
  });
  const baseURL = `http://localhost:${port}`;
  try {
    // Any status: with an empty remote list the gateway may answer the SPA page with a 404 status.
    await waitForHttp(`${baseURL}/`, { timeoutMs: 15_000, child, anyStatus: true });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  const isAlive = async () => !exited(child);
  return { child, baseURL, isAlive, stop: () => stopProcess(child) };
}
