// Drill: the containers' nginx config (shell/deploy/nginx.conf), run for real with the machine's
// nginx. The upstreams are pointed at local stand-ins: the real shell gateway (its pages' CSP with
// a nonce must pass through nginx untouched), a small API (its JSON policy must pass through) and
// a remote server with the remotes' security hook. Checks the headers on /, /admin/login,
// /api/health, /remotes/mf-about/remoteEntry.js and /healthz.
//
//   node --test drills/nginx-headers.test.mjs     (needs nginx: apt-get install -y nginx)
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createGateway } from '../../shell/server/gateway.mjs';
import { remoteSecurityHeaders } from '../../shared/server/security-headers.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** This drill's port range (26000–26999): nginx listens here; the stand-ins take free ports. */
const NGINX_PORT = 26080;
const BASE = `http://127.0.0.1:${NGINX_PORT}`;

/** Debian's nginx, or one on PATH. Missing nginx is a failure, never a skip: CI installs it. */
function findNginx() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean)) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error("nginx is not installed, so the containers' gateway config cannot be checked. Install it (apt-get install -y nginx) or set NGINX_BIN.");
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** Replaces one piece of the real config; fails loudly if the config no longer has it. */
function replaceOnce(text, from, to) {
  assert.ok(text.includes(from), `shell/deploy/nginx.conf no longer contains ${JSON.stringify(from)}: update this drill`);
  return text.split(from).join(to);
}

/** The real config with its upstreams and port pointed at this machine. */
export function renderConfig(source, { port, api, shell, remote }) {
  let conf = replaceOnce(source, 'listen 80;', `listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, 'http://api:3000', `http://127.0.0.1:${api}`);
  conf = replaceOnce(conf, 'http://shell:8080', `http://127.0.0.1:${shell}`);
  conf = replaceOnce(conf, 'resolver 127.0.0.11 valid=10s;', '');
  conf = replaceOnce(conf, 'set $remote http://$1:8080;', `set $remote http://127.0.0.1:${remote};`);
  return conf;
}

function mainConfig(prefix) {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 128; }
http {
  access_log off;
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/default.conf;
}
`;
}

const state = { servers: [], nginx: null, prefix: '', remotePaths: [] };

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
  writeFileSync(remotesFile, readFileSync(path.join(ROOT, 'shell/deploy/remotes.docker.json')));
  const apiPort = await listen(api);
  const shell = createGateway({ distDir: dist, remotesFile, apiOrigin: `http://127.0.0.1:${apiPort}`, assetOrigin: BASE });
  state.servers.push(api, remote, shell);
  return { api: apiPort, remote: await listen(remote), shell: await listen(shell) };
}

async function waitFor(url, nginx, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${readFileSync(path.join(state.prefix, 'error.log'), 'utf8')}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The static headers nginx must set once (a duplicate would show as "a, b" here). */
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

const directives = (csp) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((p) => p.trim().split(/\s+/))
      .map(([n, ...v]) => [n, v.join(' ')]),
  );

describe('nginx gateway config (shell/deploy/nginx.conf) headers', { timeout: 60_000 }, () => {
  before(async () => {
    const nginxBin = findNginx();
    state.prefix = mkdtempSync(path.join(tmpdir(), 'nginx-drill-'));
    chmodSync(state.prefix, 0o755); // nginx workers drop root; they must reach the temp paths
    const ports = await startStandIns(state.prefix);
    const source = readFileSync(path.join(ROOT, 'shell/deploy/nginx.conf'), 'utf8');
    writeFileSync(path.join(state.prefix, 'default.conf'), renderConfig(source, { port: NGINX_PORT, ...ports }));
    writeFileSync(path.join(state.prefix, 'nginx.conf'), mainConfig(state.prefix));
    const args = ['-p', state.prefix, '-c', path.join(state.prefix, 'nginx.conf'), '-e', path.join(state.prefix, 'error.log')];
    const check = spawnSync(nginxBin, [...args, '-t'], { encoding: 'utf8' });
    assert.equal(check.status, 0, `nginx -t refused the config:\n${check.stderr}`);
    state.nginx = spawn(nginxBin, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    await waitFor(`${BASE}/healthz`, state.nginx);
  });

  after(async () => {
    if (state.nginx && state.nginx.exitCode === null) {
      const exited = new Promise((resolve) => state.nginx.once('exit', resolve));
      state.nginx.kill('SIGTERM');
      await exited;
    }
    await Promise.all(state.servers.map((server) => new Promise((resolve) => server.close(resolve))));
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

  test('HSTS once, only when the request came over HTTPS (X-Forwarded-Proto from the proxy in front)', async () => {
    for (const url of ['/', '/api/health', '/healthz']) {
      const response = await fetch(`${BASE}${url}`, { headers: { 'X-Forwarded-Proto': 'https' } });
      assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains', url);
    }
    const plain = await fetch(`${BASE}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
    assert.equal(plain.headers.get('strict-transport-security'), null);
  });
});
