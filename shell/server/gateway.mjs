#!/usr/bin/env node
// The site's one public origin: serves the shell, answers /remotes.json from a file that ops can
// edit at any time (no shell rebuild to move or upgrade a remote), proxies /api and /uploads to
// the API, and inlines the remote list plus a preload of the current route's remote into the HTML
// so the browser fetches the remote's entry in parallel with the shell's own boot.
import { request as httpRequest } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MAX_URL_LENGTH, createHardenedServer, createStaticHandler, listen, logLine, sendStatus } from '@pharma/shared/server';
import { jsonCache } from './cached-json.mjs';
import { remoteAssets } from './remote-assets.mjs';
import { pageDataScript, scriptSafeJson } from './render/page-data.mjs';
import { pageRenderer } from './render/page-renderer.mjs';
import { renderPool } from './render/render-pool.mjs';
import { rendererSource } from './render/renderer-source.mjs';
import { cspReportForwarder } from './csp-forward.mjs';
import { cspNonce, gatewaySecurity, isAdminPath, isHttps } from '@pharma/shared/server/security-headers';
import { SEO_CACHE_CONTROL, organizationJsonLd, pageDates, parsePublicUrl, publicRoutes, robotsTxt, siteUrl, sitemapXml } from './seo.mjs';
import { headTags, resolveMeta, siteMeta, withoutSiteMeta } from './page-head.mjs';
import { contentReader, previewTokenOf } from './content-state.mjs';

/** How long the gateway waits on the API before answering 504 (uploads included). */
const API_TIMEOUT_MS = 60_000;

/**
 * @param {{ distDir: string, remotesFile: string, apiOrigin: string, assetOrigin?: string, frameFile?: string,
 *   publicUrl?: string, organization?: { name: string, logo: string, sameAs: string[] } }} options
 *   assetOrigin: where the gateway itself fetches the files of remotes listed with same-origin
 *   entries (in containers, the public gateway); by default this gateway, on the port that took the
 *   request. Never the request's Host header, which the client chooses.
 *   frameFile: the shell's server render bundle (built into shell/server/dist, outside the served
 *   folder); without it pages are painted by the client only.
 *   publicUrl: the site's absolute URL for robots.txt, sitemap.xml, canonical links and JSON-LD
 *   (PUBLIC_URL); without it, http://localhost:<the port this gateway listens on>, never the Host.
 *   organization: the home page's JSON-LD facts; by default the frame bundle's (the shared content).
 *   render: the worker pool's settings for the remotes' server renderers (render/render-pool.mjs).
 */
export function createGateway({ distDir, remotesFile, apiOrigin, assetOrigin, frameFile, publicUrl, organization, render = {} }) {
  const remotes = remoteListReader(remotesFile);
  const frame = frameModule(frameFile);
  const renderFrame = () => frame().then((module) => module?.renderFrame ?? null);
  const organizationFacts = () => (organization ? Promise.resolve(organization) : frame().then((module) => module?.organization ?? null));
  const base = parsePublicUrl(publicUrl);
  const apiJson = jsonCache();
  const renderers = rendererSource();
  const pool = renderPool({ ...render, readDirs: [renderers.dir] });
  const listening = () => server.address()?.port ?? 80;
  if (frameFile) pool.warm(); // pages are rendered only inside the shell's frame
  const renderRoute = pageRenderer({ rendererFile: renderers.rendererFile, render: pool.render });
  const content = contentReader(apiOrigin);
  const serveShell = createStaticHandler(distDir, {
    spaFallback: true,
    transformHtml: async (html, req, res) =>
      composePage(html, {
        req,
        res,
        remotes: remotes(),
        renderFrame,
        renderRoute,
        content,
        assetOrigin,
        apiOrigin,
        organization: await organizationFacts(),
        base: siteUrl(base, listening()),
      }),
  });
  const api = new URL(apiOrigin);
  // Each accepted CSP report also goes to the API's capped collection (issue 23).
  const security = gatewaySecurity({ remotes: () => remotes().list, forward: cspReportForwarder({ apiOrigin }) });

  const server = createHardenedServer(async (req, res) => {
    if (security(req, res)) return; // headers on every response; answers POST /csp-report itself
    const url = req.url ?? '/';
    if (url.length > MAX_URL_LENGTH) return sendStatus(res, 414);
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/')) return proxy(req, res, api);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendStatus(res, 405, { Allow: 'GET, HEAD' });
    const pathname = url.split('?')[0];
    // The admin is never indexed, whatever answers (its pages, its assets, a redirect or a 404 under it).
    if (isAdminPath(url)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const canonical = canonicalPath(pathname, remotes().list);
    if (canonical !== pathname) return redirect(res, canonical + url.slice(pathname.length));
    if (pathname === '/remotes.json') return sendJson(res, remotes().json);
    if (pathname === '/robots.txt') return sendSeo(res, 'text/plain; charset=utf-8', robotsTxt(siteUrl(base, listening())));
    if (pathname === '/sitemap.xml') {
      const hidden = await content.hiddenRoutes();
      const routes = publicRoutes(remotes().list).filter((route) => !hidden.has(route));
      return sendSeo(res, 'application/xml; charset=utf-8', sitemapXml(routes, siteUrl(base, listening()), await pageDates(apiJson, apiOrigin)));
    }
    // A preview link's token is checked by the API before anything renders with it.
    const preview = previewTokenOf(url);
    if (preview !== null && !(await content.previewValid(preview))) return sendPreviewRefused(res);
    if (!(await serveShell(req, res))) sendStatus(res, 404);
  }, 'gateway');
  server.on('close', () => {
    pool.destroy().then(renderers.remove, renderers.remove);
  });
  return server;
}

/**
 * Re-reads the list when the file changes; a broken edit keeps the last good list. Also keeps the
 * list as JSON, safe to inline in a script (scriptSafeJson), for every page and /remotes.json.
 */
function remoteListReader(file) {
  let cached = { mtimeMs: -1, list: [], json: '[]' };
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== cached.mtimeMs) {
        const list = JSON.parse(readFileSync(file, 'utf8'));
        cached = { mtimeMs, list, json: scriptSafeJson(JSON.stringify(list)) };
      }
    } catch (error) {
      logLine('gateway', 'error', `remote list unreadable: ${error.message}`);
    }
    return cached;
  };
}

/** Loads the shell's frame bundle once; without it pages are painted by the client only. */
function frameModule(frameFile) {
  let loading;
  return () => {
    if (!frameFile) return Promise.resolve(null);
    loading ??= import(pathToFileURL(frameFile).href).catch(() => null);
    return loading;
  };
}

/**
 * The HTML of one page: the remote list inlined, preloads of the route's remote (entry, its
 * `./routes` chunks and styles), and the first paint itself: the shell's frame around the page HTML
 * that the remote's own server renderer made from the published content, followed by the data it
 * used (#page-data) for the client to hydrate with. Unknown paths get the not-found page with a 404.
 */
async function composePage(html, { req, res, remotes, renderFrame, renderRoute, content, assetOrigin, apiOrigin, organization, base }) {
  const pathname = new URL(req.url, 'http://x').pathname;
  // The port this gateway listens on (a socket whose client already left has no localPort).
  const origin = assetOrigin ?? `http://127.0.0.1:${req.socket.localPort ?? req.socket.server?.address()?.port}`;
  const owner = remotes.list.find((remote) => remote.routes.some((pattern) => routeMatches(pattern, pathname)));
  const route = owner?.routes.find((pattern) => routeMatches(pattern, pathname));
  const head = siteHead(res, { pathname, remotes, organization, base });
  const frame = await renderFrame();
  const preview = previewTokenOf(req.url); // already checked by the API (see the request handler)
  let page = null;
  if (owner) {
    const rendering = frame ? renderPage({ renderRoute, content, owner, route, origin, pathname, apiOrigin, preview }) : null;
    const [assets, rendered] = await Promise.all([remoteAssets(owner, origin), rendering]);
    page = rendered?.page ?? null;
    const remote = remoteHead(owner, assets, page?.preload);
    head.tags.push(...remote.tags);
    head.preloads.push(...remote.preloads);
  } else {
    res.statusCode = 404;
  }
  if (preview !== null) markPreview(res);
  const body = frame ? safeRender(frame, pathname, owner ? (page?.html ?? '') : null) : '';
  // Data only with its markup: the client hydrates what it finds in #root with it.
  const data = body && page ? pageDataScript(pathname, page.json, cspNonce(res), page.mediaJson) : '';
  const pageHead =
    owner && !isAdminPath(pathname) ? await publicHead(html, { content, pathname, page, base, siteName: organization?.name, preview: preview !== null }) : '';
  const { template, preloads } = parkScriptPreloads(pageHead ? withoutSiteMeta(html) : html);
  return fillTemplate(template, {
    head: pageHead + head.tags.join(''),
    root: `<div id="root">${body}</div>${data}`,
    bodyEnd: parkedPreloads([...preloads, ...head.preloads]),
  });
}

const ROOT = '<div id="root"></div>';

/**
 * The page from the shell's index.html by splicing at its own markers (found in that trusted file,
 * never in inserted text): the head's tags before `</head>`, the page in place of the empty #root,
 * the parked preloads before `</body>`. Nothing inserted is read again, so no text an editor saved
 * (`$&`, `$\``, `</head>`, `</script>`) can move, repeat or cut the page. A marker the file lacks
 * (another app's index.html behind this gateway) gets nothing, as before.
 */
export function fillTemplate(template, { head = '', root = ROOT, bodyEnd = '' }) {
  const headAt = template.indexOf('</head>');
  const rootAt = template.indexOf(ROOT, Math.max(headAt, 0));
  const bodyAt = template.lastIndexOf('</body>');
  const cuts = [
    { at: headAt, insert: head, drop: 0 },
    { at: rootAt, insert: root, drop: ROOT.length },
    { at: bodyAt >= rootAt + ROOT.length ? bodyAt : -1, insert: bodyEnd, drop: 0 },
  ].filter((cut) => cut.at >= 0);
  let html = '';
  let from = 0;
  for (const cut of cuts) {
    html += template.slice(from, cut.at) + cut.insert;
    from = cut.at + cut.drop;
  }
  return html + template.slice(from);
}

/**
 * The route's page from its remote's renderer, for the content revision of now (a cached render when
 * nothing changed). Only the path reaches the renderer: never the query string, cookies or other
 * request headers; a preview adds its (checked) token, and is never cached.
 */
async function renderPage({ renderRoute, content, owner, route, origin, pathname, apiOrigin, preview }) {
  // A render happens once per revision: its reads skip the API's read cache, which another API
  // instance's save may not have reached yet (it follows the stored revision within ~0.5 s).
  const headers = { 'Cache-Control': 'no-cache' };
  if (preview !== null) {
    const context = { apiOrigin, headers: { ...headers, 'X-Preview-Token': preview } };
    return renderRoute({ remote: owner, route, fetchOrigin: origin, pathname, context, preview: true });
  }
  const revision = await content.revision();
  return renderRoute({ remote: owner, route, fetchOrigin: origin, pathname, context: { apiOrigin, headers }, revision });
}

/** Title, description, canonical and share tags of a public page: its SEO settings over its own defaults. */
async function publicHead(html, { content, pathname, page, base, siteName, preview }) {
  const site = siteMeta(html, siteName);
  const seo = (await content.seoSettings()).get(pathname);
  const meta = resolveMeta({ page: page?.head, seo, site });
  return headTags(meta, { base, pathname, siteName: site.name, noindex: preview });
}

/** A preview shows unpublished content: no cache may keep it and no search engine may list it. */
function markPreview(res) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

function sendPreviewRefused(res) {
  markPreview(res);
  res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('This preview link is not valid or has expired. Open a new preview from the dashboard.\n');
}

/** What every page's head gets: the remote list, noindex for the admin, the home page's JSON-LD. */
function siteHead(res, { pathname, remotes, organization, base }) {
  const head = [`<script nonce="${cspNonce(res)}">window.__REMOTES__=${remotes.json}</script>`];
  if (isAdminPath(pathname)) head.push('<meta name="robots" content="noindex">');
  if (pathname === '/' && organization) {
    head.push(`<script type="application/ld+json" nonce="${cspNonce(res)}">${organizationJsonLd(organization, base)}</script>`);
  }
  return { tags: head, preloads: [] };
}

/**
 * The page is painted from its HTML, so the scripts that will hydrate it wait until it is: their
 * module preloads are parked in an inert <template> that the shell's entry moves into the head after
 * the first frame (shell/src/main.ts). Left in the head, the browser fetches AND compiles them while
 * it should be painting: at 4x CPU that made /contact's published heading appear 1.25x later than
 * the same page without scripts (1.05x once parked). Low priority still: the lead image may be loading.
 */
export function parkScriptPreloads(template) {
  const preloads = [];
  const rest = template.replace(/<link rel="modulepreload"[^>]*>\n?/g, (link) => {
    preloads.push(link.trim());
    return '';
  });
  return { template: rest, preloads };
}

/** The <template> of the parked module preloads, low priority (nothing when there are none). */
function parkedPreloads(links) {
  if (!links.length) return '';
  const low = links.map((link) => link.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
  return `<template id="${SCRIPT_PRELOADS_ID}">${low.join('')}</template>`;
}

/** The <template> holding the parked module preloads (the shell's main.ts reads it by this id). */
export const SCRIPT_PRELOADS_ID = 'script-preloads';

/**
 * The route's remote: its entry, its routes' styles and chunks (module preloads, parked until the
 * first paint), and the page's lead image (worked out in the render process: render/lead-image.mjs).
 */
function remoteHead(owner, assets, leadImage) {
  const entry = `${owner.entry}${owner.entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(owner.version)}`;
  const preloads = [`<link rel="modulepreload" href="${entry}" crossorigin>`];
  for (const href of assets.scripts) preloads.push(`<link rel="modulepreload" href="${href}" crossorigin>`);
  const tags = assets.styles.map((href) => `<link rel="stylesheet" href="${href}" crossorigin>`);
  if (leadImage) tags.push(leadImage);
  return { tags, preloads };
}

function safeRender(render, pathname, pageHtml) {
  try {
    return render(pathname, pageHtml);
  } catch (error) {
    logLine('gateway', 'error', `frame render failed: ${error.message}`);
    return '';
  }
}

/**
 * The subset of React Router patterns the remote list uses: exact paths and a trailing `/*`. Paths
 * are canonical here (canonicalPath redirected the others), so `/about/` is not `/about`.
 */
export function routeMatches(pattern, pathname) {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  }
  return pathname === pattern;
}

/**
 * One URL per page: doubled slashes collapsed, a trailing slash dropped (`/` itself kept), and a
 * path in other case than its route (`/About`) lower-cased when that matches a route. Every other
 * form answers 301 to this one, so each page has one address for search engines and one cache entry.
 */
export function canonicalPath(pathname, list) {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path !== path.toLowerCase() && !matchesAnyRoute(path, list) && matchesAnyRoute(path.toLowerCase(), list)) path = path.toLowerCase();
  return path;
}

function matchesAnyRoute(pathname, list) {
  return list.some(
    (remote) => Array.isArray(remote?.routes) && remote.routes.some((pattern) => typeof pattern === 'string' && routeMatches(pattern, pathname)),
  );
}

/**
 * A permanent redirect to a path on this site: never an absolute URL built from the request (the
 * Host is the client's), and a backslash escaped, as browsers read `/\evil.example` as another host.
 */
function redirect(res, location) {
  try {
    res.writeHead(301, { Location: location.replace(/\\/g, '%5C'), 'Content-Type': 'text/plain; charset=utf-8' });
  } catch {
    return sendStatus(res, 400); // Node refuses the header: the path was not a valid URL path
  }
  res.end(`Moved permanently to ${location}\n`);
}

function sendSeo(res, type, body) {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', SEO_CACHE_CONTROL);
  res.end(body);
}

function sendJson(res, json) {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(json);
}

/** Hop-by-hop headers belong to one connection; they are never forwarded, in either direction. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization'];

function endToEnd(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

/**
 * Forwards to the API. This gateway is the edge, so it sets X-Forwarded-For to the real peer
 * (overwriting what a client sent): the API trusts it for rate limits. It proves to the API that it
 * is the gateway with PROXY_SECRET (X-Proxy-Secret; any local process connects from 127.0.0.1 too),
 * and never passes on a client's own X-Proxy-Secret. Whatever the client or the API does (hostile
 * headers, a reset mid-body, no answer), the gateway answers or closes this one connection and goes on.
 */
function proxy(req, res, api) {
  const headers = { ...endToEnd(req.headers), host: api.host };
  // What the API may believe about the client comes from this edge alone, never from the client:
  // the API trusts these headers because PROXY_SECRET proves they come from here.
  for (const name of ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-proxy-secret']) delete headers[name];
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = isHttps(req) ? 'https' : 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (process.env.PROXY_SECRET) headers['x-proxy-secret'] = process.env.PROXY_SECRET;
  if (req.headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked';
  let upstream;
  try {
    upstream = httpRequest({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers, timeout: API_TIMEOUT_MS });
  } catch {
    // Node refuses to send what it considers an invalid path or header value: the request is bad.
    return sendStatus(res, 400);
  }
  upstream.on('response', (answer) => relayAnswer(answer, res));
  upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('API timeout'), { code: 'ETIMEDOUT' })));
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy();
    const status = error.code === 'ETIMEDOUT' ? 504 : 503;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ statusCode: status, message: 'The content service is unavailable. Please try again shortly.' }));
  });
  pipeline(req, upstream, (error) => {
    if (error && !res.headersSent) logLine('gateway', 'warn', `request to the API not completed: ${error.code ?? error.message}`);
  });
}

/**
 * Sends the API's answer on. This runs in an event handler, outside the request's error guard, so
 * nothing here may throw: the client may already be gone (Node 24's pipeline throws on a destroyed
 * destination) or the API may send a header Node refuses to repeat.
 */
function relayAnswer(answer, res) {
  if (res.destroyed) return void answer.resume();
  try {
    res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
    pipeline(answer, res, () => undefined);
  } catch (error) {
    logLine('gateway', 'warn', `API answer not relayed: ${error.code ?? error.message}`);
    answer.resume();
    res.destroy();
  }
}

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createGateway({
    distDir: process.env.SHELL_DIST ?? path.join(here, '../dist'),
    remotesFile: process.env.REMOTES_FILE ?? path.join(here, '../../.run/remotes.json'),
    apiOrigin: process.env.API_URL ?? 'http://127.0.0.1:3000',
    assetOrigin: process.env.REMOTE_ASSET_ORIGIN,
    // SHELL_FRAME='' turns the first-paint render off (the monolith bench serves another app).
    frameFile: process.env.SHELL_FRAME ?? path.join(here, 'dist/render-frame.js'),
    publicUrl: process.env.PUBLIC_URL,
  });
  try {
    await listen(server, port, host, 'the gateway');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  logLine('gateway', 'log', `site on http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error?.stack ?? String(error));
    process.exit(1);
  });
}
