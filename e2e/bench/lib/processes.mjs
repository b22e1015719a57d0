import { readFileSync } from 'node:fs';
// Child processes for benchmarks and drills: each one is started in its own process group, so
// stopping it also stops whatever it spawned (compose.mjs starts the API, remotes and gateway).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Repository root (e2e/bench/lib → ../../..). */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every process started here, so none outlives the script (they run in their own process groups). */
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
 */
export function startNode(args, { env = {}, logFile, cwd = ROOT } = {}) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.logFile = logFile;
  started.add(child);
  child.once('exit', () => started.delete(child));
  installCleanup();
  return child;
}

export function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves when `child` has exited (immediately if it already has). */
export function exitOf(child) {
  return exited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
}

/** SIGTERM to the child's process group, SIGKILL if it is still there after `graceMs`. */
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

/** Sends `signal` to the whole group started for `child` (ignores a group that is already gone). */
export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/** The last lines of a log, so a failed start says why even after the log's folder is cleaned up. */
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
