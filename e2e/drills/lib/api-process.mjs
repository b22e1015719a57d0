// A bare API process for the Node drills: `node api/dist/main.js` with its own port and data dir,
// plus the few HTTP calls the drills share (login, JSON requests).
import path from 'node:path';
import { buildAll } from '../../../shell/server/local/build-all.mjs';
import { ROOT, startNode, stopProcess, waitForHttp } from '../../bench/lib/processes.mjs';
/** @import { AuditEntry } from '@pharma/shared' */

export const API_MAIN = path.join(ROOT, 'api/dist/main.js');
/** The API's development credentials (they exist only in development mode, which the drills start on purpose). */
export const DEV_ADMIN = { username: 'admin', password: 'admin123' };

/** Builds the API (and the shared package it uses) when missing or older than its sources, as `npm start` does. */
export function ensureApiBuilt() {
  buildAll({ only: ['@pharma/shared', 'api'] });
}

/**
 * Starts the API and waits for /api/health = 200. `mongoUri` selects the MongoDB adapter.
 * @param {{ port: number, dataDir: string, mongoUri?: string, logFile: string, env?: Record<string, string> }} options
 */
export async function startApi({ port, dataDir, mongoUri = '', logFile, env = {} }) {
  const child = startNode([API_MAIN], {
    env: { PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: mongoUri, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    logFile,
  });
  const base = `http://127.0.0.1:${port}/api`;
  try {
    await waitForHttp(`${base}/health`, { timeoutMs: 60_000, child });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { child, base, origin: `http://127.0.0.1:${port}` };
}

/**
 * The dev administrator's token.
 * @param {string} base  the API root (…/api)
 * @returns {Promise<string>}
 */
export async function login(base) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEV_ADMIN),
  });
  if (!res.ok)
    throw new Error(
      `login failed: ${res.status} ${await res.text()} (RateLimit-Limit ${res.headers.get('ratelimit-limit')}, remaining ${res.headers.get('ratelimit-remaining')})`,
    );
  return (await res.json()).token;
}

/**
 * Every entry of the audit trail, read as `token`'s account (the API pages it by 500).
 * @param {string} base  the API root
 * @param {string} token
 * @returns {Promise<AuditEntry[]>}
 */
export async function readTrail(base, token) {
  /** @type {AuditEntry[]} */
  const entries = [];
  for (let offset = 0; ; offset += 500) {
    const res = await fetch(`${base}/audit?limit=500&offset=${offset}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`the trail could not be read: ${res.status} ${await res.text()}`);
    const page = await res.json();
    entries.push(...page.data);
    if (entries.length >= page.total || page.data.length === 0) return entries;
  }
}
