#!/usr/bin/env node
// The last step of a remote's build: the build becomes an immutable release. Its version
// is the hash of its files (the same sources build the same version), `dist/release.json` describes it
// (the remote's manifest, the version, and the Subresource Integrity hash of every file: remoteEntry.js,
// the server renderer, each chunk, style and asset), and a copy goes to `releases/<version>/`, which the
// remote's server serves forever (`/releases/<version>/…`, immutable). Older releases stay there for
// rollbacks; the newest RELEASES_KEPT are kept. A deploy publishes release.json to the registry
// (publish-release.mjs).
import { createHash } from 'node:crypto';
import { cp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readManifest, routesOf } from '../remotes/manifest.mjs';

export const RELEASE_FILE = 'release.json';
export const RELEASES_DIR = 'releases';
export const RELEASES_KEPT = 10;
/** Precompressed siblings are derived from the files they sit beside: not part of the version. */
const DERIVED = /\.(br|gz)$/;

/**
 * @typedef {import('../src/content/remote-releases.js').ReleaseDescriptor} ReleaseDescriptor
 */

/** @param {Uint8Array | string} bytes */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Every file under `dir`, as paths relative to it with forward slashes, sorted.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A file in a dot-folder (Vite's `.vite/manifest.json`): build metadata the remote's server never sends. */
const HIDDEN = /(^|\/)\./;

/**
 * The `sha384` of every file of the build that its server sends, sorted by path (release.json and
 * precompressed copies aside: a server sends a `.br` in place of its file, and what it decodes to is
 * what the hash checks).
 * @param {string} dist
 * @returns {Promise<Array<{ path: string, integrity: string }>>}
 */
export async function fileIntegrity(dist) {
  const files = [];
  for (const file of await filesUnder(dist)) {
    if (file === RELEASE_FILE || DERIVED.test(file) || HIDDEN.test(file)) continue;
    files.push({ path: file, integrity: integrityOf(await readFile(path.join(dist, file))) });
  }
  return files;
}

/**
 * The build's version: 12 hex digits of a hash over every file's path and contents.
 * @param {string} dist
 */
export async function buildVersion(dist) {
  const hash = createHash('sha256');
  for (const file of await filesUnder(dist)) {
    if (file === RELEASE_FILE || DERIVED.test(file)) continue;
    hash
      .update(`${file}\0`)
      .update(
        createHash('sha256')
          .update(await readFile(path.join(dist, file)))
          .digest('hex'),
      )
      .update('\n');
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Describes the remote's build in `dist/release.json` and keeps a copy under `releases/<version>/`.
 * @param {string} remoteDir
 * @param {{ keep?: number, now?: Date }} [options]
 * @returns {Promise<ReleaseDescriptor>}
 */
export async function writeRelease(remoteDir, { keep = RELEASES_KEPT, now = new Date() } = {}) {
  const manifest = readManifest(remoteDir);
  const dist = path.join(remoteDir, 'dist');
  const version = await buildVersion(dist);
  const files = await fileIntegrity(dist);
  const hashOf = (/** @type {string} */ file) => files.find((entry) => entry.path === file)?.integrity;
  const entry = hashOf('remoteEntry.js');
  if (!entry) throw new Error(`${dist} has no remoteEntry.js`);
  const renderer = hashOf('server/render.mjs');
  /** @type {ReleaseDescriptor} */
  const descriptor = {
    remote: manifest.name,
    version,
    entry: 'remoteEntry.js',
    integrity: { entry, ...(renderer ? { renderer } : {}), files },
    routes: routesOf(manifest),
    ...(manifest.admin ? { admin: manifest.admin } : {}),
    ...(manifest.page ? { page: manifest.page } : {}),
    builtAt: now.toISOString(),
  };
  await writeFile(path.join(dist, RELEASE_FILE), `${JSON.stringify(descriptor, null, 2)}\n`);
  const target = path.join(remoteDir, RELEASES_DIR, version);
  // A release never changes: the same version already there holds the same files.
  if (!(await exists(target))) await cp(dist, target, { recursive: true });
  await prune(path.join(remoteDir, RELEASES_DIR), keep, version);
  return descriptor;
}

/** @param {string} file */
async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Keeps the newest `keep` releases (by the time their folder was written), and always `current`.
 * @param {string} dir @param {number} keep @param {string} current
 */
async function prune(dir, keep, current) {
  const names = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })));
  const old = dated
    .sort((a, b) => b.at - a.at)
    .slice(keep)
    .filter((release) => release.name !== current);
  await Promise.all(old.map((release) => rm(path.join(dir, release.name), { recursive: true, force: true })));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const remoteDir = path.resolve(process.argv[2] ?? '.');
  writeRelease(remoteDir).then(
    (release) =>
      console.log(`release ${release.remote}@${release.version} (${path.relative(process.cwd(), path.join(remoteDir, RELEASES_DIR, release.version))})`),
    (error) => {
      console.error(`release of ${path.basename(remoteDir)} failed: ${error.stack ?? error}`);
      process.exitCode = 1;
    },
  );
}
