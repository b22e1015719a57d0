import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { TraceExport } from '../../src/platform/tracing/trace-export.js';
import type { AuditEntry } from '@pharma/shared/content';
import { chainMac } from '../../src/platform/audit/audit-chain.js';
import type { AuditData } from '../../src/platform/audit/schema/audit.schema.js';
import { featureStores } from '../helpers/store-targets.js';
import { TEST_PASSWORD, TEST_USER, createTestApp, type TestApp } from '../helpers/test-app.js';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

type LogLine = Record<string, unknown> & { level: string; message: string; trace_id?: string };

describe.each(featureStores())('one trace id per request: log lines, audit entries, error answers (%s store)', (storeName) => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const logTo = new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...String(chunk)
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as LogLine),
      );
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp(storeName, { logTo });
  });
  afterAll(() => t.close());

  const linesOf = (traceId: string) => lines.filter((line) => line.trace_id === traceId);

  it("keeps the trace id of the gateway's traceparent in the request's audit entry, chained under the trail's MAC", async () => {
    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).set('traceparent', TRACEPARENT).send({ title: 'Traced title' }).expect(200);
    const trail = (await request(t.http).get('/api/audit?action=update&limit=1').set('Authorization', t.auth).expect(200)).body.data as AuditEntry[];
    expect(trail[0]).toMatchObject({ detail: 'PUT /api/cms/about/hero', traceId: TRACE_ID });
    expect((await request(t.http).post('/api/audit/verify').set('Authorization', t.auth).expect(200)).body.ok).toBe(true);
  });

  it('answers an error with its reference, the trace id, and logs the refusal with it (method, path without the query, status)', async () => {
    const refused = await request(t.http)
      .put('/api/cms/about/hero?token=secret-in-query')
      .set('Authorization', t.auth)
      .set('traceparent', TRACEPARENT)
      .send({ title: 5 })
      .expect(400);
    expect(refused.body.reference).toBe(TRACE_ID);
    const logged = linesOf(TRACE_ID).find((line) => line.level === 'warn');
    expect(logged).toMatchObject({ service: 'api', req: { method: 'PUT', path: '/api/cms/about/hero' }, res: { statusCode: 400 } });
    expect(logged?.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(lines)).not.toContain('secret-in-query');
  });

  it('starts a trace of its own for a request without one (a malformed traceparent counts as none)', async () => {
    const first = await request(t.http).get('/api/cms/about/nope').expect(404);
    const second = await request(t.http)
      .get('/api/cms/about/nope')
      .set('traceparent', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`)
      .expect(404);
    expect(first.body.reference).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body.reference).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body.reference).not.toBe(first.body.reference);
    expect(linesOf(first.body.reference as string)).toHaveLength(1);
  });

  it("never logs a password, a session or a person's address, whatever the request carried", async () => {
    await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: 'wrong-password' }).expect(401);
    await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD }).expect(200);
    await request(t.http).get('/api/users/nope').set('Authorization', t.auth).set('Cookie', 'admin_session=cookie-value').expect(404);
    const requests = lines.filter((line) => line.req);
    expect(requests.length).toBeGreaterThan(3);
    const all = JSON.stringify(requests);
    for (const secret of ['wrong-password', TEST_PASSWORD, t.auth.replace('Bearer ', ''), 'cookie-value', '127.0.0.1', 'remoteAddress', 'headers']) {
      expect(all.includes(secret) ? secret : null).toBeNull();
    }
  });
});

describe('OpenTelemetry export (OTEL_EXPORTER_OTLP_ENDPOINT set), with an in-memory exporter', () => {
  let t: TestApp;
  const exported = new InMemorySpanExporter();
  const traceExport = new TraceExport(new SimpleSpanProcessor({ exporter: exported }));
  /** The spans ended so far; a span ends when its answer's 'close' comes, a moment after the client has it. */
  const spans = async (count: number) => {
    for (let tries = 0; tries < 50 && exported.getFinishedSpans().length < count; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    await traceExport.flush();
    return exported.getFinishedSpans();
  };

  beforeAll(async () => {
    t = await createTestApp('embedded', { traceExport });
  });
  afterAll(() => t.close());

  it("exports one server span per request, child of the caller's span, with the ids the answer and the trail carry", async () => {
    exported.reset();
    const refused = await request(t.http)
      .put('/api/cms/about/hero')
      .set('Authorization', t.auth)
      .set('traceparent', TRACEPARENT)
      .send({ title: 5 })
      .expect(400);
    const started = await request(t.http).get('/api/cms/about/hero').expect(200);
    const [first, second] = await spans(2);
    expect(first).toMatchObject({ name: 'PUT /api/cms/about/hero', kind: SpanKind.SERVER, attributes: { 'http.response.status_code': 400 } });
    expect(first!.spanContext().traceId).toBe(TRACE_ID);
    expect(first!.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(refused.body.reference).toBe(TRACE_ID);
    // A request without a traceparent starts the trace: a root span, whose trace id is the request's.
    expect(second).toMatchObject({ name: 'GET /api/cms/about/hero', attributes: { 'http.response.status_code': 200 } });
    expect(second!.parentSpanContext).toBeUndefined();
    expect(second!.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(started.status).toBe(200);
  });
});

describe("the audit chain's MAC covers an entry's trace id", () => {
  const entry = {
    seq: 1,
    at: '2026-11-28T10:00:00.000Z',
    actor: 'maya',
    role: 'Editor',
    ip: '',
    userAgent: '',
    action: 'update',
    page: 'about',
    collection: 'about_hero',
    documentId: 'main',
    changes: [],
    outcome: 'success',
    detail: 'PUT /api/cms/about/hero',
    intent: null,
  } as unknown as Omit<AuditData, 'hash' | 'prevHash'>;

  it('an entry without one hashes as entries did before trace ids; a trace id changed or removed no longer matches', () => {
    const without = chainMac('secret', '0'.repeat(64), entry);
    const traced = chainMac('secret', '0'.repeat(64), { ...entry, traceId: TRACE_ID });
    expect(traced).not.toBe(without);
    expect(chainMac('secret', '0'.repeat(64), { ...entry, traceId: TRACE_ID.replace('4', '5') })).not.toBe(traced);
    // The keyed rule as written before trace ids existed: a trail from then still verifies.
    const fields = [1, entry.at, 'maya', 'Editor', '', '', 'update', 'about', 'about_hero', 'main', [], 'success', 'PUT /api/cms/about/hero'];
    const before = createHmac('sha256', 'secret')
      .update('0'.repeat(64))
      .update('\n')
      .update(JSON.stringify(['hmac-sha256', JSON.stringify(fields), null]))
      .digest('hex');
    expect(without).toBe(before);
  });
});
