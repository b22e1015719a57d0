// Pieces for the rendering drills: a minimal shell (an index.html and a stand-in for the shell's
// frame bundle), remotes deployed as folders served by the site's real static server, the real
// gateway as a child process, and a small content API whose answers the drill controls.
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { integrityOf } from '../../../shell/server/gateway/render/renderer-source.mjs';
import { ROOT, startNode, stopProcess, waitForHttp } from '../../bench/lib/processes.mjs';

/** The shell's frame bundle at the drill's edge: a header, and the page inside main (or not found). */
const FRAME_SOURCE = `export function renderFrame(pathname, pageHtml) {
  return pageHtml === null ? '<header>Site</header><main><h1>Not found</h1></main>' : '<header>Site</header><main>' + pageHtml + '</main>';
}
`;

/**
 * A shell dist/ with one index.html, and the frame bundle beside it (never served).
 * @param {string} dir
 */
export function writeShell(dir) {
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'frame.mjs'), FRAME_SOURCE);
  return { distDir: path.join(dir, 'dist'), frameFile: path.join(dir, 'frame.mjs') };
}

/**
 * A remote's deploy folder: an entry file, and `server/render.mjs` unless `renderer` is null.
 * @param {string} dir
 * @param {string | null} renderer  the renderer module's source
 */
export function writeRemote(dir, renderer) {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'export {};\n');
  if (renderer !== null) writeFileSync(path.join(dir, 'server/render.mjs'), renderer);
}

/**
 * The site's static server (shared/server/static-server.mjs), as a remote's origin runs it.
 * @param {{ dir: string, port: number, logFile: string }} options
 */
export async function startStatic({ dir, port, logFile }) {
  const child = startNode([path.join(ROOT, 'shared/server/static-server.mjs'), '--dir', dir, '--port', String(port), '--name', 'drill-remote'], { logFile });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 15_000, child });
  return { child, origin: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}

/**
 * The real gateway (shell/server/gateway/gateway.mjs) in its own process.
 * @param {{ port: number, distDir: string, frameFile: string, remotesFile: string, apiOrigin: string, logFile: string,
 *   env?: Record<string, string> }} options
 */
export async function startGateway({ port, distDir, frameFile, remotesFile, apiOrigin, logFile, env = {} }) {
  const child = startNode([path.join(ROOT, 'shell/server/gateway/gateway.mjs')], {
    env: { PORT: String(port), SHELL_DIST: distDir, SHELL_FRAME: frameFile, REMOTES_FILE: remotesFile, API_URL: apiOrigin, ...env },
    logFile,
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 15_000, child });
  return { child, base: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}

/**
 * What the fake API answers: `content[name]` for GET /api/cms/<name>, or 503 for everything while `down`.
 * @typedef {{ down: boolean, content: Record<string, unknown> }} FakeApiState
 */

/**
 * A content API: GET /api/cms/<name> answers `state.content[name]` as `{ data }`, or 503 while
 * `state.down`. Resolves to { state, origin, close }.
 * @param {number} port
 * @returns {Promise<{ state: FakeApiState, origin: string, close: () => void }>}
 */
export function startFakeApi(port) {
  /** @type {FakeApiState} */
  const state = { down: false, content: {} };
  const server = createServer((req, res) => {
    const name = req.url?.replace(/^\/api\/cms\//, '').split('?')[0];
    if (state.down) return res.writeHead(503).end();
    if (!name || !(name in state.content)) return res.writeHead(404).end();
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data: state.content[name] }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ state, origin: `http://127.0.0.1:${port}`, close: () => server.close() })));
}

/**
 * A gateway log line (shared/server logLine): level, service, message, and the event's own fields
 * ('page render failed': route, remote, reason, ms, fallback, error; 'stray error…': error).
 * @typedef {{ level: string, service: string, message: string, route?: string, remote?: string, reason?: string, ms?: number,
 *   fallback?: string, error?: string }} LogEvent
 */

/**
 * The gateway's JSON log lines with this message (its log file holds stdout and stderr).
 * @param {string} logFile
 * @param {string} message
 * @returns {LogEvent[]}
 */
export function logEvents(logFile, message) {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .filter((event) => event?.message === message);
}

/**
 * GET `url`: status, body and how long it took (ms).
 * @param {string} url
 */
export async function timedGet(url, timeoutMs = 10_000) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const body = await response.text();
  return { status: response.status, body, ms: Math.round(performance.now() - started) };
}

/**
 * #page-data: the path the page was rendered for, the content it was rendered with (as the API sent
 * it), the media records its images were drawn with.
 * @typedef {{ path: string, data: unknown, media?: unknown }} PageData
 */

/**
 * What the first paint held: the page's own HTML (rendered or last good) and #page-data, or only the frame.
 * @param {string} body  the page's HTML
 * @returns {{ pageHtml: string, pageData: PageData | null }}
 */
export function firstPaint(body) {
  const open = '<div id="root">';
  const data = /<\/div><script type="application\/json" id="page-data"[^>]*>([^]*?)<\/script>/.exec(body);
  const root = body.slice(body.indexOf(open) + open.length, data ? data.index : body.lastIndexOf('</div>'));
  const main = /<main\b[^>]*>([^]*)<\/main>/.exec(root);
  return { pageHtml: main?.[1] ?? '', pageData: data ? JSON.parse(data[1]) : null };
}

/**
 * GET `url` until its first paint holds a rendered page (the gateway's render workers start with
 * it and may still be loading; until then pages fall back to client rendering, as they should).
 * @param {string} url
 */
export async function untilRendered(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await timedGet(url);
    if (firstPaint(answer.body).pageData || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A remote list entry for a remote's current build served from its dist/ at `origin` (as the drills
 * serve it): its release's version and integrity hashes (dist/release.json), so the gateway runs its
 * renderer and the page's import map pins its entry, as for any release.
 * @param {string} pkg  the remote's folder ('mf-about')
 * @param {{ name: string, origin: string, routes: string[] }} entry
 * @returns {import('@pharma/shared').RemoteDescriptor}
 */
export function pinnedEntry(pkg, { name, origin, routes }) {
  /** @type {{ version: string, integrity: { entry: string, renderer?: string } }} */
  const release = JSON.parse(readFileSync(path.join(ROOT, pkg, 'dist/release.json'), 'utf8'));
  return { name, entry: `${origin}/remoteEntry.js`, routes, version: release.version, integrity: release.integrity };
}

/**
 * A remote list entry for a fixture remote written by writeRemote: its renderer pinned by its hash.
 * @param {{ name: string, entry: string, routes: string[], renderer: string | null }} fixture
 * @returns {import('@pharma/shared').RemoteDescriptor}
 */
export function pinnedFixture({ name, entry, routes, renderer }) {
  const integrity = { entry: integrityOf('export {};\n'), ...(renderer === null ? {} : { renderer: integrityOf(renderer) }) };
  return { name, entry, routes, version: '1.0.0', integrity };
}
