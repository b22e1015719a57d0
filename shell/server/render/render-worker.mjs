// One page render, inside a pool worker thread (render-pool.mjs). The remotes' renderers expect a
// browser-like scope (DOMPurify needs a window), installed once per worker from jsdom. Each renderer
// file is imported once per worker and kept: files are content-addressed, so a redeploy is a new file.
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

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

function installDomGlobals() {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  for (const key of DOM_GLOBALS) {
    if (globalThis[key] !== undefined || window[key] === undefined) continue;
    const value = window[key];
    const bound = typeof value === 'function' && key[0] === key[0].toLowerCase() ? value.bind(window) : value;
    Object.defineProperty(globalThis, key, { value: bound, configurable: true });
  }
}

installDomGlobals();

// A renderer's stray error after its render answered (a timer that throws, a promise nobody awaited)
// would end this worker and fail whichever render runs on it next, another route's: reported to the
// pool, which logs it (a worker's own console output reaches the log late), and the worker goes on.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => parentPort?.postMessage({ strayError: String(error?.message ?? error).slice(0, 300) }));
}

const modules = new Map();

/**
 * @param {{ id: number, file: string, pathname: string, context: { apiOrigin: string, headers?: Record<string, string> } }} task
 * @returns {Promise<{ html: string, json: string, mediaJson: string, head: { title: string, description: string, image?: string } } | null>}
 *   the page's data already as JSON (it goes into the page as JSON anyway, and a renderer's value
 *   that cannot be copied to the main thread fails here, as a render error).
 */
export default async function renderPage({ id, file, pathname, context }) {
  if (!file) return null; // the pool's warm-up task: loading this module was the work
  parentPort?.postMessage({ renderStarted: id }); // from here on, the time is the renderer's
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
  return { html: result.html, json: JSON.stringify(result.data ?? null), mediaJson: JSON.stringify(result.media ?? {}), head: plainHead(result.head) };
}

function plainHead(head) {
  const text = (value) => (typeof value === 'string' ? value : '');
  const plain = { title: text(head?.title), description: text(head?.description) };
  if (typeof head?.image === 'string' && head.image) plain.image = head.image;
  return plain;
}
