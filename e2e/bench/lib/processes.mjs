import { readFileSync } from 'node:fs';
// Child processes for benchmarks and drills: each one is started in its own process group, so
// stopping it also stops whatever it spawned (compose.mjs starts the API, remotes and gateway).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Repository root (e2e/bench/lib → ../../..). */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * A process started here (its stdout and stderr piped, to its log), with the file its output goes to.
 * @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>
 *   & { logFile: string }} NodeChild
 */

/** @type {Set<NodeChild>} Every process started here, so none outlives the script (they run in their own process groups). */
const started = new Set();
let cleanupInstalled = false;

/** On exit, Ctrl-C or SIGTERM: SIGTERM to every group still running (synchronous, so it works in 'exit'). */
function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', () => {
    for (const child of started) if (!exited(child)) signalGroup(child, 'SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
}

/**
 * Starts `node <args>` with `env` added, its output appended to `logFile` (the console stays readable;
 * the log is where to look when something does not come up).
 * @param {string[]} args  node's arguments (the script first)
 * @param {{ env?: Record<string, string>, logFile: string, cwd?: string }} options
 * @returns {NodeChild}
 */
export function startNode(args, { env = {}, logFile, cwd = ROOT }) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const spawned = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  spawned.stdout.pipe(log);
  spawned.stderr.pipe(log);
  const child = Object.assign(spawned, { logFile });
  started.add(child);
  child.once('exit', () => started.delete(child));
  installCleanup();
  return child;
}

/** @param {import('node:child_process').ChildProcess} child */
export function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Resolves when `child` has exited (immediately if it already has), with its exit code (null when a
 * signal ended it).
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<number | null>}
 */
export function exitOf(child) {
  return exited(child) ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * SIGTERM to the child's process group, SIGKILL if it is still there after `graceMs`.
 * @param {import('node:child_process').ChildProcess | null | undefined} child  nothing to stop when not started
 */
export async function stopProcess(child, graceMs = 10_000) {
  if (!child || exited(child)) return;
  const done = exitOf(child);
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
  // compose.mjs stops its children asynchronously; give stragglers in the group the same fate.
  signalGroup(child, 'SIGKILL');
}

/**
 * Sends `signal` to the whole group started for `child` (ignores a group that is already gone, or a
 * process that never started: no pid, and never -0, which would be this script's own group).
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * The last lines of a log, so a failed start says why even after the log's folder is cleaned up.
 * @param {string} file
 */
function logTail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Resolves once `url` answers 2xx (any HTTP status with `anyStatus`); rejects after `timeoutMs`
 * or if `child` exits first.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: NodeChild, anyStatus?: boolean }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child, anyStatus = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && exited(child)) throw new Error(`process exited before ${url} answered (log: ${child.logFile})\n${logTail(child.logFile)}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok || anyStatus,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${child ? ` (log: ${child.logFile})` : ''}`);
}

/**
 * A program the drills run for real (Debian's nginx, Prometheus): `envVar`'s path, the first
 * candidate that exists, or the one on PATH. A missing program is a failure, never a skip: CI installs
 * it, and `missing` says how.
 * @param {{ name: string, envVar: string, candidates: string[], missing: string }} program
 */
export function findProgram({ name, envVar, candidates, missing }) {
  for (const candidate of [process.env[envVar], ...candidates]) if (candidate && existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error(`${missing} Install it (apt-get install -y ${name}) or set ${envVar}.`);
}
