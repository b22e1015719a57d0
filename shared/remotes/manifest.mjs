// One manifest per remote: `remote.json` in the remote's own folder says who it is (its Module
// Federation name, the routes it owns, the dashboard tab it contributes, the API page whose content it
// shows, its development port). Everything else that needs a remote's identity reads it from there:
// its Vite config and serve script, the local topology, the production remote list, the API's page
// table, the e2e support and the lint config. A new page remote is its folder plus a line in the root
// package.json's workspaces.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MANIFEST_FILE = 'remote.json';

/** The repository's root, where the workspaces are listed. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @typedef {object} RemoteManifest
 * @property {string} name  Module Federation container name, e.g. `mf_about`
 * @property {string[]} routes  route patterns the remote owns that have a page (and SEO settings) of their own
 * @property {string[]} [aliases]  further routes that only show one of those pages (no SEO settings, no sitemap entry)
 * @property {{ label: string, order: number }} [admin]  the dashboard tab its `./admin` contributes (page remotes)
 * @property {string} [page]  the API page whose content it shows (`about` for /api/cms/about/…)
 * @property {number} devPort  where `npm run dev`, `npm run serve` and `npm start` serve it (before PORT_OFFSET)
 */

/**
 * @typedef {RemoteManifest & { pkg: string, dir: string }} LocatedManifest
 *   pkg: the workspace folder's name (`mf-about`); dir: its absolute path
 */

const NAME = /^[a-z][a-z0-9_]{0,40}$/;
const PAGE = /^[a-z][a-z0-9-]{0,40}$/;
const ROUTE = /^\/[a-z0-9\-/]*(\/\*)?$/;

/**
 * Checks a parsed manifest and returns it with only the known fields. Throws an error naming the
 * file and the field, so a typo fails the build, the start and the tests alike.
 * @param {unknown} value
 * @param {string} file  for the message
 * @returns {RemoteManifest}
 */
export function parseManifest(value, file) {
  const fail = (/** @type {string} */ why) => {
    throw new Error(`${file}: ${why}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('not a JSON object');
  const v = /** @type {Record<string, unknown>} */ (value);
  if (typeof v.name !== 'string' || !NAME.test(v.name)) fail('"name" must be a Module Federation name such as "mf_about"');
  const routes = routeList(v.routes, 'routes', fail);
  if (!routes.length) fail('"routes" must name at least one route');
  const aliases = v.aliases === undefined ? [] : routeList(v.aliases, 'aliases', fail);
  if (!Number.isInteger(v.devPort) || Number(v.devPort) < 1024 || Number(v.devPort) > 65535) fail('"devPort" must be a port number from 1024');
  if (v.page !== undefined && (typeof v.page !== 'string' || !PAGE.test(v.page))) fail('"page" must be an API page key such as "about"');
  const admin = v.admin === undefined ? undefined : adminTab(v.admin, fail);
  return {
    name: /** @type {string} */ (v.name),
    routes,
    ...(aliases.length ? { aliases } : {}),
    ...(admin ? { admin } : {}),
    ...(v.page !== undefined ? { page: /** @type {string} */ (v.page) } : {}),
    devPort: Number(v.devPort),
  };
}

/** @param {unknown} value @param {string} field @param {(why: string) => never} fail @returns {string[]} */
function routeList(value, field, fail) {
  if (!Array.isArray(value) || !value.every((route) => typeof route === 'string' && ROUTE.test(route))) {
    fail(`"${field}" must be a list of route patterns such as "/about" or "/admin/*"`);
  }
  return /** @type {string[]} */ (value);
}

/** @param {unknown} value @param {(why: string) => never} fail @returns {{ label: string, order: number }} */
function adminTab(value, fail) {
  const v = /** @type {Record<string, unknown>} */ (typeof value === 'object' && value !== null ? value : {});
  if (typeof v.label !== 'string' || !v.label.trim() || v.label.length > 40) fail('"admin.label" must be the tab\'s name (1–40 characters)');
  if (!Number.isInteger(v.order)) fail('"admin.order" must be an integer (the tab\'s place)');
  return { label: /** @type {string} */ (v.label), order: Number(v.order) };
}

/**
 * The manifest in a remote's folder.
 * @param {string} dir
 * @returns {LocatedManifest}
 */
export function readManifest(dir) {
  const file = path.join(dir, MANIFEST_FILE);
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${/** @type {Error} */ (error).message}`, { cause: error });
  }
  return { ...parseManifest(json, file), pkg: path.basename(dir), dir };
}

/**
 * Every remote of the repository: the workspaces of the root package.json that hold a manifest, in
 * the order of their dashboard tabs (remotes without one last, by name). Names, ports and routes
 * must not collide.
 * @param {string} [root]
 * @returns {LocatedManifest[]}
 */
export function remoteManifests(root = REPO_ROOT) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const manifests = /** @type {string[]} */ (workspaces)
    .map((workspace) => path.join(root, workspace))
    .filter((dir) => existsSync(path.join(dir, MANIFEST_FILE)))
    .map(readManifest)
    .sort((a, b) => (a.admin?.order ?? Infinity) - (b.admin?.order ?? Infinity) || a.name.localeCompare(b.name));
  assertDistinct(manifests);
  return manifests;
}

/**
 * The manifests where a process runs without the repository (the API's container): the JSON array
 * this module prints (`node shared/remotes/manifest.mjs > remote-manifests.json`), named by
 * REMOTE_MANIFESTS; otherwise the repository's own (remoteManifests).
 * @returns {RemoteManifest[]}
 */
export function siteManifests() {
  const file = process.env.REMOTE_MANIFESTS;
  if (!file) return remoteManifests();
  const list = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(list)) throw new Error(`${file}: not a JSON array of remote manifests`);
  const manifests = list.map((value, i) => parseManifest(value, `${file}[${i}]`));
  return manifests;
}

/** @param {LocatedManifest[]} manifests */
function assertDistinct(manifests) {
  /** @type {Map<string, string>} */
  const seen = new Map();
  for (const manifest of manifests) {
    const keys = [`name ${manifest.name}`, `port ${manifest.devPort}`, ...routesOf(manifest).map((route) => `route ${route}`)];
    for (const key of keys) {
      const other = seen.get(key);
      if (other) throw new Error(`${manifest.pkg}/${MANIFEST_FILE} and ${other}/${MANIFEST_FILE} both claim ${key}`);
      seen.set(key, manifest.pkg);
    }
  }
}

/**
 * Every route a remote owns: its pages and their aliases (what the remote list names).
 * @param {RemoteManifest} manifest
 * @returns {string[]}
 */
export function routesOf(manifest) {
  return [...manifest.routes, ...(manifest.aliases ?? [])];
}

/**
 * The exposes a remote's manifest implies: `./routes` always, `./admin` with a dashboard tab.
 * @param {RemoteManifest} manifest
 * @returns {Record<string, string>}
 */
export function exposesOf(manifest) {
  return { './routes': './src/routes.tsx', ...(manifest.admin ? { './admin': './src/admin/index.tsx' } : {}) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // What parseManifest keeps (not the folder names), as the API's container reads it back.
  console.log(
    JSON.stringify(
      remoteManifests().map((manifest) => parseManifest(manifest, manifest.pkg)),
      null,
      2,
    ),
  );
}
