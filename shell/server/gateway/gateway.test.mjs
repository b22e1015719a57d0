import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { captureLog } from '@pharma/shared/server/log';
import { canonicalPath, createGateway, fillTemplate } from './gateway.mjs';
import { leadImagePreload } from './render/lead-image.mjs';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** The team remote's renderer: its page, with the path and API origin it was given, and data that needs escaping. */
const TEAM_RENDERER = `
export async function render(pathname, context) {
  if (pathname !== '/team') return null;
  const html = '<section><img src="/images/team.webp" alt=""><h1>Team</h1><p>' + pathname + ' ' + context.apiOrigin + '</p></section>'
    + '<div style="background-image:url(&quot;/images/b.webp&quot;)"></div>';
  return { html, data: { title: 'Team </script><!-- ' + String.fromCharCode(0x2028) }, head: { title: 'Our team & co', description: 'The team' } };
}`;

/** Text an editor may save: replacement patterns of String.prototype.replace, closing tags, a long run of them. */
const HOSTILE_TEXT = "Prices in US$` and $& today $' $1 $$ </script><script>alert(1)</script></head></body>" + '$`'.repeat(2000);

/** A renderer that escapes its text as React would, and puts it in its HTML, its data and its head. */
const HOSTILE_RENDERER = `
const text = ${JSON.stringify(HOSTILE_TEXT)};
const escape = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function render() {
  return { html: '<h1>' + escape(text) + '</h1>', data: { subtitle: text }, head: { title: 'Prices US$\\'', description: text.slice(0, 150) + " US$'" } };
}`;

/** A release's pin of a file (shared/vite/release.mjs): the gateway runs a renderer only with the bytes pinned. */
const sri = (source) => `sha384-${createHash('sha384').update(source).digest('base64')}`;

describe('gateway', () => {
  let api;
  let remote;
  let gateway;
  let elsewhere;
  let elsewherePort;
  let elsewhereHits = 0;
  let base;
  const seen = {};

  beforeAll(async () => {
    api = createServer((req, res) => {
      seen.forwardedFor = req.headers['x-forwarded-for'];
      seen.proxySecret = req.headers['x-proxy-secret'];
      seen.forwardedProto = req.headers['x-forwarded-proto'];
      seen.forwardedHost = req.headers['x-forwarded-host'];
      seen.forwarded = req.headers.forwarded;
      seen.traceparent = req.headers.traceparent;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    const apiPort = await listen(api);
    // A deployed remote: its federation manifest and its server renderer.
    remote = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/mf-manifest.json') {
        const assets = { css: { sync: ['assets/routes-1.css'], async: [] }, js: { sync: ['assets/routes-1.js'], async: [] } };
        return res.end(JSON.stringify({ exposes: [{ name: 'routes', assets }] }));
      }
      if (req.url === '/server/render.mjs' || req.url === '/hostile/server/render.mjs') {
        res.setHeader('Content-Type', 'text/javascript');
        return res.end(req.url === '/server/render.mjs' ? TEAM_RENDERER : HOSTILE_RENDERER);
      }
      res.statusCode = 404;
      res.end();
    });
    const remotePort = await listen(remote);
    // A host a client might name in its Host header.
    elsewhere = createServer((_req, res) => {
      elsewhereHits++;
      res.end('{}');
    });
    elsewherePort = await listen(elsewhere);
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<html><head><title>Site</title></head><body><div id="root"></div></body></html>');
    // The shell's frame bundle at its edge: a main element around the page, or a not-found page.
    writeFileSync(path.join(dir, 'frame.mjs'), 'export const renderFrame = (p, html) => (html === null ? "<main>Not found</main>" : `<main>${html}</main>`);');
    const remotes = [
      { name: 'mf_about', entry: 'http://127.0.0.1:9/remoteEntry.js', routes: ['/about'], version: '2.0.0' },
      {
        name: 'mf_team',
        entry: `http://127.0.0.1:${remotePort}/remoteEntry.js`,
        routes: ['/team'],
        version: '1.0.0',
        integrity: { entry: 'sha384-entry', renderer: sri(TEAM_RENDERER) },
      },
      { name: 'mf_local', entry: '/remotes/local/remoteEntry.js', routes: ['/local'], version: '1.0.0' },
      {
        name: 'mf_prices',
        entry: `http://127.0.0.1:${remotePort}/hostile/remoteEntry.js`,
        routes: ['/prices'],
        version: '1.0.0',
        integrity: { entry: 'sha384-entry', renderer: sri(HOSTILE_RENDERER) },
      },
    ];
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
    gateway = createGateway({
      distDir: path.join(dir, 'dist'),
      remotesFile: path.join(dir, 'remotes.json'),
      apiOrigin: `http://127.0.0.1:${apiPort}`,
      frameFile: path.join(dir, 'frame.mjs'),
      // A render process starts in about a second on a loaded 2-core machine: more than the production
      // budget (1.5 s, queue included), which these tests do not measure.
      render: { budgetMs: 8000 },
    });
    base = `http://127.0.0.1:${await listen(gateway)}`;
  });

  afterAll(() => {
    api.close();
    remote.close();
    elsewhere.close();
    gateway.close();
  });

  it('proxies /api and sets X-Forwarded-For to the real peer, whatever the client claims', async () => {
    const response = await fetch(`${base}/api/cms/home/slides`, { headers: { 'X-Forwarded-For': '6.6.6.6' } });
    expect(await response.json()).toEqual({ path: '/api/cms/home/slides' });
    expect(seen.forwardedFor).toBe('127.0.0.1');
  });

  it("passes the trace on to the API: nginx's trace id with the gateway's own span, or a trace it starts", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await fetch(`${base}/api/cms/home/slides`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    const [, forwardedTrace, span] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(seen.traceparent) ?? [];
    expect(forwardedTrace).toBe(traceId);
    expect(span).not.toBe('00f067aa0ba902b7');
    await fetch(`${base}/api/cms/home/slides`, { headers: { traceparent: 'forged' } });
    expect(seen.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(seen.traceparent).not.toContain(traceId);
  });

  it('replaces what a client claims about its scheme and host: the API believes only this edge', async () => {
    const claims = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.test', Forwarded: 'for=6.6.6.6;proto=https' };
    const before = process.env.TRUST_PROXY;
    try {
      process.env.TRUST_PROXY = 'false'; // this client is not a proxy the gateway trusts
      await fetch(`${base}/api/cms/home/slides`, { headers: claims });
      expect(seen.forwardedProto).toBe('http');
      expect(seen.forwardedHost).toBe(new URL(base).host);
      expect(seen.forwarded).toBeUndefined();
      process.env.TRUST_PROXY = 'loopback'; // a TLS-terminating proxy on this machine: its scheme is passed on
      await fetch(`${base}/api/cms/home/slides`, { headers: claims });
      expect(seen.forwardedProto).toBe('https');
      expect(seen.forwardedHost).toBe(new URL(base).host);
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });

  it("proves itself to the API with PROXY_SECRET, and never passes on a client's own X-Proxy-Secret", async () => {
    const claimed = { 'X-Proxy-Secret': 'a guess', 'X-Forwarded-For': '6.6.6.6' };
    const before = process.env.PROXY_SECRET;
    try {
      delete process.env.PROXY_SECRET;
      await fetch(`${base}/api/cms/home/slides`, { headers: claimed });
      expect(seen.proxySecret).toBeUndefined();
      process.env.PROXY_SECRET = 'the gateway secret';
      await fetch(`${base}/api/cms/home/slides`, { headers: claimed });
      expect(seen.proxySecret).toBe('the gateway secret');
    } finally {
      if (before === undefined) delete process.env.PROXY_SECRET;
      else process.env.PROXY_SECRET = before;
    }
  });

  it("inlines the remote list and preloads the entry of the route's remote once the page is painted", async () => {
    const html = await (await fetch(`${base}/about`)).text();
    expect(html).toContain('window.__REMOTES__=[{"name":"mf_about"');
    // Parked in an inert template (main.ts moves it into the head after the first frame), never in the head.
    const parked = /<template id="script-preloads">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(parked).toContain('<link rel="modulepreload" fetchpriority="low" href="http://127.0.0.1:9/remoteEntry.js?v=2.0.0" crossorigin>');
    expect(html.replace(parked, '')).not.toContain('modulepreload');
  });

  it("pins every listed entry in an import map before any script, and the route's preloaded entry too", async () => {
    const html = await (await fetch(`${base}/team`)).text();
    const origin = `http://127.0.0.1:${remote.address().port}`;
    const map = /<script type="importmap" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(map?.[1] ?? 'null')).toEqual({
      integrity: { [`${origin}/remoteEntry.js?v=1.0.0`]: 'sha384-entry', [`${origin}/hostile/remoteEntry.js?v=1.0.0`]: 'sha384-entry' },
    });
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('window.__REMOTES__'));
    expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" href="${origin}/remoteEntry.js?v=1.0.0" integrity="sha384-entry" crossorigin>`);
  });

  it("links the route remote's styles, preloads its chunks and the page's lead image", async () => {
    const html = await (await fetch(`${base}/team`)).text();
    const origin = `http://127.0.0.1:${remote.address().port}`;
    expect(html).toContain(`<link rel="stylesheet" href="${origin}/assets/routes-1.css" crossorigin>`);
    expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" href="${origin}/assets/routes-1.js" crossorigin>`);
    expect(html).toContain('<link rel="preload" as="image" href="/images/team.webp" fetchpriority="high">');
  });

  it("puts the remote's server render inside the frame, then its data for hydration, and the page's title", async () => {
    const html = await (await fetch(`${base}/team?q=%3Cscript%3Ealert(1)%3C/script%3E`)).text();
    const apiOrigin = `http://127.0.0.1:${api.address().port}`;
    expect(html).toContain(`<div id="root"><main><section><img src="/images/team.webp" alt=""><h1>Team</h1><p>/team ${apiOrigin}</p></section>`);
    const data = /<\/main><\/div><script type="application\/json" id="page-data" nonce="[^"]*">([^]*?)<\/script>/.exec(html);
    expect(data?.[1]).toBe('{"path":"/team","data":{"title":"Team \\u003c/script>\\u003c!-- \\u2028"}}');
    expect(JSON.parse(data?.[1] ?? '')).toEqual({ path: '/team', data: { title: 'Team </script><!-- \u2028' } });
    expect(html).toContain('<title>Our team &amp; co | Site</title>');
    expect(html).toContain('<meta name="description" content="The team">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('alert(1)');
  });

  it('leaves a remote that does not answer out of the first paint: the frame, no page HTML, no data', async () => {
    const html = await (await fetch(`${base}/about`)).text();
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<div id="root"><main></main></div>');
    expect(html).not.toContain('page-data');
    expect(html).toContain('<title>Site</title>');
  });

  it("fetches a same-origin remote's files from itself, never from the host a client names", async () => {
    const status = await new Promise((resolve, reject) => {
      const url = new URL(`${base}/local`);
      request({ host: url.hostname, port: url.port, path: '/local', headers: { Host: `127.0.0.1:${elsewherePort}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);
    expect(elsewhereHits).toBe(0);
  });

  it('answers 404 for a path no remote owns, and serves the remote list', async () => {
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    const list = await (await fetch(`${base}/remotes.json`)).json();
    expect(list[0].name).toBe('mf_about');
  });

  it('composes a page whose saved text holds $-patterns, </script> and </head> by structure: one of each, the text as text', async () => {
    const response = await fetch(`${base}/prices`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const count = (needle) => html.split(needle).length - 1;
    expect(count('<html ')).toBe(1);
    expect(count('</head>')).toBe(1);
    expect(count('</body>')).toBe(1);
    expect(count('<script nonce=')).toBe(1); // the remote list, once
    expect(count('id="page-data"')).toBe(1);
    const escaped = HOSTILE_TEXT.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<div id="root"><main><h1>${escaped}</h1></main></div>`);
    const data = /id="page-data" nonce="[^"]*">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ path: '/prices', data: { subtitle: HOSTILE_TEXT } });
    expect(html).toContain('<title>Prices US$&#39; | Site</title>');
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).not.toContain('<script>alert(1)');
  });

  it('answers 301 to the canonical path for trailing and doubled slashes and upper case, keeping the query; / stays', async () => {
    const cases = [
      ['/team/', '/team'],
      ['/team//', '/team'],
      ['//team', '/team'],
      ['/Team?x=1&y=%24', '/team?x=1&y=%24'],
      ['/TEAM/?a', '/team?a'],
      ['/admin/', '/admin'],
      ['//evil.example/', '/evil.example'],
      ['/\\evil.example/', '/%5Cevil.example'],
    ];
    const url = new URL(base);
    for (const [from, to] of cases) {
      const answer = await new Promise((resolve, reject) => {
        request({ host: url.hostname, port: url.port, path: from, headers: { Host: 'evil.example' } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
        })
          .on('error', reject)
          .end();
      });
      expect({ from, ...answer }).toEqual({ from, status: 301, location: to });
    }
    expect((await fetch(`${base}/`, { redirect: 'manual' })).status).toBe(404); // no remote owns / here: not a redirect
    expect((await fetch(`${base}/team`, { redirect: 'manual' })).status).toBe(200);
  });

  it('says the API is unavailable (503) when it cannot reach it, with a reference its log line carries', async () => {
    api.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = captureLog('gateway');
    try {
      const response = await fetch(`${base}/api/health`);
      expect(response.status).toBe(503);
      const { reference } = await response.json();
      expect(reference).toMatch(/^[0-9a-f]{32}$/);
      expect(log.lines.find((line) => line.level === 'warn')).toMatchObject({ message: 'API unreachable: ECONNREFUSED', trace_id: reference });
    } finally {
      log.restore();
    }
  });
});

describe('lead image preload', () => {
  it('preloads a plain lead <img> by its src, and one drawn through <picture> by its AVIF srcset and sizes', async () => {
    expect(leadImagePreload('<section><img src="/images/team.webp" alt=""><h1>T</h1></section>')).toBe(
      '<link rel="preload" as="image" href="/images/team.webp" fetchpriority="high">',
    );
    const picture =
      '<picture><source type="image/avif" srcSet="/uploads/a-640.avif 640w, /uploads/a-1280.avif 1280w" sizes="100vw"/>' +
      '<source type="image/webp" srcSet="/uploads/a-640.webp 640w" sizes="100vw"/><img src="/uploads/a-1280.webp" alt=""/></picture>';
    expect(leadImagePreload(`<section>${picture}<h1>T</h1><img src="/images/later.webp"></section>`)).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/uploads/a-640.avif 640w, /uploads/a-1280.avif 1280w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(leadImagePreload('<h1>No image</h1>')).toBeUndefined();
  });
});

describe('page composition by structure', () => {
  it('splices at the template markers only: replacement patterns and closing tags in the inserted text stay text', async () => {
    const template = '<!doctype html><html><head><title>T</title></head><body><div id="root"></div><script src="/m.js"></script></body></html>';
    const text = '$` $& $\' $1 $$ </head></body><div id="root"></div></script>';
    const html = fillTemplate(template, { head: `<meta content="${text}">`, root: `<div id="root">${text}</div>`, bodyEnd: `<template>${text}</template>` });
    expect(html).toBe(
      `<!doctype html><html><head><title>T</title><meta content="${text}"></head><body><div id="root">${text}</div><script src="/m.js"></script><template>${text}</template></body></html>`,
    );
    // 2,000 of them: once (a replacement pattern would have copied the page 2,000 times).
    const many = '$`'.repeat(2000);
    expect(fillTemplate(template, { root: many }).length).toBe(template.length - '<div id="root"></div>'.length + many.length);
    // Another app's index.html without the markers: what has no place is left out, nothing is repeated.
    expect(fillTemplate('<html><body><main></main></body></html>', { head: 'H', root: 'R', bodyEnd: 'B' })).toBe('<html><body><main></main>B</body></html>');
  });

  it('canonical paths: slashes collapsed and trimmed, case lowered only where that names a route', async () => {
    const list = [{ routes: ['/', '/about', '/docs/*'] }];
    expect(canonicalPath('/', list)).toBe('/');
    expect(canonicalPath('//', list)).toBe('/');
    expect(canonicalPath('/about//', list)).toBe('/about');
    expect(canonicalPath('/ABOUT', list)).toBe('/about');
    expect(canonicalPath('/Docs/Intro', list)).toBe('/docs/intro');
    // No route in lower case either: the path is not ours to change (assets keep their case).
    expect(canonicalPath('/assets/Index-AbC.js', list)).toBe('/assets/Index-AbC.js');
  });
});
