// Drill: one remote's team ships a release, rolls it back, and a release's files are tampered with,
// through the real gateway, the real API (its registry) and the remote's own static server, with the
// real shell untouched. Release 1 is mf-about's build; release 2 a patched copy built with its own
// `npm run build` (as its team would). Both are served by one remote server from releases/<version>/.
//
// - Deploy: release 2 is published and promoted; the next page has its server HTML and pins its entry.
// - Rollback: one call; timed from the call's answer to the first page serving release 1 again, in
//   the server HTML and in the list the browser gets; then a browser loads release 1's entry.
// - A changed chunk: text edited inside a client chunk of release 2: promote refuses it (422, naming the
//   file); changed while live, the browser refuses the chunk (the import map pins every chunk), and its
//   code and text never reach the page.
// - Tampering: release 2's files changed on its server after it went live: the gateway refuses its
//   renderer, the browser refuses its entry (the import map's hash), the page falls back; the API
//   refuses to make it live again.
// - The gateway process never restarted; the shell's files are byte for byte the same.
//
//   node --test drills/release-drill.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildAll } from '../../shell/server/local/build-all.mjs';
import { publishRelease } from '@pharma/shared/vite/publish-release';
import { launchChromium } from '../bench/lib/chromium.mjs';
import { ROOT, exited, startNode, stopProcess, waitForHttp } from '../bench/lib/processes.mjs';
import { startApi } from './lib/api-process.mjs';
import { firstPaint, logEvents, startGateway, timedGet, untilRendered } from './lib/render-fixtures.mjs';

const PORTS = { gateway: 14490, remote: 14491, api: 14492 };
const TMP = `/tmp/drill-release-${process.pid}`;
/** The team's working copy for the rebuild: beside the workspaces, so `../shared` and node_modules resolve as for mf-about. */
const WORK_COPY = path.join(ROOT, `.drill-release-mf-about-${process.pid}`);
const MARKER = 'data-release="release-drill"';
const MARKER_SELECTOR = '[data-release="release-drill"]';
const DEPLOY_TOKEN = 'release-drill-deploy-token-0123456789abcdef';
const BUILD_LIMIT_MS = 120_000;
const REMOTE_DIR = path.join(TMP, 'remote');

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

const shellHash = () => `${treeHash(path.join(ROOT, 'shell/dist'))}:${treeHash(path.join(ROOT, 'shell/server/dist'))}`;

/** @typedef {import('@pharma/shared/vite/release').ReleaseDescriptor} ReleaseDescriptor */

/**
 * Adds a remote build's release (its releases/<version>/ folder) to the drill's remote server.
 * @param {string} remoteDir
 * @returns {ReleaseDescriptor}
 */
function addRelease(remoteDir) {
  /** @type {ReleaseDescriptor} */
  const release = JSON.parse(readFileSync(path.join(remoteDir, 'dist/release.json'), 'utf8'));
  cpSync(path.join(remoteDir, 'releases', release.version), path.join(REMOTE_DIR, 'releases', release.version), { recursive: true });
  return release;
}

/** The About team's change: one more element in the page, in its client and server builds alike. */
function patchedBuild() {
  rmSync(WORK_COPY, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mf-about'), WORK_COPY, { recursive: true, filter: (source) => !/[/\\](dist|node_modules|releases)$/.test(source) });
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
  return { release: addRelease(WORK_COPY), ms: Date.now() - started };
}

/**
 * The release of mf_about a page was given: its inlined list's entry, and whether its server HTML is release 2's.
 * @param {string} body
 */
function served(body) {
  /** @type {Array<{ name: string, version: string, entry: string }>} */
  const list = JSON.parse(/window\.__REMOTES__=(\[.*?\])(?:;|<\/script>)/.exec(body)?.[1] ?? '[]');
  const about = list.find((remote) => remote.name === 'mf_about');
  const { pageHtml } = firstPaint(body);
  return { version: about?.version, entry: about?.entry, rendered: pageHtml.length > 0, marked: pageHtml.includes(MARKER) };
}

/**
 * GET /about until `done(served)`; how long after `since` (ms) the first such page was answered, and how many pages came before it.
 * @param {(page: ReturnType<typeof served>) => boolean} done
 * @param {number} since  performance.now() of the change
 */
async function firstPageWhere(done, since, timeoutMs = 10_000) {
  for (let before = 0, deadline = Date.now() + timeoutMs; ; before++) {
    const answer = await timedGet(`${gateway().base}/about`);
    const page = served(answer.body);
    if (done(page)) return { ...page, afterMs: Math.round(performance.now() - since), before };
    assert.ok(Date.now() < deadline, `no page matched within ${timeoutMs} ms; the last: ${JSON.stringify(page)}`);
  }
}

/**
 * A registry call as the deploy pipeline makes it.
 * @param {string} route @param {unknown} [body]
 */
const api = (route, body) =>
  fetch(`${started().api.origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-deploy-token': DEPLOY_TOKEN },
    body: JSON.stringify(body ?? {}),
  });

/** What the drill saw goes to stderr (Node's test runner reads a test file's stdout as its own messages). */
const out = new console.Console(process.stderr);

/**
 * What the before hook started, and what each test hands on to the next.
 * @typedef {{ api: Awaited<ReturnType<typeof startApi>>, remote: import('../bench/lib/processes.mjs').NodeChild,
 *   gateway: Awaited<ReturnType<typeof startGateway>>, gatewayLog: string, pid: number | undefined, browser: import('playwright-core').Browser,
 *   shellBefore: string, first: ReleaseDescriptor, second: { release: ReleaseDescriptor, ms: number },
 *   remoteOrigin: string, entryOf: (release: ReleaseDescriptor) => string }} Started
 * @type {{ numbers: Record<string, number | string> } & Partial<Started>}
 */
const state = { numbers: {} };
/** The before hook's work, once it has run. */
const started = () => /** @type {typeof state & Started} */ (state);

/**
 * A browser opens /about while a file of its release was changed: the page shows the remote's
 * "unavailable" alert. Answers the page (to check what ran) and what its console said.
 */
async function visitRefusedAbout() {
  const browser = await started().browser.newPage();
  /** @type {string[]} */
  const consoleLines = [];
  browser.on('console', (/** @type {import('playwright-core').ConsoleMessage} */ message) => consoleLines.push(message.text()));
  await browser.goto(`${started().gateway.base}/about`);
  await browser
    .getByRole('alert')
    .filter({ hasText: /unavailable/i })
    .waitFor({ timeout: 20_000 });
  return { browser, consoleLines };
}
const gateway = () => started().gateway;

describe('a remote release: deployed, rolled back in one call, tampered with; the shell and gateway untouched', { timeout: 300_000 }, () => {
  before(async () => {
    rmSync(TMP, { recursive: true, force: true });
    mkdirSync(path.join(REMOTE_DIR, 'releases'), { recursive: true });
    buildAll({ only: ['@pharma/shared', 'api', 'mf-about', 'shell'] });
    state.shellBefore = shellHash();
    cpSync(path.join(ROOT, 'mf-about/remote.json'), path.join(REMOTE_DIR, 'remote.json'));
    cpSync(path.join(ROOT, 'mf-about/dist'), path.join(REMOTE_DIR, 'dist'), { recursive: true });
    state.first = addRelease(path.join(ROOT, 'mf-about'));
    state.second = patchedBuild();
    assert.notEqual(state.second.release.version, state.first.version, 'the patched build is another release');
    state.remoteOrigin = `http://localhost:${PORTS.remote}`;
    // The file (the zero-setup default) pins release 1.
    const remotesFile = path.join(TMP, 'remotes.json');
    /** @param {ReleaseDescriptor} release */
    const entryOf = (release) => `${state.remoteOrigin}/releases/${release.version}/remoteEntry.js`;
    state.entryOf = entryOf;
    writeFileSync(
      remotesFile,
      JSON.stringify([{ name: 'mf_about', entry: entryOf(state.first), routes: ['/about'], version: state.first.version, integrity: state.first.integrity }]),
    );
    state.api = await startApi({
      port: PORTS.api,
      dataDir: path.join(TMP, 'data'),
      logFile: path.join(TMP, 'api.log'),
      env: { REMOTES_DEPLOY_TOKEN: DEPLOY_TOKEN },
    });
    state.remote = startNode([path.join(ROOT, 'shared/server/static-server.mjs'), '--remote', REMOTE_DIR, '--port', String(PORTS.remote)], {
      logFile: path.join(TMP, 'remote.log'),
    });
    await waitForHttp(`http://127.0.0.1:${PORTS.remote}/healthz`, { timeoutMs: 15_000, child: state.remote });
    state.gatewayLog = path.join(TMP, 'gateway.log');
    state.gateway = await startGateway({
      port: PORTS.gateway,
      distDir: path.join(ROOT, 'shell/dist'),
      frameFile: path.join(ROOT, 'shell/server/dist/render-frame.js'),
      remotesFile,
      apiOrigin: state.api.origin,
      logFile: state.gatewayLog,
    });
    state.pid = state.gateway.child.pid;
    state.browser = await launchChromium();
  });

  after(async () => {
    out.table(state.numbers);
    await state.browser?.close();
    await state.gateway?.stop();
    await stopProcess(state.remote);
    await stopProcess(state.api?.child);
    rmSync(WORK_COPY, { recursive: true, force: true });
    if (!process.env.KEEP_DRILL_FILES) rmSync(TMP, { recursive: true, force: true });
  });

  test("release 1, pinned by the file: /about server-rendered by the remote's renderer", async () => {
    const answer = await untilRendered(`${started().gateway.base}/about`);
    assert.equal(answer.status, 200);
    assert.deepEqual(served(answer.body), { version: started().first.version, entry: started().entryOf(started().first), rendered: true, marked: false });
    assert.match(answer.body, /<script type="importmap"[^>]*>\{"integrity":\{"[^"]+\/releases\/\w+\/remoteEntry\.js\?v=\w+":"sha384-/);
  });

  test('release 2 deployed (published and made live): the next page has its server HTML and its pinned entry', async () => {
    // Both builds are published, release 1 first (a rollback goes to the release published before the live one).
    for (const dir of [path.join(ROOT, 'mf-about'), WORK_COPY])
      await publishRelease(dir, { api: started().api.origin, token: DEPLOY_TOKEN, origin: started().remoteOrigin, promote: false });
    const t0 = performance.now();
    const promoted = await api('/api/remotes/mf_about/promote', { version: started().second.release.version });
    assert.equal(promoted.status, 200, JSON.stringify(await promoted.clone().json()));
    const answered = performance.now();
    const page = await firstPageWhere((p) => p.version === started().second.release.version && p.marked, answered);
    Object.assign(state.numbers, {
      'rebuild ms': started().second.ms,
      'promote call ms': Math.round(answered - t0),
      'promote → page with release 2 ms': page.afterMs,
    });
    assert.equal(page.before, 0, 'the very next page has it');
  });

  test('rollback in one call: the next page serves release 1 again (server HTML and client list), and a browser loads its entry', async () => {
    const t0 = performance.now();
    const rolled = await api('/api/remotes/mf_about/rollback', {});
    const answer = await rolled.json();
    assert.equal(rolled.status, 200, JSON.stringify(answer));
    assert.equal(answer.data.live.version, started().first.version);
    const answered = performance.now();
    const page = await firstPageWhere((p) => p.version === started().first.version, answered);
    assert.equal(page.marked, false, 'the server HTML is release 1 again');
    assert.equal(page.rendered, true);
    Object.assign(state.numbers, { 'rollback call ms': Math.round(answered - t0), 'rollback → next page with release 1 ms': page.afterMs });
    assert.equal(page.before, 0, 'the very next page has it');
    const browser = await started().browser.newPage();
    /** @type {string[]} */
    const entries = [];
    /** @type {string[]} */
    const errors = [];
    browser.on(
      'request',
      (/** @type {import('playwright-core').Request} */ request) => request.url().includes('/remoteEntry.js') && entries.push(request.url()),
    );
    browser.on('pageerror', (/** @type {Error} */ error) => errors.push(error.message));
    const opened = performance.now();
    await browser.goto(`${started().gateway.base}/about`);
    await browser.getByRole('heading', { level: 1 }).first().waitFor();
    for (const end = Date.now() + 10_000; !entries.some((url) => url.includes(started().first.version)) && Date.now() < end;)
      await new Promise((r) => setTimeout(r, 100));
    Object.assign(state.numbers, { 'browser: page open → release 1 entry requested ms': Math.round(performance.now() - opened) });
    assert.ok(
      entries.some((url) => url.startsWith(started().entryOf(started().first))),
      `the browser loaded release 1's entry: ${entries.join(', ')}`,
    );
    assert.ok(!entries.some((url) => url.includes(started().second.release.version)), 'and not release 2');
    assert.equal(await browser.locator(MARKER_SELECTOR).count(), 0);
    assert.deepEqual(errors, []);
    await browser.close();
  });

  test('a chunk of release 2 changed after its build: promote refuses it (422, naming the file); served anyway, the browser refuses the chunk', async () => {
    const dir = path.join(REMOTE_DIR, 'releases', started().second.release.version);
    // The page's text, edited inside the client chunks that carry it (what the reproduction did to routes-*.js).
    const chunks = readdirSync(path.join(dir, 'assets')).filter(
      (name) => /\.js$/.test(name) && readFileSync(path.join(dir, 'assets', name), 'utf8').includes('release-drill'),
    );
    assert.ok(chunks.length > 0, "release 2's client chunks carry the team's change");
    const originals = new Map(chunks.map((name) => [name, readFileSync(path.join(dir, 'assets', name))]));
    const tamper = () => {
      for (const name of chunks) {
        const file = path.join(dir, 'assets', name);
        writeFileSync(file, `${originals.get(name)?.toString('utf8').replaceAll('release-drill', 'TAMPERED-CHUNK')}\n;globalThis.__tamperedChunkRan = true;\n`);
        for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
      }
    };
    const restore = () => {
      for (const [name, bytes] of originals) writeFileSync(path.join(dir, 'assets', name), bytes);
    };
    tamper();
    const refused = await api('/api/remotes/mf_about/promote', { version: started().second.release.version });
    const message = (await refused.json()).message;
    assert.equal(refused.status, 422, message);
    assert.match(message, /The release's file assets\/[^ ]+\.js \(.*\) does not match its integrity hash/);
    state.numbers['promote with a changed chunk'] = `${refused.status}: ${String(message).slice(0, 90)}…`;
    // Served anyway: the chunk changes once release 2 is live (its server, not the registry, was written to).
    restore();
    assert.equal((await api('/api/remotes/mf_about/promote', { version: started().second.release.version })).status, 200);
    await firstPageWhere((p) => p.version === started().second.release.version && p.marked, performance.now());
    tamper();
    const html = (await timedGet(`${started().gateway.base}/about`)).body;
    assert.ok(served(html).marked, "the server HTML is release 2's, from its pinned renderer");
    const pinnedChunks = chunks.filter((name) => html.includes(`/releases/${started().second.release.version}/assets/${name}":"sha384-`));
    assert.deepEqual(pinnedChunks, chunks, 'the import map pins each changed chunk');
    const { browser, consoleLines } = await visitRefusedAbout();
    assert.equal(
      await browser.evaluate(() => /** @type {{ __tamperedChunkRan?: boolean }} */ (globalThis).__tamperedChunkRan),
      undefined,
      "the changed chunk's code never ran",
    );
    assert.equal(await browser.locator('[data-release="TAMPERED-CHUNK"]').count(), 0, 'its text never reached the page');
    const refusal = consoleLines.find((text) => /integrity/i.test(text));
    assert.ok(refusal, `the browser says why: ${consoleLines.join(' | ')}`);
    state.numbers['browser on the changed chunk'] = refusal.slice(0, 100);
    await browser.close();
    restore();
    assert.equal((await api('/api/remotes/mf_about/rollback', { version: started().first.version })).status, 200);
  });

  test("release 2's files changed on its server while live: the gateway runs no renderer, the browser no entry; the API refuses it again", async () => {
    assert.equal((await api('/api/remotes/mf_about/promote', { version: started().second.release.version })).status, 200);
    await firstPageWhere((p) => p.version === started().second.release.version && p.marked, performance.now());
    // What an attacker who can write to the remote's server would change: the page, and code of their own.
    const dir = path.join(REMOTE_DIR, 'releases', started().second.release.version);
    const renderer = path.join(dir, 'server/render.mjs');
    writeFileSync(renderer, readFileSync(renderer, 'utf8').replaceAll('release-drill', 'TAMPERED'));
    appendFileSync(path.join(dir, 'remoteEntry.js'), '\nglobalThis.__tamperedEntryRan = true;\n');
    // The precompressed copies go too (the server would send those to a browser that accepts them).
    for (const file of ['server/render.mjs', 'remoteEntry.js']) for (const suffix of ['.br', '.gz']) rmSync(path.join(dir, file + suffix), { force: true });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the gateway revalidates a renderer's file once a second
    const page = (await timedGet(`${started().gateway.base}/about`)).body;
    assert.equal(served(page).version, started().second.release.version);
    // No render with the changed file: the page is the last one the pinned renderer made, or none.
    assert.ok(!page.includes('TAMPERED'), 'the changed renderer never ran');
    const refusals = logEvents(started().gatewayLog, 'page render failed').filter((event) => event.reason === 'integrity');
    assert.ok(refusals.length > 0, 'the log says why');
    const { browser, consoleLines } = await visitRefusedAbout();
    assert.equal(
      await browser.evaluate(() => /** @type {{ __tamperedEntryRan?: boolean }} */ (globalThis).__tamperedEntryRan),
      undefined,
      "the changed entry's code never ran",
    );
    state.numbers['browser on the changed entry'] = consoleLines.find((text) => /integrity/i.test(text))?.slice(0, 100) ?? '(no integrity message)';
    await browser.close();
    const back = await api('/api/remotes/mf_about/rollback', { version: started().first.version });
    assert.equal(back.status, 200);
    const refused = await api('/api/remotes/mf_about/promote', { version: started().second.release.version });
    assert.equal(refused.status, 422);
    assert.match((await refused.json()).message, /does not match its integrity hash/);
  });

  test('the gateway was never restarted and the shell’s files did not change', () => {
    assert.equal(exited(started().gateway.child), false);
    assert.equal(started().gateway.child.pid, started().pid);
    assert.equal(shellHash(), started().shellBefore);
  });
});
