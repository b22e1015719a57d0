// A bare API process for the Node drills: `node api/dist/main.js` with its own port and data dir,
// plus the few HTTP calls the drills share (login, JSON requests).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startNode, waitForHttp } from '../../bench/lib/processes.mjs';

export const API_MAIN = path.join(ROOT, 'api/dist/main.js');
/** The API's development credentials (it refuses them in production; the drills run it as NODE_ENV=test). */
export const DEV_ADMIN = { username: 'admin', password: 'admin123' };

/** Builds the API once if its dist is missing (the e2e suite's compose normally did it already). */
export function ensureApiBuilt() {
  if (existsSync(API_MAIN)) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the API build failed');
}

/** Starts the API and waits for /api/health = 200. `mongoUri` selects the MongoDB adapter. */
export async function startApi({ port, dataDir, mongoUri = '', logFile, env = {} }) {
  const child = startNode([API_MAIN], {
    env: { PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: mongoUri, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    logFile,
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitForHttp(`${base}/health`, { timeoutMs: 60_000, child });
  return { child, base };
}

export async function login(base) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEV_ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Resolves when `child` has exited (immediately if it already has). */
export function exitOf(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}
