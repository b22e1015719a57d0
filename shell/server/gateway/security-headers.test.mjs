import { createServer, request } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGateway } from './gateway.mjs';
import * as security from '@pharma/shared/server/security-headers';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** The directives of a policy, by name. */
function directives(csp) {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('security header helpers', () => {
  it('takes the origins of absolute entries only, once each, ignoring malformed ones', () => {
    const list = [
      { entry: 'http://localhost:4101/remoteEntry.js' },
      { entry: 'http://localhost:4101/other/remoteEntry.js' },
      { entry: 'https://cdn.example/about/remoteEntry.js' },
      { entry: '/remotes/mf-home/remoteEntry.js' },
      { entry: 'http://' },
      { entry: 42 },
    ];
    expect(security.remoteOrigins(list)).toEqual(['http://localhost:4101', 'https://cdn.example']);
    expect(security.remoteOrigins({ not: 'a list' })).toEqual([]);
  });

  it.each(['/admin', '/admin/', '/admin/login', '/ADMIN/dashboard', '//admin', '/%61dmin/login', '/admin?x=1'])('treats %s as the admin', (url) => {
    expect(security.isAdminPath(url)).toBe(true);
  });

  it.each(['/', '/about', '/administration', '/products/admin', '/%E0%A4%A'])('treats %s as public', (url) => {
    expect(security.isAdminPath(url)).toBe(false);
  });

  it('sees HTTPS on a TLS socket, or in X-Forwarded-Proto from a trusted proxy only', () => {
    const req = (remoteAddress, proto, encrypted = false) => ({
      socket: { encrypted, remoteAddress },
      headers: proto ? { 'x-forwarded-proto': proto } : {},
    });
    expect(security.isHttps(req('203.0.113.9', undefined, true))).toBe(true);
    expect(security.isHttps(req('127.0.0.1', 'https'))).toBe(true);
    expect(security.isHttps(req('::ffff:127.0.0.1', 'https, http'))).toBe(true);
    expect(security.isHttps(req('203.0.113.9', 'https'))).toBe(false);
    expect(security.isHttps(req('203.0.113.9', 'https'), 'true')).toBe(true);
    expect(security.isHttps(req('127.0.0.1', 'https'), 'false')).toBe(false);
    expect(security.isHttps(req('127.0.0.1', 'http'))).toBe(false);
    expect(security.isHttps(req('::ffff:172.18.0.5', 'https'), 'uniquelocal')).toBe(true);
    expect(security.isHttps(req('fd12:3456::1', 'https'), 'uniquelocal')).toBe(true);
    expect(security.isHttps(req('172.32.0.5', 'https'), 'uniquelocal')).toBe(false);
    expect(security.isHttps(req('203.0.113.9', 'https'), 'uniquelocal')).toBe(false);
  });
});

describe('the gateway with security headers', () => {
  let gateway;
  let api;
  let base;
  let dir;
  const reportLog = () => path.join(dir, 'csp-reports.jsonl');

  beforeAll(async () => {
    api = createServer((_req, res) => {
      // The API's own policy must win over the gateway's for its responses.
      res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    });
    const apiPort = await listen(api);
    dir = mkdtempSync(path.join(tmpdir(), 'gateway-csp-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dir, 'dist/app.js'), 'console.log(1)');
    const remotes = [
      { name: 'mf_about', entry: 'http://127.0.0.1:9/remoteEntry.js', routes: ['/about'], version: '1.0.0' },
      { name: 'mf_admin', entry: '/remotes/mf-admin/remoteEntry.js', routes: ['/admin', '/admin/*'], version: '1.0.0' },
    ];
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
    process.env.CSP_REPORT_LOG = reportLog();
    gateway = createGateway({ distDir: path.join(dir, 'dist'), remotesFile: path.join(dir, 'remotes.json'), apiOrigin: `http://127.0.0.1:${apiPort}` });
    base = `http://127.0.0.1:${await listen(gateway)}`;
  });

  afterAll(() => {
    delete process.env.CSP_REPORT_LOG;
    api.close();
    gateway.close();
  });

  it('sends a policy without unsafe-inline or eval for scripts, built from the remote list, with a nonce its inline scripts carry', async () => {
    const response = await fetch(`${base}/about`);
    const csp = directives(response.headers.get('content-security-policy'));
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src'])?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp['script-src']).toBe(`'self' 'nonce-${nonce}' http://127.0.0.1:9`);
    expect(csp['connect-src']).toBe("'self' http://127.0.0.1:9");
    expect(csp['style-src']).toBe("'self' 'unsafe-inline' http://127.0.0.1:9");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    expect(csp['form-action']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'self'");
    expect(csp['report-uri']).toBe('/csp-report');
    const html = await response.text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('uses a fresh nonce for every page', async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await fetch(`${base}/about`)).headers.get('content-security-policy') ?? '')?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('follows an edit of the remote list without a restart', async () => {
    const remotes = [{ name: 'mf_about', entry: 'https://about.cdn.example/remoteEntry.js', routes: ['/about'], version: '1.0.1' }];
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = new Date(Date.now() + 5000);
    const { utimesSync } = await import('node:fs');
    utimesSync(path.join(dir, 'remotes.json'), later, later);
    const csp = directives((await fetch(`${base}/about`)).headers.get('content-security-policy'));
    expect(csp['script-src']).toContain('https://about.cdn.example');
    expect(csp['script-src']).not.toContain('http://127.0.0.1:9');
  });

  it('refuses every framing of the admin, and frames by other origins of the public pages', async () => {
    const admin = await fetch(`${base}/admin/login`);
    expect(directives(admin.headers.get('content-security-policy'))['frame-ancestors']).toBe("'none'");
    expect(admin.headers.get('x-frame-options')).toBe('DENY');
    const home = await fetch(`${base}/about`);
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('puts the static headers on every response, files and proxied API answers included, and HSTS only over HTTPS', async () => {
    for (const url of ['/app.js', '/remotes.json', '/nowhere.js', '/api/health']) {
      const response = await fetch(`${base}${url}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    expect((await fetch(`${base}/api/health`)).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const proxied = await fetch(`${base}/about`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('takes a CSP report: 204, one JSON line in the log; other methods and oversize bodies are refused with a 4xx', async () => {
    const report = {
      'csp-report': { 'document-uri': 'http://site/about', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' },
    };
    const answer = await fetch(`${base}/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) });
    expect(answer.status).toBe(204);
    const lines = readFileSync(reportLog(), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.at(-1).report).toMatchObject({ directive: 'script-src-elem', blockedUri: 'https://evil.example/x.js' });
    expect((await fetch(`${base}/csp-report`)).status).toBe(405);
    expect((await fetch(`${base}/csp-report`, { method: 'POST', body: 'not json' })).status).toBe(400);
    const huge = await fetch(`${base}/csp-report`, { method: 'POST', body: 'x'.repeat(64 * 1024) }).then(
      (r) => r.status,
      () => 413,
    );
    expect(huge).toBe(413);
    expect((await fetch(`${base}/about`)).status).toBe(200);
  });

  it('refuses a report streamed without a length once it passes the limit', async () => {
    const status = await new Promise((resolve, reject) => {
      const url = new URL(`${base}/csp-report`);
      const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 40; i++) req.write('x'.repeat(1024));
      req.end();
    });
    expect(status).toBe(413);
  });
});

describe("the remote servers' hook", () => {
  it('sends nosniff, the referrer policy and a strict policy for the standalone page', async () => {
    const server = createServer((req, res) => {
      security.remoteSecurityHeaders(req, res);
      res.end('<html></html>');
    });
    const port = await listen(server);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['script-src']).toBe("'self'");
      expect(csp['object-src']).toBe("'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      server.close();
    }
  });
});
