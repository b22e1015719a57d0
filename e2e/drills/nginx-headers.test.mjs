// Drill: the containers' nginx config (shell/deploy/nginx.conf), run for real with the machine's
// nginx. The upstreams are pointed at local stand-ins: the real shell gateway (its pages' CSP with
// a nonce must pass through nginx untouched), a small API (its JSON policy must pass through) and
// a remote server with the remotes' security hook. Checks the headers on /, /admin/login,
// /api/health, /remotes/mf-about/remoteEntry.js and /healthz.
//
//   node --test drills/nginx-headers.test.mjs     (needs nginx: apt-get install -y nginx)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createGateway } from '../../shell/server/gateway/gateway.mjs';
import { deployedRemoteList } from '../../shell/server/local/topology.mjs';
import { remoteSecurityHeaders } from '../../shared/server/security-headers.mjs';
import { startNginx } from './lib/nginx.mjs';

/** This drill's port range (26000–26999): nginx listens here; the stand-ins take free ports. */
const NGINX_PORT = 26080;
const BASE = `http://127.0.0.1:${NGINX_PORT}`;

/**
 * @param {import('node:http').Server} server
 * @returns {Promise<number>} the port it took
 */
function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port)));
}

/** @type {{ servers: import('node:http').Server[], nginx: import('./lib/nginx.mjs').Nginx | null, prefix: string, remotePaths: (string | undefined)[] }} */
const state = { servers: [], nginx: null, prefix: '', remotePaths: [] };

/** @param {string} prefix  the folder of the shell's dist and remote list */
async function startStandIns(prefix) {
  const api = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ status: 'ok', path: req.url }));
  });
  const remote = createServer((req, res) => {
    state.remotePaths.push(req.url);
    remoteSecurityHeaders(req, res);
    if (req.url?.startsWith('/remoteEntry.js')) {
      res.setHeader('Content-Type', 'text/javascript');
      return res.end('export const get = () => {};');
    }
    res.statusCode = 404;
    res.end();
  });
  const dist = path.join(prefix, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const remotesFile = path.join(prefix, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(deployedRemoteList('/remotes/')));
  const apiPort = await listen(api);
  const shell = createGateway({ distDir: dist, remotesFile, apiOrigin: `http://127.0.0.1:${apiPort}`, assetOrigin: BASE });
  state.servers.push(api, remote, shell);
  return { api: apiPort, remote: await listen(remote), shell: await listen(shell) };
}

/**
 * The static headers nginx must set once (a duplicate would show as "a, b" here).
 * @param {Response} response
 * @param {string} label
 */
function assertStaticHeaders(response, label) {
  const h = response.headers;
  assert.equal(h.get('referrer-policy'), 'strict-origin-when-cross-origin', `${label}: Referrer-Policy`);
  assert.equal(h.get('x-content-type-options'), 'nosniff', `${label}: nosniff`);
  assert.match(
    h.get('permissions-policy') ?? '',
    /^accelerometer=\(\), .*camera=\(\), .*geolocation=\(\), .*microphone=\(\), .*payment=\(\), .*usb=\(\)/,
    `${label}: Permissions-Policy`,
  );
  assert.ok(h.get('content-security-policy'), `${label}: a Content-Security-Policy`);
  assert.doesNotMatch(h.get('x-frame-options') ?? '', /,/, `${label}: one X-Frame-Options`);
  assert.equal(h.get('server'), 'nginx', `${label}: no version in Server (server_tokens off)`);
  assert.equal(h.get('strict-transport-security'), null, `${label}: no HSTS over plain HTTP`);
}

/** @type {(csp: string | null) => Record<string, string>} */
const directives = (csp) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((p) => p.trim().split(/\s+/))
      .map(([n, ...v]) => [n, v.join(' ')]),
  );

describe('nginx gateway config (shell/deploy/nginx.conf) headers', { timeout: 60_000 }, () => {
  before(async () => {
    state.prefix = mkdtempSync(path.join(tmpdir(), 'nginx-stand-ins-'));
    const ports = await startStandIns(state.prefix);
    state.nginx = await startNginx({ port: NGINX_PORT, apis: [ports.api], shells: [ports.shell], remote: ports.remote });
  });

  after(async () => {
    await state.nginx?.stop();
    await Promise.all(state.servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))));
    if (state.prefix) rmSync(state.prefix, { recursive: true, force: true });
  });

  test("/: the shell gateway's policy passes through with its nonce; the page may be framed by the site only", async () => {
    const response = await fetch(`${BASE}/`);
    assert.equal(response.status, 200);
    assertStaticHeaders(response, '/');
    const csp = directives(response.headers.get('content-security-policy'));
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src'])?.[1];
    assert.ok(nonce, 'a nonce in script-src');
    assert.doesNotMatch(csp['script-src'], /unsafe-inline|unsafe-eval/);
    assert.equal(csp['frame-ancestors'], "'self'");
    assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN');
    const html = await response.text();
    assert.match(html, new RegExp(`<script nonce="${nonce.replace(/[+/]/g, '\\$&')}">window.__REMOTES__=`));
  });

  test("/admin/login: frame-ancestors 'none' and X-Frame-Options DENY, whatever the case of the path", async () => {
    for (const url of ['/admin/login', '/ADMIN/login', '//admin']) {
      const response = await fetch(`${BASE}${url}`);
      assertStaticHeaders(response, url);
      assert.equal(directives(response.headers.get('content-security-policy'))['frame-ancestors'], "'none'", url);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', url);
    }
  });

  test("/api/health: the API's JSON policy passes through, with the static headers", async () => {
    const response = await fetch(`${BASE}/api/health`);
    assert.equal(response.status, 200);
    assertStaticHeaders(response, '/api/health');
    assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
  });

  test('/remotes/mf-about/remoteEntry.js: proxied to the remote, with its policy and the static headers', async () => {
    const response = await fetch(`${BASE}/remotes/mf-about/remoteEntry.js?v=1`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'export const get = () => {};');
    assert.ok(state.remotePaths.includes('/remoteEntry.js?v=1'));
    assertStaticHeaders(response, '/remotes/…');
    assert.equal(directives(response.headers.get('content-security-policy'))['script-src'], "'self'");
  });

  test('/healthz: 200 from nginx itself, with a policy that allows nothing', async () => {
    const response = await fetch(`${BASE}/healthz`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'ok\n');
    assertStaticHeaders(response, '/healthz');
    assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
  });

  test('error answers carry the headers too (add_header … always)', async () => {
    const response = await fetch(`${BASE}/no-such-page`);
    assert.equal(response.status, 404);
    assertStaticHeaders(response, '404');
  });

  test('public HTML is micro-cached for 1 s with its own headers (its CSP nonce still matches its scripts); the dashboard and JSON never are', async () => {
    /** @param {Response} response */
    const nonceOf = (response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    /** @param {string} url */
    const page = async (url) => {
      const response = await fetch(`${BASE}${url}`);
      const html = await response.text();
      return { nonce: nonceOf(response), html, xfo: response.headers.get('x-frame-options') };
    };
    /** @param {string} uri */
    const cacheStatus = (uri) => (state.nginx?.accessLog() ?? []).filter((line) => line.endsWith(` GET ${uri}`)).map((line) => line.split(' ')[1]);
    // nginx counts the 1 s in whole seconds of its clock: a copy is served for 1 to 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2100)); // whatever earlier tests cached has expired
    const first = await page('/?micro=1');
    const second = await page('/?micro=1');
    assert.equal(second.nonce, first.nonce, 'the second request within 1 s is the cached copy');
    assert.equal(second.html, first.html);
    assert.ok(second.html.includes(`<script nonce="${second.nonce}">`), "the cached page's scripts carry its header's nonce");
    assert.equal(second.xfo, 'SAMEORIGIN');
    assert.deepEqual(cacheStatus('/?micro=1'), ['MISS', 'HIT']);
    // Expired: the next visitor still gets the previous copy at once while one background request
    // renders the page again (proxy_cache_use_stale updating + background update); then the new copy.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const stale = await page('/?micro=1');
    assert.equal(stale.nonce, first.nonce);
    let fresh = stale;
    for (const deadline = Date.now() + 5_000; fresh.nonce === first.nonce && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      fresh = await page('/?micro=1');
    }
    assert.notEqual(fresh.nonce, first.nonce, 'the page is rendered again once its copy expired');
    assert.ok(fresh.html.includes(`<script nonce="${fresh.nonce}">`));
    // (nginx logs the stale answer once the background refresh has finished too.)
    assert.ok(cacheStatus('/?micro=1').some((status) => status === 'STALE' || status === 'UPDATING'));

    const admin = [await page('/admin/login'), await page('/admin/login')];
    assert.notEqual(admin[0].nonce, admin[1].nonce, 'the dashboard is never cached');
    assert.deepEqual(cacheStatus('/admin/login').slice(-2), ['BYPASS', 'BYPASS']);
    await fetch(`${BASE}/remotes.json`).then((r) => r.text());
    await fetch(`${BASE}/remotes.json`).then((r) => r.text());
    assert.deepEqual(cacheStatus('/remotes.json'), ['MISS', 'MISS'], 'JSON is not stored');
  });

  test('HSTS once, only when the request came over HTTPS (X-Forwarded-Proto from the proxy in front)', async () => {
    for (const url of ['/', '/api/health', '/healthz']) {
      const response = await fetch(`${BASE}${url}`, { headers: { 'X-Forwarded-Proto': 'https' } });
      assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains', url);
    }
    const plain = await fetch(`${BASE}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
    assert.equal(plain.headers.get('strict-transport-security'), null);
  });
});
