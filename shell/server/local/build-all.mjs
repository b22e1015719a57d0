#!/usr/bin/env node
// Builds every package of the composition that has no build yet or whose sources changed
// since its last build (`--force`: all of them). Order: shared first, everything else after it.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, ROOT } from './topology.mjs';

// `extra`: other outputs a build must have produced; one missing (a build from before they existed:
// precompressed siblings, the frame renderer outside dist/) means the package is built again.
/** @typedef {{ name: string, dir: string, output: string, extra?: string[] }} BuildablePackage */
/** @type {BuildablePackage[]} */
const PACKAGES = [
  { name: '@pharma/shared', dir: 'shared', output: 'dist/index.js' },
  { name: 'api', dir: 'api', output: 'dist/main.js' },
  ...REMOTES.map((remote) => ({
    name: remote.pkg,
    dir: remote.pkg,
    output: 'dist/remoteEntry.js',
    extra: ['dist/remoteEntry.js.br', 'dist/server/render.mjs'],
  })),
  { name: 'shell', dir: 'shell', output: 'dist/index.html', extra: ['server/dist/render-frame.js', 'dist/index.html.br'] },
];
const SOURCES = ['src', 'index.html', 'vite.config.ts', 'remote.json', 'package.json', 'tsconfig.json', 'tsconfig.build.json'];

/**
 * @param {string} target  a file or a folder (then its newest file, at any depth)
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, entry) => Math.max(max, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** @param {BuildablePackage} pkg */
export function needsBuild(pkg) {
  const output = path.join(ROOT, pkg.dir, pkg.output);
  if (!existsSync(output)) return true;
  if ((pkg.extra ?? []).some((file) => !existsSync(path.join(ROOT, pkg.dir, file)))) return true;
  const built = statSync(output).mtimeMs;
  const sharedChanged = pkg.dir !== 'shared' && newestMtime(path.join(ROOT, 'shared/src')) > built;
  return sharedChanged || SOURCES.some((source) => newestMtime(path.join(ROOT, pkg.dir, source)) > built);
}

/**
 * @param {{ force?: boolean, only?: string[], logDir?: string }} [options]  only: the names of the packages to
 *   consider (default: all of them); logDir: each build's output goes to `<logDir>/build-<package>.log` and the
 *   console gets one line per package (the log's end when a build fails), instead of the whole output
 * @returns {number} how many packages were built
 */
export function buildAll({ force = false, only, logDir } = {}) {
  const todo = PACKAGES.filter((pkg) => (!only || only.includes(pkg.name)) && (force || needsBuild(pkg)));
  if (logDir) mkdirSync(logDir, { recursive: true });
  for (const pkg of todo) {
    const started = Date.now();
    const logFile = logDir && path.join(logDir, `build-${pkg.dir}.log`);
    if (!logFile) console.log(`building ${pkg.name}…`);
    const fd = logFile ? openSync(logFile, 'w') : undefined;
    // Always production builds, whatever NODE_ENV the caller runs with (the e2e suite uses 'test').
    const env = { ...process.env, NODE_ENV: 'production' };
    /** @type {import('node:child_process').StdioOptions} */
    const stdio = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    const result = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: ROOT, stdio, env });
    if (fd !== undefined) closeSync(fd);
    if (result.status !== 0) {
      if (logFile) console.error(`${tail(logFile, 30)}\n(the whole output: ${logFile})`);
      throw new Error(`build of ${pkg.name} failed`);
    }
    console.log(`built ${pkg.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return todo.length;
}

/**
 * @param {string} file
 * @param {number} lines
 */
export function tail(file, lines) {
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const count = buildAll({ force: process.argv.includes('--force') });
    console.log(count ? `${count} package(s) built` : 'everything is up to date');
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
