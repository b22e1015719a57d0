// The origins the host contract check serves (see host-contract.ts): the host's own, and one per
// fixture remote, both on the site's hardened static server.
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createHardenedServer, createStaticHandler, listen, withCors } from '@pharma/shared/server';

/** The site's public files (built-in images, fonts): the remotes' pages name them on the page's origin. */
const SITE_PUBLIC_DIR = fileURLToPath(new URL('../../shared/public', import.meta.url));

/** @typedef {{ url: string, close: () => Promise<void> }} Served */

/**
 * @param {import('node:http').Server} server @param {number} port
 * @returns {Promise<Served>}
 */
async function serve(server, port) {
  await listen(server, port, '127.0.0.1', 'host contract check');
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve()))),
  };
}

/**
 * The host's origin: its build (any other path falls back to its page), the remote list at
 * /remotes.json, the site's public files, and /api and /uploads proxied to `apiURL`.
 * @param {string} hostDist @param {unknown[]} remotes @param {string} apiURL @param {number} port 0: any free port
 */
export function serveHost(hostDist, remotes, apiURL, port) {
  const hostFiles = createStaticHandler(hostDist, { spaFallback: true });
  const publicFiles = createStaticHandler(SITE_PUBLIC_DIR);
  const api = new URL(apiURL);
  const server = createHardenedServer(async (req, res) => {
    const url = req.url ?? '/';
    if (url === '/remotes.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(remotes));
      return;
    }
    if (url.startsWith('/api/') || url.startsWith('/uploads/')) {
      const upstream = request({ host: api.hostname, port: api.port, path: url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        if (!res.headersSent) res.statusCode = 502;
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    if (!url.startsWith('/assets/') && (await publicFiles(req, res))) return;
    if (!(await hostFiles(req, res))) {
      res.statusCode = 404;
      res.end();
    }
  }, 'host-contract');
  return serve(server, port);
}

/**
 * A remote's build on an origin of its own, as its CDN serves it (CORS on every file).
 * @param {string} distDir @param {number} port 0: any free port
 */
export function serveRemote(distDir, port) {
  return serve(createHardenedServer(withCors(createStaticHandler(distDir, { spaFallback: true })), 'host-contract-remote'), port);
}
