import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';

import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGateway } from './gateway.mjs';

/*
 * Pinned releases through the real gateway: the registry's releases over the file's list, a canary for the
 * visitors of its share (server HTML and client code alike), and renderers run only with the bytes
 * their release pins (fail closed). The API and the remote's origin are small servers at the edge.
 */

const sri = (source) => `sha384-${createHash('sha384').update(source).digest('base64')}`;
const renderer = (text) => `export async function render() { return { html: '<h1>${text}</h1>', data: null, head: { title: '${text}', description: '' } }; }`;
const FILES = {
  '/releases/aaaaaaaaaaaa/server/render.mjs': renderer('Live release'),
  '/releases/cccccccccccc/server/render.mjs': renderer('Canary release'),
  '/releases/tttttttttttt/server/render.mjs': renderer('Tampered on its server'),
};

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

describe('releases through the gateway', () => {
  let api;
  let origin;
  let gateway;
  let base;
  let registry = { remotes: [] };
  const failures = [];
  const previousSecret = process.env.PROXY_SECRET;

  const release = (version, text) => ({
    remote: 'mf_about',
    version,
    entry: `http://127.0.0.1:${origin.address().port}/releases/${version}/remoteEntry.js`,
    routes: ['/about'],
    integrity: { entry: `sha384-entry-${version}`, renderer: sri(renderer(text)) },
  });

  beforeAll(async () => {
    process.env.PROXY_SECRET = 'gateway-secret';
    origin = createServer((req, res) => {
      const body = FILES[req.url ?? ''];
      res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/javascript' });
      res.end(body ?? '');
    });
    await listen(origin);
    api = createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/api/remotes/render-failures') {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          failures.push({ secret: req.headers['x-proxy-secret'], ...JSON.parse(body) });
          res.writeHead(204).end();
        });
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/remotes/live') return res.end(JSON.stringify(registry));
      if (req.url === '/api/cms/revision') return res.end(JSON.stringify({ revision: 'r1' }));
      res.end(JSON.stringify({ data: [] }));
    });
    const apiPort = await listen(api);
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-releases-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(
      path.join(dir, 'dist/index.html'),
      '<html><head><title>Site</title><script type="module" src="/main.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dir, 'frame.mjs'), 'export const renderFrame = (p, html) => `<main>${html ?? ""}</main>`;');
    // The file names an unpinned build: the gateway never runs its renderer, whatever it is.
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify([
        {
          name: 'mf_about',
          entry: `http://127.0.0.1:${origin.address().port}/releases/aaaaaaaaaaaa/remoteEntry.js`,
          routes: ['/about'],
          version: '1.0.0',
        },
      ]),
    );
    gateway = createGateway({
      distDir: path.join(dir, 'dist'),
      remotesFile: path.join(dir, 'remotes.json'),
      apiOrigin: `http://127.0.0.1:${apiPort}`,
      frameFile: path.join(dir, 'frame.mjs'),
      render: { budgetMs: 8000 },
    });
    base = `http://127.0.0.1:${await listen(gateway)}`;
  }, 30_000);

  afterAll(async () => {
    if (previousSecret === undefined) delete process.env.PROXY_SECRET;
    else process.env.PROXY_SECRET = previousSecret;
    await new Promise((resolve) => gateway.close(resolve));
    api.close();
    origin.close();
  });

  const page = async (cookie = '') => {
    const response = await fetch(`${base}/about`, { headers: { cookie } });
    const html = await response.text();
    const remotes = JSON.parse(/window\.__REMOTES__=(\[.*?\])(?:;|<\/script>)/.exec(html)?.[1] ?? '[]');
    return { html, version: remotes.find((remote) => remote.name === 'mf_about')?.version, setCookie: response.headers.get('set-cookie') };
  };

  it('runs no renderer that its list entry does not pin: the file names an unpinned build, so the browser renders', async () => {
    const { html, version } = await page();
    expect(version).toBe('1.0.0');
    expect(html).toContain('<main></main>');
    expect(html).not.toContain('type="importmap"');
  }, 30_000);

  it("serves the registry's live release on the next request: its server HTML, its pinned entry", async () => {
    registry = { remotes: [{ live: release('aaaaaaaaaaaa', 'Live release'), canary: null }] };
    const { html, version, setCookie } = await page();
    expect(version).toBe('aaaaaaaaaaaa');
    expect(html).toContain('<main><h1>Live release</h1></main>');
    // Before any script: the shell's own module script comes after it.
    expect(html).toMatch(
      /<head><script type="importmap" nonce="[^"]+">\{"integrity":\{"[^"]+\/releases\/aaaaaaaaaaaa\/remoteEntry\.js\?v=aaaaaaaaaaaa":"sha384-entry-aaaaaaaaaaaa"\}\}<\/script><script type="module"/,
    );
    expect(setCookie).toBeNull(); // no canary, no cookie
  }, 30_000);

  it('gives the canary to the visitors of its share, in the server HTML and the client list alike, and keeps them apart', async () => {
    registry = { remotes: [{ live: release('aaaaaaaaaaaa', 'Live release'), canary: { release: release('cccccccccccc', 'Canary release'), percent: 25 } }] };
    for (const round of [1, 2]) {
      const canary = await page('site_bucket=3');
      expect([round, canary.version]).toEqual([round, 'cccccccccccc']);
      expect(canary.html).toContain('<main><h1>Canary release</h1></main>');
      const live = await page('site_bucket=60');
      expect([round, live.version]).toEqual([round, 'aaaaaaaaaaaa']);
      expect(live.html).toContain('<main><h1>Live release</h1></main>');
    }
    const newcomer = await page();
    expect(newcomer.setCookie).toMatch(/^site_bucket=\d{1,2}; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly$/);
    const bucket = Number(/site_bucket=(\d+)/.exec(newcomer.setCookie ?? '')?.[1]);
    expect(newcomer.version).toBe(bucket < 25 ? 'cccccccccccc' : 'aaaaaaaaaaaa');
  }, 30_000);

  it('refuses a renderer whose bytes are not the ones its release pins (fail closed) and tells the API', async () => {
    registry = { remotes: [{ live: { ...release('tttttttttttt', 'What the release pinned'), version: 'tttttttttttt' }, canary: null }] };
    const { html, version } = await page();
    expect(version).toBe('tttttttttttt');
    expect(html).toContain('<main></main>');
    expect(html).not.toContain('Tampered on its server');
    for (const end = Date.now() + 3000; !failures.length && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures).toContainEqual({ secret: 'gateway-secret', remote: 'mf_about', version: 'tttttttttttt', route: '/about', reason: 'integrity' });
  }, 30_000);
});
