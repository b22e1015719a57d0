import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createMetricsServer, metricsSettings } from '@pharma/shared/server/metrics-server';
import { promtoolProblems } from '@pharma/shared/server/promtool-check';
import { createGateway } from './gateway.mjs';
import { gatewayMetrics } from './gateway-metrics.mjs';

const TOKEN = 'gateway-metrics-token';

/** The team remote's server renderer, pinned by its release (the gateway runs only the pinned bytes). */
const TEAM_RENDERER = `export async function render(pathname) {
  return pathname === '/team' ? { html: '<h1>Team</h1>', data: {}, head: { title: 'Team', description: 'The team' } } : null;
}`;
const sri = (source) => `sha384-${createHash('sha384').update(source).digest('base64')}`;

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** One series' value from a scrape, by its exact label set as Prometheus prints it. */
function sample(text, series) {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("the gateway's metrics", () => {
  let api;
  let remote;
  let gateway;
  let metricsServer;
  let base;
  let metricsUrl;

  beforeAll(async () => {
    api = createServer((req, res) => {
      res.statusCode = req.url.endsWith('/bad') ? 400 : 200;
      res.setHeader('Content-Type', 'application/json');
      // One content revision throughout: the second render of a route is a cache hit.
      res.end(req.url === '/api/cms/revision' ? '{"revision":"r1"}' : '{}');
    });
    const apiPort = await listen(api);
    remote = createServer((req, res) => {
      if (req.url !== '/server/render.mjs') return void res.writeHead(404).end();
      res.setHeader('Content-Type', 'text/javascript');
      res.end(TEAM_RENDERER);
    });
    const remotePort = await listen(remote);
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-metrics-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<html><head><title>Site</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dir, 'dist/app.js'), 'console.log(1);');
    writeFileSync(path.join(dir, 'frame.mjs'), 'export const renderFrame = (p, html) => `<main>${html ?? "Not found"}</main>`;');
    const remotes = [
      {
        name: 'mf_team',
        entry: `http://127.0.0.1:${remotePort}/remoteEntry.js`,
        routes: ['/team', '/docs/*'],
        version: '1.0.0',
        integrity: { entry: 'sha384-entry', renderer: sri(TEAM_RENDERER) },
      },
    ];
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
    const metrics = gatewayMetrics();
    gateway = createGateway({
      distDir: path.join(dir, 'dist'),
      remotesFile: path.join(dir, 'remotes.json'),
      apiOrigin: `http://127.0.0.1:${apiPort}`,
      frameFile: path.join(dir, 'frame.mjs'),
      // A render process can take over a second to start on a loaded machine: not what this measures.
      render: { budgetMs: 8000 },
      metrics,
    });
    base = `http://127.0.0.1:${await listen(gateway)}`;
    // As main() serves them: the same registry, on a port of its own.
    metricsServer = createMetricsServer({ registry: metrics.registry, token: TOKEN });
    metricsUrl = `http://127.0.0.1:${await listen(metricsServer)}/metrics`;
  });

  afterAll(() => {
    api.close();
    remote.close();
    gateway.close();
    metricsServer.close();
  });

  const scrape = async () => {
    const answer = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it("counts requests by route kind: a page's route template, the API proxy, files, other; never the raw path", async () => {
    expect(await (await fetch(`${base}/team`)).text()).toContain('<h1>Team</h1>');
    expect(await (await fetch(`${base}/team`)).text()).toContain('<h1>Team</h1>'); // from the render cache
    expect((await fetch(`${base}/docs/42`)).status).toBe(200);
    expect((await fetch(`${base}/api/cms/about/leadership/12345/bad`)).status).toBe(400);
    expect((await fetch(`${base}/app.js`)).status).toBe(200);
    expect((await fetch(`${base}/missing-file.txt`)).status).toBe(404);
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    const text = await scrape();
    expect(sample(text, 'http_requests_total{route="/team",method="GET",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{route="/docs/*",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="api",method="GET",status="400"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="asset",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="other",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="page:unmatched",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{route="/team",method="GET",status="200"}')).toBe(2);
    for (const raw of ['12345', '/docs/42', 'missing-file', 'no-such-page']) expect(text).not.toContain(raw);
  });

  it("has the render pool's and Node's metrics, and passes promtool check metrics", async () => {
    const text = await scrape();
    expect(sample(text, 'gateway_render_queue_length')).toBe(0);
    expect(sample(text, 'gateway_render_cache_requests_total{result="hit"}')).toBe(1);
    expect(sample(text, 'gateway_page_render_duration_seconds_count{from="render"}')).toBeGreaterThanOrEqual(1);
    for (const name of [
      'gateway_page_render_duration_seconds histogram',
      'gateway_render_cache_requests_total counter',
      'gateway_render_failures_total counter',
      'gateway_render_process_restarts_total counter',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(promtoolProblems(text)).toBe('');
  });

  it('asks for the token; the public port has no /metrics', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(metricsUrl.replace('/metrics', '/'), { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    const publicAnswer = await fetch(`${base}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain('http_requests_total');
  });

  it('takes its port, address and token from the environment: PORT + 900 on loopback by default', () => {
    expect(metricsSettings({}, 8080)).toEqual({ port: 8980, host: '127.0.0.1', token: undefined, enabled: true });
    expect(metricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 't' }, 8080)).toEqual({
      port: 9464,
      host: '0.0.0.0',
      token: 't',
      enabled: true,
    });
    expect(metricsSettings({ METRICS: 'off' }, 8080).enabled).toBe(false);
    expect(() => metricsSettings({ METRICS_PORT: 'x' }, 8080)).toThrow(/METRICS_PORT/);
    expect(() => metricsSettings({ METRICS: 'no' }, 8080)).toThrow(/METRICS must be on or off/);
  });
});
