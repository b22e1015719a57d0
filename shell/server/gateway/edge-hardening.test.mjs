// The static server every remote and the gateway use (shared/server/static-server.mjs), and the
// gateway's edge: hostile requests get a 4xx and the process keeps serving.
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGateway } from './gateway.mjs';
import * as mod from '@pharma/shared/server';
import { captureLog } from '@pharma/shared/server/log';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

/** Sends bytes as they are (fetch would normalise the path or refuse the header) and returns the status line. */
function raw(base, request) {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    setTimeout(() => socket.destroy(), 2000).unref();
  });
}

const statusOf = (answer) => Number(answer.split(' ')[1]);

describe('static server', () => {
  let server;
  let base;
  const root = mkdtempSync(path.join(tmpdir(), 'static-'));
  const secret = path.join(path.dirname(root), `${path.basename(root)}-secret.txt`);

  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<html><body>spa</body></html>');
    writeFileSync(path.join(root, 'remoteEntry.js'), 'export const entry = 1;');
    const asset = 'console.log("asset");'.repeat(100);
    writeFileSync(path.join(root, 'assets/routes-AbCdEf12.js'), asset);
    writeFileSync(path.join(root, 'assets/routes-AbCdEf12.js.br'), brotliCompressSync(asset));
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
    writeFileSync(secret, 'outside the root');
    server = mod.createHardenedServer(mod.withCors(mod.createStaticHandler(root, { spaFallback: true })), 'test');
    base = await listen(server);
  });

  afterAll(() => server.close());

  it('answers a malformed percent-escape with 400 and keeps serving', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');
    expect(health.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['raw dots', `/../${path.basename(secret)}`],
    ['encoded dots', `/%2e%2e/${path.basename(secret)}`],
    ['encoded slash', `/..%2f${path.basename(secret)}`],
    ['encoded backslash', `/..%5c${path.basename(secret)}`],
    ['overlong UTF-8', `/%c0%ae%c0%ae/${path.basename(secret)}`],
    ['NUL', '/index.html%00.js'],
  ])('refuses traversal and NUL bytes (%s)', async (_label, target) => {
    const answer = await raw(base, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(400);
    expect(answer).not.toContain('outside the root');
  });

  it('never serves hidden files, and a double-encoded path is just a name that does not exist', async () => {
    expect((await fetch(`${base}/.env`)).status).toBe(404);
    expect((await fetch(`${base}/%252e%252e/x.js`)).status).toBe(404);
  });

  it('answers 414 to an overlong URL, 431 to oversized headers, 400 to a garbage request line', async () => {
    expect((await fetch(`${base}/${'a'.repeat(5000)}`)).status).toBe(414);
    expect(statusOf(await raw(base, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`))).toBe(431);
    expect(statusOf(await raw(base, 'NOT A REQUEST\r\n\r\n'))).toBe(400);
    expect(statusOf(await raw(base, 'GET http://elsewhere/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))).toBe(400);
  });

  it('answers 405 with Allow to other methods, 204 to a CORS preflight', async () => {
    const post = await fetch(`${base}/remoteEntry.js`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' })).status).toBe(204);
    expect(statusOf(await raw(base, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n'))).toBe(405);
  });

  it('keeps the cache rules: no-cache entry with CORS, immutable hashed asset sent precompressed, 304 on a matching ETag', async () => {
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const asset = await fetch(`${base}/assets/routes-AbCdEf12.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toContain('console.log("asset")');
    const again = await fetch(`${base}/remoteEntry.js`, { headers: { 'if-none-match': entry.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for app routes, but not for missing files', async () => {
    const page = await fetch(`${base}/about/team`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('spa');
    expect((await fetch(`${base}/assets/missing-AbCdEf12.js`)).status).toBe(404);
  });

  it('ignores a range it cannot honour instead of failing', async () => {
    const response = await fetch(`${base}/remoteEntry.js`, { headers: { range: 'bytes=9-2' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export const entry = 1;');
  });

  it('turns an unexpected error in a handler into a logged 500, and the server goes on', async () => {
    const log = captureLog('test');
    const failing = mod.createHardenedServer(() => Promise.reject(new Error('boom')), 'test');
    const failingBase = await listen(failing);
    try {
      expect((await fetch(`${failingBase}/`)).status).toBe(500);
      expect((await fetch(`${failingBase}/`)).status).toBe(500);
      expect(log.lines.find((line) => line.level === 'error')).toMatchObject({ service: 'test', message: 'request failed', trace_id: expect.any(String) });
      // With debug on (as here), each answer is a line too, with the same trace as the failure it answers.
      const failure = log.lines.find((line) => line.level === 'error');
      expect(log.lines.find((line) => line.level === 'debug' && line.trace_id === failure?.trace_id)).toMatchObject({ res: { statusCode: 500 } });
    } finally {
      log.restore();
      failing.close();
    }
  });
});

describe('gateway edge', () => {
  let gateway;
  let api;
  let base;

  beforeAll(async () => {
    // An API that resets the connection on /api/reset and answers everything else.
    api = createServer((req, res) => {
      if (req.url === '/api/reset') return req.socket.destroy();
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ path: req.url, connection: req.headers.connection ?? null }));
    });
    const apiBase = await listen(api);
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-edge-'));
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'dist/index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify([{ name: 'mf_about', entry: 'http://127.0.0.1:9/remoteEntry.js', routes: ['/about'], version: '1' }]),
    );
    gateway = createGateway({ distDir: path.join(dir, 'dist'), remotesFile: path.join(dir, 'remotes.json'), apiOrigin: apiBase });
    base = await listen(gateway);
  });

  afterAll(() => {
    gateway.close();
    api.close();
  });

  it('answers a malformed escape with 400 and its health path afterwards', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/about`)).status).toBe(200);
  });

  it('refuses other methods on pages and the remote list', async () => {
    expect((await fetch(`${base}/about`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${base}/remotes.json`, { method: 'PUT', body: '[]' })).status).toBe(405);
  });

  it('answers 503 when the API resets the connection, and forwards no hop-by-hop headers', async () => {
    expect((await fetch(`${base}/api/reset`)).status).toBe(503);
    const answer = await raw(base, 'GET /api/echo HTTP/1.1\r\nHost: x\r\nConnection: close, X-Secret\r\n\r\n');
    expect(statusOf(answer)).toBe(200);
    expect(answer).not.toContain('X-Secret');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
