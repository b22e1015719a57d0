#!/usr/bin/env node
// The site's one public origin: serves the shell, answers /remotes.json from a file that ops can
// edit at any time (no shell rebuild to move or upgrade a remote), proxies /api and /uploads to
// the API, and composes each page (compose/): the remote list inlined, a preload of the current
// route's remote so the browser fetches its entry in parallel with the shell's own boot, and the
// first paint rendered on the server.
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MAX_URL_LENGTH, createHardenedServer, createStaticHandler, listen, logLine, sendStatus } from '@pharma/shared/server';
import { currentTrace, traceparentOf } from '@pharma/shared/server/trace-context';
import { jsonCache } from './cached-json.mjs';
import { OTHER_ROUTE, countRequests, countedRenders, gatewayMetrics, noteRoute } from './gateway-metrics.mjs';
import { remoteAssets } from './remote-assets.mjs';
import { pageRenderer } from './render/page-renderer.mjs';
import { renderPool } from './render/render-pool.mjs';
import { rendererSource } from './render/renderer-source.mjs';
import { cspReportForwarder, renderFailureForwarder } from './csp-forward.mjs';
import { gatewaySecurity, isAdminPath, isHttps } from '@pharma/shared/server/security-headers';
import { createMetricsServer, metricsSettings } from '@pharma/shared/server/metrics-server';
import { SEO_CACHE_CONTROL, pageDates, parsePublicUrl, publicRoutes, robotsTxt, siteUrl, sitemapXml } from './seo.mjs';
import { contentReader, previewTokenOf } from './content-state.mjs';
import { composePage } from './compose/compose-page.mjs';
import { sendComposed, sendPreviewRefused } from './compose/page-answer.mjs';
import { isPageRequest, pageRequest } from './compose/page-request.mjs';
import { renderPage } from './compose/render-page.mjs';
import { remoteListFile } from './compose/remote-list-file.mjs';
import { liveRegistry } from './compose/live-registry.mjs';
import { remotesFor } from './compose/remotes-for.mjs';
import { reportKeyFrom } from './compose/report-token.mjs';
import { matchRoute } from './compose/route-match.mjs';
import { ONLY_DEFAULT_LANGUAGE, locatePath, pageLanguage } from './compose/page-language.mjs';
import { shellTemplate } from './compose/shell-template.mjs';
/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */
/** @import { PageLanguages } from '@pharma/shared/content' */
/** @import { RemoteList } from './compose/remote-list-file.mjs' */
/** @import { PageSources } from './compose/compose-page.mjs' */
/** @import { ChromeAnswers, RenderFrame } from './compose/page-root.mjs' */
/** @import { Organization } from './compose/site-head.mjs' */

// The page pipeline's pieces that callers and tests know by the gateway's name.
export { fillTemplate, SCRIPT_PRELOADS_ID } from './compose/fill-template.mjs';
export { parkScriptPreloads } from './compose/shell-template.mjs';
export { canonicalPath, routeMatches } from './compose/route-match.mjs';

/** Answers that name the remotes a visitor gets, besides pages: they read the registry as it is now. */
const FRESH_PATHS = new Set(['/remotes.json', '/sitemap.xml']);

/** How long the gateway waits on the API before answering 504 (uploads included). */
const API_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} GatewayOptions
 * @property {string} distDir  the shell's build (its index.html is every page's template)
 * @property {string} remotesFile  the remote list file (compose/remote-list-file.mjs)
 * @property {string} apiOrigin
 * @property {string} [assetOrigin]  where the gateway itself fetches the files of remotes listed with
 *   same-origin entries (in containers, the public gateway); by default this gateway, on the port that
 *   took the request. Never the request's Host header, which the client chooses.
 * @property {string} [frameFile]  the shell's server render bundle (built into shell/server/dist,
 *   outside the served folder); without it pages are painted by the client only.
 * @property {string} [publicUrl]  the site's absolute URL for robots.txt, sitemap.xml, canonical links
 *   and JSON-LD (PUBLIC_URL); without it, http://localhost:<the port this gateway listens on>, never the Host.
 * @property {Organization} [organization]  the home page's JSON-LD facts; by default the frame bundle's
 *   (the shared content).
 * @property {import('./render/render-pool.mjs').RenderPoolOptions} [render]  the process pool's settings
 *   for the remotes' server renderers (render/render-pool.mjs).
 * @property {number} [reportSample]  the share (0-1) of successful remote loads browsers report
 *   (REMOTE_REPORT_SAMPLE); unset, every load.
 * @property {Buffer | null} [reportKey]  signs each page's assignment for its load reports
 *   (compose/report-token.mjs); by default from REMOTE_REPORT_SECRET or PROXY_SECRET.
 * @property {import('./gateway-metrics.mjs').GatewayMetrics} [metrics]  what the gateway counts into
 *   (served on the metrics port by main); by default a registry of its own that nobody serves.
 * @property {boolean} [countRequests]  false (METRICS=off): requests are not counted nor timed
 */

/**
 * @param {GatewayOptions} options
 * @returns {Server}
 */
export function createGateway({
  distDir,
  remotesFile,
  apiOrigin,
  assetOrigin,
  frameFile,
  publicUrl,
  organization,
  render = {},
  reportSample,
  reportKey = reportKeyFrom(process.env),
  metrics = gatewayMetrics(),
  countRequests: counted = true,
}) {
  const base = parsePublicUrl(publicUrl);
  const content = contentReader(apiOrigin);
  const renderers = rendererSource();
  const pool = renderPool({ ...render, readDirs: [renderers.dir], onRestart: (reason) => metrics.restarts.inc({ reason }) });
  metrics.watchQueue(pool.queueLength);
  if (frameFile) pool.warm(); // pages are rendered only inside the shell's frame
  const frame = frameModule(frameFile);
  const forwardFailure = renderFailureForwarder({ apiOrigin });
  const renderRoute = countedRenders(
    pageRenderer({
      rendererFile: renderers.rendererFile,
      render: pool.render,
      onFailure: (failure) => {
        metrics.renderFailures.inc({ reason: failure.reason });
        forwardFailure(failure);
      },
    }),
    metrics,
  );
  const site = () => siteUrl(base, portOf(server));
  /** @type {PageSources['remote']} */
  const remote = { render: (page) => renderPage({ renderRoute, content, apiOrigin }, page), assets: remoteAssets };
  /** @returns {Promise<PageSources>} */
  const pageSources = async () => {
    const [module, answers] = await Promise.all([frame(), content.siteChrome()]);
    return {
      frame: async () => module?.renderFrame ?? null,
      remote,
      site: {
        // The footer's published social links are the organization's profiles.
        organization: organization ?? module?.organizationOf?.(answers) ?? module?.organization ?? null,
        base: site(),
        reportSample,
        reportKey,
      },
      seo: content,
      chrome: async () => ({ answers, data: module?.siteChromeData?.(answers) ?? null }),
    };
  };
  const server = createHardenedServer(
    gatewayHandler({
      remotesOf: remotesFor({ fileList: remoteListFile(remotesFile), registry: liveRegistry(apiOrigin) }),
      // Each accepted CSP report also goes to the API's capped collection, where every gateway's reports meet.
      security: gatewaySecurity({ forward: cspReportForwarder({ apiOrigin }) }),
      pages: { template: shellTemplate(path.join(distDir, 'index.html')), assetOrigin, sources: pageSources },
      serveAssets: createStaticHandler(distDir),
      content,
      apiOrigin,
      apiJson: jsonCache(),
      site,
    }),
    'gateway',
  );
  if (counted) countRequests(server, metrics);
  server.on('close', () => {
    pool.destroy().then(renderers.remove, renderers.remove);
  });
  return server;
}

/**
 * The port a server listens on (80 before it listens).
 * @param {Server} server
 */
function portOf(server) {
  const address = server.address();
  return (typeof address === 'object' ? address?.port : undefined) ?? 80;
}

/**
 * @typedef {object} GatewayParts
 * @property {(req: IncomingMessage, res: ServerResponse, options: { fresh: boolean }) => Promise<RemoteList>} remotesOf  which remote list a
 *   request gets (compose/remotes-for.mjs)
 * @property {ReturnType<typeof gatewaySecurity>} security
 * @property {PageParts} pages
 * @property {import('@pharma/shared/server').PageHandler} serveAssets  the shell's files as they are
 * @property {ReturnType<typeof contentReader>} content
 * @property {string} apiOrigin
 * @property {(url: string) => Promise<unknown>} apiJson  the API's JSON, kept a few seconds (cached-json.mjs)
 * @property {() => string} site  the site's absolute URL
 */

/**
 * Every request, in order: its remote list, the security headers, the API, then the gateway's own
 * answers (one URL per page, the list, robots and sitemap), a preview's check, pages, files.
 * @param {GatewayParts} parts
 */
function gatewayHandler({ remotesOf, security, pages, serveAssets, content, apiOrigin, apiJson, site }) {
  const api = new URL(apiOrigin);
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  return async (req, res) => {
    const url = req.url ?? '/';
    const toApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
    const page = !toApi && isPageRequest(url);
    // Pages (and the list and sitemap) follow the registry as it is now; files and the API need only its last read.
    const reading = req.method === 'GET' || req.method === 'HEAD';
    const fresh = !toApi && reading && (page || FRESH_PATHS.has(url.split('?')[0]));
    const remotes = await remotesOf(req, res, { fresh });
    if (security(req, res, remotes.list)) return; // headers on every response; answers POST /csp-report itself
    if (url.length > MAX_URL_LENGTH) return sendStatus(res, 414);
    if (toApi) {
      noteRoute(res, 'api');
      return proxy(req, res, api);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendStatus(res, 405, { Allow: 'GET, HEAD' });
    const pathname = url.split('?')[0];
    // The admin is never indexed, whatever answers (its pages, its assets, a redirect or a 404 under it).
    if (isAdminPath(url)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // A page's path may start with a language of the site (`/de/about`); the API says which ones it has.
    const languages = page ? await content.languages() : ONLY_DEFAULT_LANGUAGE;
    const located = locatePath(languages, pathname, remotes.list);
    if (located.canonical !== pathname) return redirect(res, located.canonical + url.slice(pathname.length));
    if (pathname === '/remotes.json') return sendJson(res, remotes.json);
    if (pathname === '/robots.txt') return sendSeo(res, 'text/plain; charset=utf-8', robotsTxt(site()));
    if (pathname === '/sitemap.xml') return sendSitemap(res, { remotes, content, apiJson, apiOrigin, base: site() });
    // A preview link's token is read once, here, and checked by the API before anything renders with it.
    const preview = previewTokenOf(url);
    if (preview !== null && !(await content.previewValid(preview))) return sendPreviewRefused(res);
    if (page) noteRoute(res, matchRoute(remotes.list, located.path)?.route ?? 'page:unmatched');
    if (page && (await servePage(req, res, { remotes, preview, languages, located }, pages))) return;
    noteRoute(res, 'asset'); // before serving: a small file may be sent in full before serveAssets resolves
    if (await serveAssets(req, res)) return;
    noteRoute(res, OTHER_ROUTE);
    sendStatus(res, 404);
  };
}

/**
 * @typedef {object} PageParts
 * @property {() => Promise<import('./compose/shell-template.mjs').ShellTemplate | null>} template
 * @property {string | undefined} assetOrigin
 * @property {() => Promise<PageSources>} sources  what the pipeline reads besides the request (compose-page.mjs)
 */

/**
 * A page, composed for the request's remote list from the shell's template (compose/), for a URL
 * that names no file (isPageRequest). False when the shell has no index.html.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ remotes: RemoteList, preview: string | null, languages: PageLanguages, located: { locale: string, path: string } }} given
 *   the request's remote list, its preview token (already checked by the API), the site's languages
 *   and the path's (locatePath)
 * @param {PageParts} pages
 */
async function servePage(req, res, { remotes, preview, languages, located }, { template, assetOrigin, sources }) {
  const shell = await template();
  if (!shell) return false;
  const request = pageRequest(req, res, { remotes, preview, assetOrigin, ...pageLanguage(languages, located.locale, located.path) });
  const page = await composePage(request, shell, await sources());
  return sendComposed(req, res, { ...page, preview: request.preview !== null, lang: request.language.lang });
}

/**
 * The request's remote list's exact public routes, less those hidden from search engines, with each
 * one's last change when the API says, in each language that has its page.
 * @param {ServerResponse} res
 * @param {{ remotes: RemoteList, content: ReturnType<typeof contentReader>, apiJson: (url: string) => Promise<unknown>, apiOrigin: string, base: string }} sources
 */
async function sendSitemap(res, { remotes, content, apiJson, apiOrigin, base }) {
  const hidden = await content.hiddenRoutes();
  const routes = publicRoutes(remotes.list).filter((route) => !hidden.has(route));
  const [dates, languages] = await Promise.all([pageDates(apiJson, apiOrigin), content.languages()]);
  return sendSeo(res, 'application/xml; charset=utf-8', sitemapXml(routes, base, dates, languages));
}

/**
 * The shell's frame bundle (src/frame/render-frame.tsx): its frame renderer and the organization's facts.
 * @typedef {{
 *   renderFrame?: RenderFrame,
 *   organization?: Organization,
 *   organizationOf?: (chrome: ChromeAnswers | null) => Organization,
 *   siteChromeData?: (chrome: ChromeAnswers | null) => string | null,
 * }} FrameModule
 */

/**
 * Loads the shell's frame bundle once; without it pages are painted by the client only.
 * @param {string | undefined} frameFile
 * @returns {() => Promise<FrameModule | null>}
 */
function frameModule(frameFile) {
  /** @type {Promise<FrameModule | null> | undefined} */
  let loading;
  return () => {
    if (!frameFile) return Promise.resolve(null);
    loading ??= import(pathToFileURL(frameFile).href).catch(() => null);
    return loading;
  };
}

/**
 * A permanent redirect to a path on this site: never an absolute URL built from the request (the
 * Host is the client's), and a backslash escaped, as browsers read `/\evil.example` as another host.
 * @param {ServerResponse} res
 * @param {string} location
 */
function redirect(res, location) {
  try {
    res.writeHead(301, { Location: location.replace(/\\/g, '%5C'), 'Content-Type': 'text/plain; charset=utf-8' });
  } catch {
    return sendStatus(res, 400); // Node refuses the header: the path was not a valid URL path
  }
  res.end(`Moved permanently to ${location}\n`);
}

/**
 * @param {ServerResponse} res
 * @param {string} type
 * @param {string} body
 */
function sendSeo(res, type, body) {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', SEO_CACHE_CONTROL);
  res.end(body);
}

/**
 * @param {ServerResponse} res
 * @param {string} json
 */
function sendJson(res, json) {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(json);
}

/** Hop-by-hop headers belong to one connection; they are never forwarded, in either direction. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization'];

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {import('node:http').IncomingHttpHeaders}
 */
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
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} api
 */
function proxy(req, res, api) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const headers = { ...endToEnd(req.headers), host: api.host };
  // What the API may believe about the client comes from this edge alone, never from the client:
  // the API trusts these headers because PROXY_SECRET proves they come from here.
  for (const name of ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-proxy-secret']) delete headers[name];
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = isHttps(req) ? 'https' : 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (process.env.PROXY_SECRET) headers['x-proxy-secret'] = process.env.PROXY_SECRET;
  if (req.headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked';
  const trace = currentTrace();
  if (trace) headers.traceparent = traceparentOf(trace);
  let upstream;
  try {
    upstream = httpRequest({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers, timeout: API_TIMEOUT_MS });
  } catch {
    // Node refuses to send what it considers an invalid path or header value: the request is bad.
    return sendStatus(res, 400);
  }
  upstream.on('response', (answer) => relayAnswer(answer, res));
  upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('API timeout'), { code: 'ETIMEDOUT' })));
  upstream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    if (res.headersSent) return res.destroy();
    const status = error.code === 'ETIMEDOUT' ? 504 : 503;
    // The request's trace named outright: an event of the upstream socket may run outside the request's context.
    logLine('gateway', 'warn', `API unreachable: ${error.code ?? error.message}`, trace ? { trace_id: trace.traceId } : {});
    res.writeHead(status, { 'Content-Type': 'application/json' });
    const message = 'The content service is unavailable. Please try again shortly.';
    res.end(JSON.stringify({ statusCode: status, message, ...(trace ? { reference: trace.traceId } : {}) }));
  });
  pipeline(req, upstream, (error) => {
    if (error && !res.headersSent) logLine('gateway', 'warn', `request to the API not completed: ${error.code ?? error.message}`);
  });
}

/**
 * Sends the API's answer on. This runs in an event handler, outside the request's error guard, so
 * nothing here may throw: the client may already be gone (Node 24's pipeline throws on a destroyed
 * destination) or the API may send a header Node refuses to repeat.
 * @param {IncomingMessage} answer
 * @param {ServerResponse} res
 */
function relayAnswer(answer, res) {
  if (res.destroyed) return void answer.resume();
  try {
    res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
    pipeline(answer, res, () => undefined);
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    logLine('gateway', 'warn', `API answer not relayed: ${error.code ?? error.message}`);
    answer.resume();
    res.destroy();
  }
}

/**
 * REMOTE_REPORT_SAMPLE: a share of successful remote loads (0 < s <= 1); anything else refuses the start.
 * @param {string | undefined} value
 */
function reportSampleFrom(value) {
  if (value === undefined || value === '') return undefined;
  const sample = Number(value);
  if (!(sample > 0 && sample <= 1)) throw new Error(`REMOTE_REPORT_SAMPLE must be a share above 0 and at most 1, got "${value}"`);
  return sample;
}

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const metrics = gatewayMetrics();
  const metricsAt = metricsSettings(process.env, port);
  const metricsServer = metricsAt.enabled ? createMetricsServer({ registry: metrics.registry, token: metricsAt.token }) : null;
  const server = createGateway({
    distDir: process.env.SHELL_DIST ?? path.join(here, '../../dist'),
    remotesFile: process.env.REMOTES_FILE ?? path.join(here, '../../../.run/remotes.json'),
    apiOrigin: process.env.API_URL ?? 'http://127.0.0.1:3000',
    assetOrigin: process.env.REMOTE_ASSET_ORIGIN,
    // SHELL_FRAME='' turns the first-paint render off (the monolith bench serves another app).
    frameFile: process.env.SHELL_FRAME ?? path.join(here, '../dist/render-frame.js'),
    publicUrl: process.env.PUBLIC_URL,
    reportSample: reportSampleFrom(process.env.REMOTE_REPORT_SAMPLE),
    metrics,
    countRequests: metricsAt.enabled,
  });
  try {
    await listen(server, port, host, 'the gateway');
    if (metricsServer) await listen(metricsServer, metricsAt.port, metricsAt.host, "the gateway's metrics");
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
  const metricsAnswer = metricsServer ? `metrics on http://${metricsAt.host}:${metricsAt.port}/metrics` : 'no metrics (METRICS=off)';
  logLine('gateway', 'log', `site on http://localhost:${port}, ${metricsAnswer}`);
  const stop = () => {
    metricsServer?.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error?.stack ?? String(error));
    process.exit(1);
  });
}
