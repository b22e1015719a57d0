// The host contract check (README, "Host contract"): a host that is not this site's shell
// (e2e/host-contract, written only against @module-federation/runtime, React and react-router) is
// built, served on an origin of its own with the remote list it is given, and driven in Chromium:
// every public route must show its page, every `./admin` must have the contract's shape.
import type { Page } from '@playwright/test';
import { readManifest, remoteManifests, routesOf, type LocatedManifest } from '@pharma/shared/remotes';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveHost, serveRemote, type Served } from './host-contract-servers.mjs';

export type { Served };

/** The foreign host: plain Vite + React, @module-federation/runtime, react-router. */
export const HOST_DIR = fileURLToPath(new URL('../host-contract', import.meta.url));
/** The site's fixture remote, whose sources the broken fixtures are built from. */
const TEST_REMOTE_SRC = fileURLToPath(new URL('../../shared/vite/test-remote/src', import.meta.url));
/** Build output of the host and the fixture remotes (git-ignored). */
const ARTIFACTS_DIR = fileURLToPath(new URL('../.artifacts/host-contract', import.meta.url));
const VITE_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

/** One entry of the remote list (`/remotes.json`) as the foreign host reads it, and what it reports. */
import type { ContractProblem, RemoteDescriptor as RemoteEntry } from '../host-contract/src/contract-checks';
export type { ContractProblem, RemoteEntry };

/**
 * Ports for what the check starts: HOST_CONTRACT_PORT and the next ones when set (a machine where
 * only some ports may be used), otherwise any free port.
 */
let nextPort = Number(process.env.HOST_CONTRACT_PORT ?? 0);
const takePort = () => (nextPort ? nextPort++ : 0);

/** `vite build` in its own process, as a team builds (a production build whatever NODE_ENV the suite has). */
function viteBuild(cwd: string, args: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE_BIN, 'build', '--logLevel', 'warn', ...args], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build in ${cwd} failed (${code}):\n${stderr}`))));
  });
}

/** Builds the host with its own Vite config; returns its output folder. */
export async function buildHost(): Promise<string> {
  const outDir = path.join(ARTIFACTS_DIR, 'host');
  await viteBuild(HOST_DIR, ['--outDir', outDir, '--emptyOutDir']);
  return outDir;
}

/**
 * Builds a fixture remote (`e2e/host-contract/fixtures/<fixture>`: its manifest and Vite config) from
 * the sources of the site's fixture remote, shared/vite/test-remote, after `edit` (a file's path
 * inside src/ and what to do to its text); returns its output folder and its manifest.
 */
export async function buildFixtureRemote(
  fixture: string,
  edit?: { file: string; change: (source: string) => string },
): Promise<{ dist: string; manifest: LocatedManifest }> {
  const dir = path.join(ARTIFACTS_DIR, fixture);
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(HOST_DIR, 'fixtures', fixture), dir, { recursive: true });
  await cp(TEST_REMOTE_SRC, path.join(dir, 'src'), { recursive: true });
  if (edit) {
    const file = path.join(dir, 'src', edit.file);
    const before = await readFile(file, 'utf8');
    const after = edit.change(before);
    if (after === before) throw new Error(`the edit of ${fixture}/src/${edit.file} changed nothing: the fixture remote's sources moved on`);
    await writeFile(file, after);
  }
  await viteBuild(dir);
  return { dist: path.join(dir, 'dist'), manifest: readManifest(dir) };
}

/** The site's remote list, from the remotes' manifests, each remote where `remoteOrigin` says it is served. */
export function remoteListFromManifests(remoteOrigin: (manifest: LocatedManifest) => string, manifests = remoteManifests()): RemoteEntry[] {
  return manifests.map((manifest) => ({
    name: manifest.name,
    entry: `${remoteOrigin(manifest)}/remoteEntry.js`,
    routes: routesOf(manifest),
    version: versionOf(manifest.dir),
    ...(manifest.admin ? { admin: manifest.admin } : {}),
  }));
}

/** A remote's deployed version: its package's (a fixture remote has none). */
function versionOf(dir: string): string {
  const file = path.join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : '0.0.0';
}

/** Every route a remote owns (its pages and their aliases), with the remote that must render it. */
export function routesToOpen(manifests: LocatedManifest[]): { remote: string; route: string }[] {
  return manifests.flatMap((manifest) => routesOf(manifest).map((route) => ({ remote: manifest.name, route })));
}

/** The page remotes (those showing an API page): their routes are the site's public routes. */
export const pageRemotes = (manifests = remoteManifests()): LocatedManifest[] => manifests.filter((manifest) => manifest.page);

/** The host's origin, serving the host's build with `remotes` as its remote list and /api proxied to `apiURL`. */
export const startHost = (hostDist: string, remotes: RemoteEntry[], apiURL: string): Promise<Served> => serveHost(hostDist, remotes, apiURL, takePort());
/** A remote's build on an origin of its own (CORS), like its CDN. */
export const startRemote = (distDir: string): Promise<Served> => serveRemote(distDir, takePort());

/** What the host page put on `window.__hostContract` (see e2e/host-contract/src/report.ts). */
interface HostReport {
  problems: ContractProblem[];
  rendered: boolean;
  adminChecked?: string[];
}

const readReport = (page: Page) => page.evaluate(() => (window as unknown as { __hostContract: HostReport }).__hostContract);

/**
 * Opens every route through the host (the remote that owns it must render it: an h1 on screen, no
 * page error) and the host's admin check (every remote that announces a dashboard tab: its
 * `./admin` loaded and of the contract's shape). Returns every problem, each once, in the order met.
 */
export async function checkContract(
  page: Page,
  hostURL: string,
  remotes: RemoteEntry[],
  routes: { remote: string; route: string }[],
): Promise<ContractProblem[]> {
  const problems: ContractProblem[] = [];
  const add = (found: ContractProblem[]) => {
    for (const problem of found) {
      if (!problems.some((p) => p.remote === problem.remote && p.check === problem.check && p.why === problem.why)) problems.push(problem);
    }
  };
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  for (const { remote, route } of routes) {
    pageErrors.length = 0;
    await page.goto(`${hostURL}${route}`);
    const settled = await page
      .waitForFunction(
        () => {
          const report = (window as unknown as { __hostContract?: HostReport }).__hostContract;
          return report && (report.rendered || report.problems.length > 0);
        },
        undefined,
        { timeout: 20_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!settled) add([{ remote, check: route, why: 'the page neither rendered nor reported a problem within 20 s' }]);
    const report = await readReport(page);
    add(report.problems);
    if (report.rendered) {
      const h1 = await page
        .locator('h1')
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (!h1) add([{ remote, check: route, why: 'rendered, but no h1 became visible' }]);
    }
    add(pageErrors.map((error) => ({ remote, check: route, why: `page error: ${error.message}` })));
  }

  await page.goto(`${hostURL}/__contract/admin`);
  await page.waitForFunction(() => (window as unknown as { __hostContract?: HostReport }).__hostContract?.adminChecked, undefined, { timeout: 30_000 });
  const report = await readReport(page);
  add(report.problems);
  for (const remote of remotes.filter((entry) => entry.admin)) {
    if (!report.adminChecked?.includes(remote.name)) add([{ remote: remote.name, check: './admin', why: 'not checked by the host' }]);
  }
  return problems;
}
