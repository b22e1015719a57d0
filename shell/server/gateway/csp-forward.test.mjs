import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as forward from './csp-forward.mjs';
import { createGateway } from './gateway.mjs';

const SECRET = 'gateway-test-secret-gateway-test-secret';
const REPORT = { 'csp-report': { 'document-uri': 'http://site/about', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' } };

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

const waitFor = async (check, ms = 3000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await new Promise((r) => setTimeout(r, 20));
};

/** The gateway sends each accepted CSP report on to the API; the browser's 204 never depends on it. */
describe('CSP reports forwarded to the API', () => {
  let dir;
  const received = [];
  let apiMode = 'ok';
  let api;
  let gateway;
  let base;

  beforeAll(async () => {
    process.env.PROXY_SECRET = SECRET;
    dir = mkdtempSync(path.join(tmpdir(), 'gateway-csp-forward-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<html><head></head><body></body></html>');
    writeFileSync(path.join(dir, 'remotes.json'), '[]');
    process.env.CSP_REPORT_LOG = path.join(dir, 'csp.jsonl');
    api = createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        received.push({
          url: req.url,
          method: req.method,
          secret: req.headers['x-proxy-secret'],
          body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
        });
        if (apiMode === 'hang') return; // never answers
        res.statusCode = apiMode === 'ok' ? 204 : 500;
        res.end();
      });
    });
    const apiPort = await listen(api);
    gateway = createGateway({ distDir: path.join(dir, 'dist'), remotesFile: path.join(dir, 'remotes.json'), apiOrigin: `http://127.0.0.1:${apiPort}` });
    base = `http://127.0.0.1:${await listen(gateway)}`;
  });

  afterAll(() => {
    delete process.env.PROXY_SECRET;
    delete process.env.CSP_REPORT_LOG;
    api.closeAllConnections();
    api.close();
    gateway.close();
  });

  const report = (body = REPORT) =>
    fetch(`${base}/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(body) });

  it('posts the summary to /api/csp-reports with the proxy secret; the log file still gets its line', async () => {
    received.length = 0;
    expect((await report()).status).toBe(204);
    await waitFor(() => received.length > 0);
    expect(received).toEqual([
      {
        url: '/api/csp-reports',
        method: 'POST',
        secret: SECRET,
        body: { documentUri: 'http://site/about', directive: 'script-src-elem', blockedUri: 'https://evil.example/x.js' },
      },
    ]);
    expect(readFileSync(process.env.CSP_REPORT_LOG, 'utf8')).toContain('https://evil.example/x.js');
  });

  it('bounds what it forwards: long values cut, a bad line number dropped, unknown fields never sent', () => {
    const bounded = forward.boundedReport({ documentUri: 'u'.repeat(5000), sample: 's'.repeat(1000), lineNumber: -4, extra: 'x', directive: 7 });
    expect(bounded).toEqual({ documentUri: 'u'.repeat(2048), sample: 's'.repeat(256) });
    expect(forward.boundedReport({ lineNumber: 12 })).toEqual({ lineNumber: 12 });
    expect(forward.boundedReport(null)).toEqual({});
  });

  it('answers the browser 204 at once whether the API fails or never answers', async () => {
    for (const mode of ['fail', 'hang']) {
      apiMode = mode;
      received.length = 0;
      const started = Date.now();
      expect((await report()).status).toBe(204);
      expect(Date.now() - started).toBeLessThan(1000);
      await waitFor(() => received.length > 0);
      expect(received).toHaveLength(1);
    }
    apiMode = 'ok';
    expect((await fetch(`${base}/csp-report`)).status).toBe(405); // the gateway goes on answering
    await new Promise((r) => setTimeout(r, 2200)); // the hung forward gives up (2 s) and logs before the suite ends
  }, 10_000);
});
