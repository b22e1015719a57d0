// One render process of the pool (render-pool.mjs): an OS process of its own, so a renderer that
// kills its process, allocates outside the JS heap or loops costs only this process. The remotes'
// renderers expect a browser-like scope (DOMPurify needs a window), installed once from jsdom. Each
// renderer file is imported once and kept: files are content-addressed, so a redeploy is a new file.
//
// Tasks arrive as JSON lines on stdin; answers leave as JSON lines on fd 3. There is no Node IPC
// channel (the parent would buffer and parse whatever arrived there before it could count it): the
// parent reads fd 3 itself, counting bytes and lines, and kills this process past its caps.
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { leadImagePreload } from './lead-image.mjs';

// Before any renderer is loaded: the sandbox (render-pool.mjs, Node's permission model) refuses files, processes and
// threads, but not signals. A renderer may signal this process only, never the gateway (its parent)
// nor anything else. Both entry points are fixed for good.
// `_kill` is Node's internal binding behind process.kill (not in its types).
const rawKill = /** @type {NodeJS.Process & { _kill: (pid: number, signal: number) => unknown }} */ (process)._kill;
Object.defineProperty(process, '_kill', {
  /**
   * @param {number} pid
   * @param {number} signal
   */
  value(pid, signal) {
    if (Number(pid) !== process.pid) throw new Error('a renderer may signal its own process only');
    return rawKill.call(process, pid, signal);
  },
  writable: false,
  configurable: false,
});
Object.defineProperty(process, 'kill', { value: process.kill, writable: false, configurable: false });

/** The browser globals the remotes' code touches (as at build-time prerendering, shared/vite/prerender.mjs). */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Element',
  'Node',
  'DOMParser',
  'getComputedStyle',
  'matchMedia',
];

/** What one render may hand back (html, data and media JSON together); the parent enforces it too. */
const MAX_OUTPUT_BYTES = Number(process.env.RENDER_MAX_BYTES) || 4 * 1024 * 1024;

function installDomGlobals() {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  // Both scopes read by name: the names above are a jsdom window's properties.
  const scope = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));
  const dom = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  for (const key of DOM_GLOBALS) {
    if (scope[key] !== undefined || dom[key] === undefined) continue;
    const value = dom[key];
    const bound = typeof value === 'function' && key[0] === key[0].toLowerCase() ? value.bind(window) : value;
    Object.defineProperty(globalThis, key, { value: bound, configurable: true });
  }
}

const answers = createWriteStream('', { fd: 3 });
// The parent gone (the gateway stopped): nothing to answer to, so this process ends too.
answers.on('error', () => process.exit(0));
/** @param {object} message  one JSON line to the pool */
const send = (message) => answers.write(`${JSON.stringify(message)}\n`);

// A renderer's stray error after its render answered (a timer that throws, a promise nobody awaited)
// would end this process and fail whichever render runs on it next: reported, and the process goes on.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (/** @type {unknown} */ error) => send({ strayError: String(messageOf(error) ?? error).slice(0, 300) }));
}

/**
 * A thrown value's message, if it has one (a renderer may throw anything).
 * @param {unknown} error
 */
function messageOf(error) {
  return /** @type {{ message?: unknown } | null | undefined} */ (error)?.message;
}

/** @type {Map<string, Promise<{ render?: unknown }>>} renderer file -> its module */
const modules = new Map();

/**
 * @param {{ file: string, pathname: string, context: { apiOrigin: string, headers?: Record<string, string> } }} task
 * @returns {Promise<import('./page-renderer.mjs').RenderedPage | null>}
 *   the page's data already as JSON (it goes into the page as JSON anyway), and the preload of its
 *   lead image, worked out here rather than on the gateway's main thread.
 */
async function renderPage({ file, pathname, context }) {
  let loading = modules.get(file);
  if (!loading) {
    loading = import(pathToFileURL(file).href);
    modules.set(file, loading);
  }
  const { render } = await loading;
  if (typeof render !== 'function') throw new Error('the renderer module exports no render function');
  const result = await render(pathname, context);
  if (result === null || result === undefined) return null;
  if (typeof result.html !== 'string') throw new Error('the renderer returned no html string');
  const page = { html: result.html, json: JSON.stringify(result.data ?? null), mediaJson: JSON.stringify(result.media ?? {}), head: plainHead(result.head) };
  const bytes = Buffer.byteLength(page.html) + Buffer.byteLength(page.json) + Buffer.byteLength(page.mediaJson);
  if (bytes > MAX_OUTPUT_BYTES)
    throw Object.assign(new Error(`the render is ${bytes} bytes, over the cap of ${MAX_OUTPUT_BYTES}`), { reason: 'output too large' });
  const preload = leadImagePreload(page.html);
  return preload ? { ...page, preload } : page;
}

/**
 * The head as plain strings, whatever the renderer returned.
 * @param {unknown} value  the renderer's, of any shape: each field is checked here
 */
function plainHead(value) {
  const head = /** @type {{ title?: unknown, description?: unknown, image?: unknown } | null | undefined} */ (value);
  /** @param {unknown} field */
  const text = (field) => (typeof field === 'string' ? field : '');
  /** @type {{ title: string, description: string, image?: string }} */
  const plain = { title: text(head?.title), description: text(head?.description) };
  if (typeof head?.image === 'string' && head.image) plain.image = head.image;
  return plain;
}

/** @param {string} line  one task, as JSON */
async function run(line) {
  let task;
  try {
    task = JSON.parse(line);
  } catch {
    return;
  }
  try {
    send({ id: task.id, page: await renderPage(task) });
  } catch (error) {
    send({
      id: task.id,
      error: String(messageOf(error) ?? error).slice(0, 300),
      reason: /** @type {{ reason?: unknown } | null | undefined} */ (error)?.reason,
    });
  }
}

installDomGlobals();
createInterface({ input: process.stdin }).on('line', (line) => void run(line));
process.stdin.on('end', () => process.exit(0));
send({ ready: true });
