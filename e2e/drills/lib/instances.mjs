// The site as several instances, for the instances drill and `bench:load --instances`:
// N API processes on one MongoDB wire-protocol server (started together, as a rollout does), N shell
// gateways reading the API through nginx's internal listener, the home and About remotes from their
// dist/, and Debian's nginx with shell/deploy/nginx.conf in front (lib/nginx.mjs).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from '../../../shell/server/local/build-all.mjs';
import { ROOT, startNode, stopProcess, waitForHttp } from '../../bench/lib/processes.mjs';
import { ensureApiBuilt, startApi } from './api-process.mjs';
import { startNginx } from './nginx.mjs';
import { pinnedEntry } from './render-fixtures.mjs';

/**
 * Ports from `base`: APIs base+1…, shells base+80…, nginx base+90 (and +91), remotes base+101/102.
 * @param {number} base
 * @param {number} count
 */
export function instancePorts(base, count) {
  /** @param {number} from */
  const range = (from) => Array.from({ length: count }, (_, i) => base + from + i);
  return { apis: range(1), shells: range(80), nginx: base + 90, home: base + 101, about: base + 102 };
}

/**
 * Starts the topology with `count` APIs and `count` shells in `dir` (logs, data folders, remote list).
 * Returns { apis: [{ child, base, origin }], shells: [child], nginx, stop() }.
 * @param {{ count: number, portBase: number, mongoUri: string, dir: string, env?: Record<string, string>, shellEnv?: Record<string, string> }} options
 *   env: the APIs' extra environment; shellEnv: the gateways'
 */
export async function startInstances({ count, portBase, mongoUri, dir, env = {}, shellEnv = {} }) {
  ensureApiBuilt();
  buildAll({ only: ['shell', 'mf-home', 'mf-about'] });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const ports = instancePorts(portBase, count);
  /** @type {import('../../bench/lib/processes.mjs').NodeChild[]} */
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
    await nginx?.stop();
  };
  /** @type {import('./nginx.mjs').Nginx | undefined} */
  let nginx;
  try {
    const starts = await Promise.allSettled(
      ports.apis.map((port, i) => startApi({ port, dataDir: path.join(dir, `data-${i}`), mongoUri, logFile: path.join(dir, `api-${i}.log`), env })),
    );
    // The APIs that did start are stopped with the rest when another one failed (else they keep the drill alive).
    const apis = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    children.push(...apis.map((api) => api.child));
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    const remotesFile = path.join(dir, 'remotes.json');
    const remotes = [
      pinnedEntry('mf-home', { name: 'mf_home', origin: `http://127.0.0.1:${ports.home}`, routes: ['/'] }),
      pinnedEntry('mf-about', { name: 'mf_about', origin: `http://127.0.0.1:${ports.about}`, routes: ['/about'] }),
    ];
    writeFileSync(remotesFile, JSON.stringify(remotes));
    children.push(startRemote(dir, 'mf_home', ports.home), startRemote(dir, 'mf_about', ports.about));
    nginx = await startNginx({ port: ports.nginx, apis: ports.apis, shells: ports.shells, remote: ports.about, workers: 2 });
    const { internal } = nginx;
    const shells = ports.shells.map((port) => startShell(dir, port, internal, remotesFile, shellEnv));
    children.push(...shells);
    for (const port of [ports.home, ports.about, ...ports.shells]) await waitForHttp(`http://127.0.0.1:${port}/healthz`);
    return { apis, shells, nginx, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A shell gateway on `port` reading the API at `apiOrigin`, logging to `dir`.
 * @param {string} dir
 * @param {number} port
 * @param {string} apiOrigin
 * @param {string} remotesFile
 * @param {Record<string, string>} [env]
 */
export function startShell(dir, port, apiOrigin, remotesFile, env = {}) {
  return startNode([path.join(ROOT, 'shell/server/gateway/gateway.mjs')], {
    env: { PORT: String(port), REMOTES_FILE: remotesFile, API_URL: apiOrigin, ...env },
    logFile: path.join(dir, `shell-${port}.log`),
  });
}

/**
 * A page remote ('mf_about') served from its dist/ on `port`, logging to `dir`.
 * @param {string} dir
 * @param {string} name
 * @param {number} port
 */
export function startRemote(dir, name, port) {
  const dist = path.join(ROOT, `${name.replace('_', '-')}/dist`);
  return startNode([path.join(ROOT, 'shared/server/static-server.mjs'), '--dir', dist, '--port', String(port), '--name', name], {
    logFile: path.join(dir, `${name}.log`),
  });
}
