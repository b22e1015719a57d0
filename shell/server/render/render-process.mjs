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
const rawKill = process._kill;
Object.defineProperty(process, '_kill', {
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
  for (const key of DOM_GLOBALS) {
    if (globalThis[key] !== undefined || window[key] === undefined) continue;
    const value = window[key];
    const bound = typeof value === 'function' && key[0] === key[0].toLowerCase() ? value.bind(window) : value;
    Object.defineProperty(globalThis, key, { value: bound, configurable: true });
  }
}

const answers = createWriteStream('', { fd: 3 });
// The parent gone (the gateway stopped): nothing to answer to, so this process ends too.
answers.on('error', () => process.exit(0));
const send = (message) => answers.write(`${JSON.stringify(message)}\n`);

// A renderer's stray error after its render answered (a timer that throws, a promise nobody awaited)
// would end this process and fail whichever render runs on it next: reported, and the process goes on.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => send({ strayError: String(error?.message ?? error).slice(0, 300) }));
}

const modules = new Map();

/**
 * @param {{ file: string, pathname: string, context: { apiOrigin: string, headers?: Record<string, string> } }} task
 * @returns {Promise<{ html: string, json: string, mediaJson: string, head: object, preload?: string } | null>}
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

function plainHead(head) {
  const text = (value) => (typeof value === 'string' ? value : '');
  const plain = { title: text(head?.title), description: text(head?.description) };
  if (typeof head?.image === 'string' && head.image) plain.image = head.image;
  return plain;
}

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
    send({ id: task.id, error: String(error?.message ?? error).slice(0, 300), reason: error?.reason });
  }
}

installDomGlobals();
createInterface({ input: process.stdin }).on('line', (line) => void run(line));
process.stdin.on('end', () => process.exit(0));
send({ ready: true });
