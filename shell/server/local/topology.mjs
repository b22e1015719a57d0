// The local topology `npm start` and the e2e suite run: which remote owns which routes and where
// each one is served, from the remotes' own manifests. Production topologies are other remote lists
// written from the same manifests (deployedRemoteList, for the containers).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { remoteManifests, routesOf } from '@pharma/shared/remotes';
import { METRICS_PORT_STEP } from '@pharma/shared/server/metrics-server';
/** @import { RemoteDescriptor } from '@pharma/shared' */

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Shifts every port, so a second composition (e.g. the e2e suite) can run beside a dev one. */
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);

export const GATEWAY_PORT = 8080 + OFFSET;
export const API_PORT = 3000 + OFFSET;
/** Each process's Prometheus metrics, on loopback beside its own port (the processes' default too): 8980, 3900. */
export const GATEWAY_METRICS_PORT = GATEWAY_PORT + METRICS_PORT_STEP;
export const API_METRICS_PORT = API_PORT + METRICS_PORT_STEP;

/**
 * Every remote of the repository, from its own manifest (`<remote>/remote.json`, read by
 * @pharma/shared/remotes), on its development port shifted by PORT_OFFSET.
 */
export const REMOTES = remoteManifests(ROOT).map((manifest) => ({
  name: manifest.name,
  pkg: manifest.pkg,
  port: manifest.devPort + OFFSET,
  routes: routesOf(manifest),
  ...(manifest.admin ? { admin: manifest.admin } : {}),
  ...(manifest.page ? { page: manifest.page } : {}),
}));

/** @param {string} pkg  the remote's folder name (its package name) */
export function packageDir(pkg) {
  return path.join(ROOT, pkg);
}

/**
 * The remote list as the shell reads it at runtime: each remote's current release (its build's
 * dist/release.json: the release's immutable path and the integrity hashes that pin its entry and its
 * renderer), or, for a remote not built yet, its root entry, unpinned.
 * @returns {RemoteDescriptor[]}
 */
export function localRemoteList(host = '127.0.0.1') {
  return REMOTES.map(({ name, pkg, port, routes, admin, page }) => {
    const origin = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
    const release = readRelease(pkg);
    return {
      name,
      entry: release ? `${origin}/releases/${release.version}/${release.entry}` : `${origin}/remoteEntry.js`,
      routes,
      version: release?.version ?? readVersion(pkg),
      ...(release ? { integrity: release.integrity } : {}),
      ...(admin ? { admin } : {}),
      ...(page ? { page } : {}),
    };
  });
}

/**
 * A remote's current build as release.mjs described it; null before its first build.
 * @param {string} pkg
 * @returns {import('@pharma/shared/vite/release').ReleaseDescriptor | null}
 */
function readRelease(pkg) {
  try {
    return JSON.parse(readFileSync(path.join(packageDir(pkg), 'dist', 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The remote list of a deployment where each remote is served under `<base><folder>/` of the site's
 * own origin (the containers: nginx routes /remotes/<folder>/ to that remote's container). Written
 * from the manifests when the gateway's image is built: `node shell/server/local/topology.mjs --deployed /remotes/`.
 * @returns {RemoteDescriptor[]}
 */
export function deployedRemoteList(base = '/remotes/') {
  return REMOTES.map(({ name, pkg, routes, admin, page }) => ({
    name,
    entry: `${base}${pkg}/remoteEntry.js`,
    routes,
    version: readVersion(pkg),
    ...(admin ? { admin } : {}),
    ...(page ? { page } : {}),
  }));
}

/**
 * @param {string} pkg
 * @returns {string}
 */
function readVersion(pkg) {
  return JSON.parse(readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8')).version;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]) && process.argv[2] === '--deployed') {
  console.log(JSON.stringify(deployedRemoteList(process.argv[3]), null, 2));
}
