import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { promtoolProblems } from '@pharma/shared/server/promtool-check';
import request from 'supertest';
import { MetricsEndpoint } from '../../src/platform/metrics/metrics-endpoint.service.js';
import { Metrics } from '../../src/platform/metrics/metrics.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const TOKEN = 'metrics-token-for-the-test';

/** One series' value from a scrape, by its exact label set as Prometheus prints it. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Prometheus metrics: on their own port (token-protected here), labelled by route template, never on the API's port. */
describe('the API metrics', () => {
  let t: TestApp;
  let metricsUrl: string;
  const scrape = async () => {
    const answer = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text();
  };

  beforeAll(async () => {
    // Seven sign-ins a minute: the helper's own, five failures, the locked one; the eighth is rate-limited.
    t = await createTestApp('embedded', { env: { METRICS_TOKEN: TOKEN, LOGIN_RATE_LIMIT: '7', LOGIN_LOCKOUT_THRESHOLD: '5' } });
    metricsUrl = `http://127.0.0.1:${t.app.get(MetricsEndpoint).port()}/metrics`;
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts requests by route template, method and status, never by the raw path', async () => {
    await request(t.http).get('/api/cms/about/hero').expect(200);
    await request(t.http).get('/api/cms/about/hero').expect(200); // the second is a read-cache hit
    await request(t.http).get('/api/cms/about/leadership/not%20an%20id').expect(400);
    await request(t.http).get('/api/no-such-route/42').expect(404);
    const text = await scrape();
    expect(sample(text, 'http_requests_total{route="/api/cms/about/hero",method="GET",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{route="/api/cms/about/leadership/:id",method="GET",status="400"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="unmatched",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{route="/api/cms/about/hero",method="GET",status="200"}')).toBe(2);
    expect(text).not.toContain('not an id');
    expect(text).not.toContain('no-such-route');
  });

  it('times audit appends and store operations, and has the Node defaults', async () => {
    const text = await scrape();
    expect(sample(text, 'api_audit_append_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0); // the sign-in is audited
    expect(sample(text, 'api_store_operation_duration_seconds_count{operation="findById"}')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE api_refusals_total counter');
    expect(text).toContain('# TYPE api_store_errors_total counter');
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts the sign-in lockout and the rate limit as refusals, by reason', async () => {
    const attempt = () => request(t.http).post('/api/auth/login').send({ username: 'somebody', password: 'wrong' });
    for (let i = 0; i < 5; i++) await attempt().expect(401);
    expect((await attempt().expect(429)).body.message).toMatch(/failed sign-ins/);
    expect((await attempt().expect(429)).body.message).toMatch(/Too many requests/);
    const text = await scrape();
    expect(sample(text, 'api_refusals_total{reason="sign_in_lockout"}')).toBe(1);
    expect(sample(text, 'api_refusals_total{reason="rate_limit_login"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="/api/auth/login",method="POST",status="429"}')).toBe(2);
  });

  it('passes promtool check metrics', async () => {
    expect(promtoolProblems(await scrape())).toBe('');
  });

  it('asks for the token, and the public app has no /metrics', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    await request(t.http).get('/metrics').expect(404);
    await request(t.http).get('/api/metrics').expect(404);
  });

  it('with METRICS=off counts nothing and serves no metrics (the baseline bench:load compares against)', async () => {
    const off = await createTestApp('embedded', { env: { METRICS: 'off' } });
    try {
      expect(off.app.get(MetricsEndpoint).port()).toBe(0);
      await request(off.http).get('/api/cms/about/hero').expect(200);
      expect(
        sample(await off.app.get(Metrics).registry.metrics(), 'http_requests_total{route="/api/cms/about/hero",method="GET",status="200"}'),
      ).toBeUndefined();
      expect(sample(await off.app.get(Metrics).registry.metrics(), 'api_store_operation_duration_seconds_count{operation="findById"}')).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
