// Drill: one remote is rebuilt and redeployed alone, and the next page request shows it. The real
// gateway serves the real shell (its dist/ and frame bundle, untouched) and the real About remote,
// deployed as a copy of mf-about/dist on the site's static server, with the real API behind. Then
// a patched copy of mf-about is built with its own `npm run build` (as its team would) and its
// dist/ swapped in atomically. The request made a second later must carry the new server HTML and
// link the new client chunks, from the same gateway process (never restarted), with the shell's
// files byte for byte the same.
//
// The server HTML comes from the remote's own `dist/server/render.mjs`, which its build writes.
//
//   node --test drills/redeploy-drill.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { buildAll } from '../../shell/server/build-all.mjs';
import { ROOT, exited, stopProcess } from '../bench/lib/processes.mjs';
import { startApi } from './lib/api-process.mjs';
import { firstPaint, startGateway, startStatic, timedGet, untilRendered } from './lib/render-fixtures.mjs';
import { started } from './lib/started.mjs';

const PORTS = { gateway: 14490, remote: 14491, api: 14492 };
const TMP = `/tmp/drill-redeploy-${process.pid}`;
/** The team's working copy for the rebuild: beside the workspaces, so `../shared` and node_modules resolve as for mf-about. */
const WORK_COPY = path.join(ROOT, `.drill-redeploy-mf-about-${process.pid}`);
const MARKER = 'data-release="redeploy-drill"';
const BUILD_LIMIT_MS = 90_000;

/**
 * Every file under `dir`, hashed with its relative path.
 * @param {string} dir
 */
function treeHash(dir) {
  const hash = createHash('sha256');
  /** @param {string} current */
  const walk = (current) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function shellHash() {
  return `${treeHash(path.join(ROOT, 'shell/dist'))}:${treeHash(path.join(ROOT, 'shell/server/dist'))}`;
}

/**
 * Copies a built dist/ into the releases folder; the build must have written the remote's server renderer.
 * @param {number} number
 * @param {string} distDir
 */
function release(number, distDir) {
  const dir = path.join(TMP, 'releases', String(number));
  cpSync(distDir, dir, { recursive: true });
  assert.ok(existsSync(path.join(dir, 'server/render.mjs')), `release ${number}: the build wrote no server/render.mjs`);
  return { dir };
}

/**
 * Points the served folder at a release in one step (rename of a symlink), as a CDN switch would.
 * @param {string} releaseDir
 */
function deploy(releaseDir) {
  const next = path.join(TMP, 'remote-next');
  rmSync(next, { force: true });
  symlinkSync(releaseDir, next);
  renameSync(next, path.join(TMP, 'remote'));
}

/** The About team's change: one more element in the page, in its client and server builds alike. */
function patchedBuild() {
  rmSync(WORK_COPY, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mf-about'), WORK_COPY, { recursive: true, filter: (source) => !/[/\\](dist|node_modules)$/.test(source) });
  const page = path.join(WORK_COPY, 'src/about/about-page.tsx');
  const source = readFileSync(page, 'utf8');
  const patched = source.replace('<AboutBanner />', `<AboutBanner />\n      <p hidden ${MARKER} />`);
  assert.notEqual(patched, source, 'the drill patches <AboutBanner /> in mf-about/src/about/about-page.tsx: update the drill if the page changed');
  writeFileSync(page, patched);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: WORK_COPY,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: BUILD_LIMIT_MS,
  });
  assert.equal(result.status, 0, `the rebuild failed:\n${result.stdout}\n${result.stderr}`);
  return { distDir: path.join(WORK_COPY, 'dist'), ms: Date.now() - started };
}

/**
 * The routes chunks the page preloads, from the remote's manifest.
 * @param {string} body
 */
function preloads(body) {
  return [...body.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

/**
 * What the drill saw goes to stderr: Node 20's test runner reads a test file's stdout as its own
 * serialized messages, and long tables written there sometimes broke that ("Unable to deserialize").
 */
const out = new console.Console(process.stderr);

/**
 * What the before hook started, and what each test hands on to the next.
 * @type {{ numbers: Record<string, number>, shellBefore?: string, first?: { dir: string }, api?: Awaited<ReturnType<typeof startApi>>,
 *   remote?: Awaited<ReturnType<typeof startStatic>>, gateway?: Awaited<ReturnType<typeof startGateway>>, pid?: number,
 *   before?: { preloads: string[], entry: string } }}
 */
const state = { numbers: {} };

describe('redeploy of one remote: new server HTML on the next request, shell and gateway untouched', { timeout: 240_000 }, () => {
  before(async () => {
    rmSync(TMP, { recursive: true, force: true });
    mkdirSync(TMP, { recursive: true });
    buildAll({ only: ['@pharma/shared', 'api', 'mf-about', 'shell'] });
    state.shellBefore = shellHash();
    state.first = release(1, path.join(ROOT, 'mf-about/dist'));
    deploy(state.first.dir);
    const remotesFile = path.join(TMP, 'remotes.json');
    writeFileSync(
      remotesFile,
      JSON.stringify([{ name: 'mf_about', entry: `http://127.0.0.1:${PORTS.remote}/remoteEntry.js`, routes: ['/about'], version: '1.0.0' }]),
    );
    state.api = await startApi({ port: PORTS.api, dataDir: path.join(TMP, 'data'), logFile: path.join(TMP, 'api.log') });
    state.remote = await startStatic({ dir: path.join(TMP, 'remote'), port: PORTS.remote, logFile: path.join(TMP, 'remote.log') });
    state.gateway = await startGateway({
      port: PORTS.gateway,
      distDir: path.join(ROOT, 'shell/dist'),
      frameFile: path.join(ROOT, 'shell/server/dist/render-frame.js'),
      remotesFile,
      apiOrigin: `http://127.0.0.1:${PORTS.api}`,
      logFile: path.join(TMP, 'gateway.log'),
    });
    state.pid = state.gateway.child.pid;
  });

  after(async () => {
    out.table(state.numbers);
    await state.gateway?.stop();
    await state.remote?.stop();
    await stopProcess(state.api?.child);
    rmSync(WORK_COPY, { recursive: true, force: true });
    if (!process.env.KEEP_DRILL_FILES) rmSync(TMP, { recursive: true, force: true });
  });

  test('release 1: /about is server-rendered by the remote, with its data', async () => {
    const answer = await untilRendered(`${started(state.gateway, 'the gateway').base}/about`);
    const { pageHtml, pageData } = firstPaint(answer.body);
    assert.equal(answer.status, 200);
    assert.ok(pageHtml.length > 0, 'page HTML in the first paint');
    assert.ok(!pageHtml.includes(MARKER), 'release 1 has no marker');
    assert.equal(pageData?.path, '/about');
    const remote = started(state.remote, 'the remote');
    state.before = { preloads: preloads(answer.body), entry: await (await fetch(`${remote.origin}/remoteEntry.js`)).text() };
    assert.ok(state.before.preloads.length > 0, 'the page preloads the remote’s client chunks');
    Object.assign(state.numbers, { 'release 1 /about ms': answer.ms });
  });

  test('the remote alone is rebuilt and redeployed; the request a second later has its new server HTML and client code', async () => {
    const build = patchedBuild();
    const second = release(2, build.distDir);
    deploy(second.dir);
    const deployedAt = Date.now();
    await sleep(1000);
    const answer = await timedGet(`${started(state.gateway, 'the gateway').base}/about`);
    const { pageHtml, pageData } = firstPaint(answer.body);
    Object.assign(state.numbers, {
      'rebuild ms': build.ms,
      'request after deploy, ms': Date.now() - deployedAt - answer.ms,
      'release 2 /about ms': answer.ms,
    });
    assert.equal(answer.status, 200);
    assert.ok(pageHtml.includes(MARKER), `the new server HTML: ${pageHtml.slice(0, 300)}`);
    assert.equal(pageData?.path, '/about');
    const entry = await (await fetch(`${started(state.remote, 'the remote').origin}/remoteEntry.js`)).text();
    const before = started(state.before, 'release 1');
    assert.notEqual(entry, before.entry, 'the remote serves its new entry');
    assert.notDeepEqual(preloads(answer.body), before.preloads, 'the page preloads the new client chunks');
  });

  test('the gateway was never restarted and the shell’s files did not change', async () => {
    const gateway = started(state.gateway, 'the gateway');
    assert.equal(exited(gateway.child), false);
    assert.equal(gateway.child.pid, state.pid);
    assert.equal(shellHash(), state.shellBefore);
  });
});
