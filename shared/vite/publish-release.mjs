#!/usr/bin/env node
// A remote's deploy step: publishes its build (dist/release.json, written by release.mjs) to
// the registry, where browsers will load it from, and by default makes it live. The API fetches the
// entry and the renderer and refuses them unless they match the hashes the build wrote.
//
//   node ../shared/vite/publish-release.mjs . [--api http://127.0.0.1:3000] [--origin http://localhost:4102]
//                                             [--base /remotes/mf-about/] [--no-promote] [--canary 10] [--wait]
//
// --origin: where browsers reach this remote's server (default http://localhost:<its devPort>);
// --base: a path on the site's own origin instead (containers: nginx routes /remotes/<folder>/).
// --wait: a container deploying itself at start: tries again every 5 s, for up to 10 minutes, while the
// API or the path to this remote is not up yet (a refusal of the release itself ends it at once).
// Credentials: REMOTES_DEPLOY_TOKEN, or ADMIN_USERNAME and ADMIN_PASSWORD (an Administrator's sign-in).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readManifest } from '../remotes/manifest.mjs';
import { RELEASE_FILE } from './release.mjs';

/**
 * @typedef {import('../src/content/remote-releases.js').ReleaseDescriptor} ReleaseDescriptor
 * @typedef {{ api: string, origin?: string, base?: string, promote?: boolean, canary?: number,
 *   token?: string, username?: string, password?: string }} PublishOptions
 */

/**
 * The build's descriptor with the address browsers load its entry from.
 * @param {string} remoteDir @param {{ origin?: string, base?: string }} where
 * @returns {Promise<ReleaseDescriptor>}
 */
export async function releaseToPublish(remoteDir, { origin, base }) {
  /** @type {ReleaseDescriptor} */
  const release = JSON.parse(await readFile(path.join(remoteDir, 'dist', RELEASE_FILE), 'utf8'));
  const folder = `releases/${release.version}/${release.entry}`;
  const entry = base ? `${base.replace(/\/?$/, '/')}${folder}` : `${origin ?? `http://localhost:${readManifest(remoteDir).devPort}`}/${folder}`;
  return { ...release, entry };
}

/**
 * Publishes (and promotes, or starts a canary of) the remote's build. Resolves to the registry's answer;
 * rejects with the API's message.
 * @param {string} remoteDir @param {PublishOptions} options
 */
export async function publishRelease(remoteDir, options) {
  const release = await releaseToPublish(remoteDir, options);
  const headers = { 'Content-Type': 'application/json', ...(await credentials(options)) };
  const promote = options.promote !== false && !options.canary;
  const published = await call(options.api, 'POST', '/api/remotes/releases', headers, { ...release, promote });
  if (options.canary) await call(options.api, 'POST', `/api/remotes/${release.remote}/canary`, headers, { version: release.version, percent: options.canary });
  return { release, ...published.data };
}

/** @param {PublishOptions} options @returns {Promise<Record<string, string>>} */
async function credentials({ api, token, username, password }) {
  if (token) return { 'X-Deploy-Token': token };
  if (!username || !password) throw new Error('Set REMOTES_DEPLOY_TOKEN, or ADMIN_USERNAME and ADMIN_PASSWORD, to publish a release.');
  const signedIn = await call(api, 'POST', '/api/auth/login', { 'Content-Type': 'application/json' }, { username, password });
  return { Authorization: `Bearer ${signedIn.token}` };
}

/**
 * @param {string} api @param {string} method @param {string} route @param {Record<string, string>} headers @param {unknown} body
 * @returns {Promise<{ data?: any, token?: string, message?: unknown }>} the API's JSON answer
 */
async function call(api, method, route, headers, body) {
  const response = await fetch(new URL(route, api), { method, headers, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
  const answer = /** @type {{ data?: any, token?: string, message?: unknown }} */ (await response.json().catch(() => ({})));
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(answer.message ?? answer)}`);
  return answer;
}

/** Refusals about the release itself (bad hash, changed release, no credentials) end a `--wait`; the rest may pass. */
const FINAL = /answered (400|401|403|404|409):|Set REMOTES_DEPLOY_TOKEN/;

/**
 * publishRelease, tried again while the API or the remote's path through the site is not up yet.
 * @param {string} remoteDir @param {PublishOptions} options @param {{ everyMs?: number, forMs?: number }} [patience]
 */
export async function publishWhenUp(remoteDir, options, { everyMs = 5000, forMs = 10 * 60_000 } = {}) {
  const deadline = Date.now() + forMs;
  for (;;) {
    try {
      return await publishRelease(remoteDir, options);
    } catch (error) {
      if (FINAL.test(/** @type {Error} */ (error).message) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  const remoteDir = path.resolve(args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '.');
  const publish = args.includes('--wait') ? publishWhenUp : publishRelease;
  publish(remoteDir, {
    api: option('api') ?? process.env.API_URL ?? 'http://127.0.0.1:3000',
    origin: option('origin'),
    base: option('base'),
    promote: !args.includes('--no-promote'),
    canary: option('canary') ? Number(option('canary')) : undefined,
    token: process.env.REMOTES_DEPLOY_TOKEN,
    username: process.env.ADMIN_USERNAME,
    password: process.env.ADMIN_PASSWORD,
  }).then(
    ({ release, promoted }) => console.log(`published ${release.remote}@${release.version} (${release.entry})${promoted ? ', now live' : ''}`),
    (error) => {
      console.error(`publish failed: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
