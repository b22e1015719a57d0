import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { continueTrace, currentTrace, runInTrace, startTrace, traceOfRequest, traceparentOf, tracedHeaders } from './trace-context.mjs';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const HEADER = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

describe('W3C trace context', () => {
  test('continues a valid traceparent with a span of its own, and passes the trace id and flags on', () => {
    const trace = continueTrace(HEADER);
    assert.equal(trace?.traceId, TRACE_ID);
    assert.equal(trace?.flags, '01');
    assert.match(trace?.spanId ?? '', /^[0-9a-f]{16}$/);
    assert.notEqual(trace?.spanId, '00f067aa0ba902b7');
    assert.equal(traceparentOf(/** @type {import('./trace-context.mjs').Trace} */ (trace)), `00-${TRACE_ID}-${trace?.spanId}-01`);
  });

  test('refuses what the recommendation calls invalid, and then starts a trace instead', () => {
    for (const bad of [
      undefined,
      '',
      `01-${TRACE_ID}-00f067aa0ba902b7-01`, // a version it does not know the layout of
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${TRACE_ID}-${'0'.repeat(16)}-01`,
      `00-${TRACE_ID.toUpperCase()}-00f067aa0ba902b7-01`,
      `00-${TRACE_ID}-00f067aa0ba902b7-01-extra`,
      `00-${TRACE_ID}\n-00f067aa0ba902b7-01`,
      ['00', TRACE_ID],
    ]) {
      assert.equal(continueTrace(bad), null, String(bad));
    }
    const started = traceOfRequest(/** @type {import('node:http').IncomingMessage} */ ({ headers: { traceparent: 'nonsense' } }));
    assert.match(started.traceId, /^[0-9a-f]{32}$/);
    assert.notEqual(started.traceId, startTrace().traceId);
  });

  test('the current trace follows the work through awaits, and calls made meanwhile carry it', async () => {
    assert.equal(currentTrace(), undefined);
    assert.deepEqual(tracedHeaders({ a: '1' }), { a: '1' });
    const trace = startTrace();
    const headers = await runInTrace(trace, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return tracedHeaders({ a: '1' });
    });
    assert.deepEqual(headers, { a: '1', traceparent: traceparentOf(trace) });
    assert.equal(currentTrace(), undefined);
  });
});
