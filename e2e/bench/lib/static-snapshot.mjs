// The floor of bench:web: the composed page's final DOM saved as a static HTML file without scripts,
// the same pixels with no work. It is served on its own port (http://localhost, like the sites) and
// every other request (styles, fonts, images, /uploads) is passed through untouched to the composed
// site's gateway, so the snapshot loads the very same files with the same compression and caching;
// stylesheets and images on the remotes' origins keep their absolute URLs.
import { createServer, request as httpRequest } from 'node:http';
import { pipeline } from 'node:stream';
import { gzipSync } from 'node:zlib';

/**
 * Opens `url` (no throttling), waits until `marker` is in a visible heading and the page has
 * settled, and answers its document with every script, module preload and script preload removed.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} marker  text of the page's published heading
 */
export async function takeSnapshot(browser, url, marker) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction((text) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent.includes(text)), marker, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const html = await page.evaluate(() => {
      const root = /** @type {HTMLElement} */ (document.documentElement.cloneNode(true));
      for (const node of root.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')) node.remove();
      return `<!doctype html>\n${root.outerHTML}`;
    });
    if (!html.includes(marker)) throw new Error(`the snapshot of ${url} lost the published heading "${marker}"`);
    return html;
  } finally {
    await context.close();
  }
}

/**
 * Passes one request through to `upstream` as it came (headers and body both ways, compression kept).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} upstream
 */
function proxy(req, res, upstream) {
  const target = new URL(upstream);
  const outgoing = httpRequest(
    { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      pipeline(answer, res, () => undefined);
    },
  );
  outgoing.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  pipeline(req, outgoing, () => undefined);
}

/**
 * Starts the snapshot server on `port`: GET of a path set with `set(path, html)` answers that HTML
 * (gzip when accepted, like the gateway's pages; never cached), anything else goes to `upstream`.
 * @param {{ port: number, upstream: string }} options
 * @returns {Promise<{ baseURL: string, set: (pathname: string, html: string) => void, has: (pathname: string) => boolean, stop: () => Promise<void> }>}
 */
export function startSnapshotServer({ port, upstream }) {
  /** @type {Map<string, { html: string, gzip: Buffer }>} */
  const pages = new Map();
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const page = req.method === 'GET' ? pages.get(pathname) : undefined;
    if (!page) return proxy(req, res, upstream);
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(gzip ? page.gzip : page.html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        baseURL: `http://localhost:${port}`,
        set: (pathname, html) => void pages.set(pathname, { html, gzip: gzipSync(html) }),
        has: (pathname) => pages.has(pathname),
        stop: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
}
