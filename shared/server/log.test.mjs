import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import pino from 'pino';
import { logOptions, pinoLevel } from './log.mjs';
import { runInTrace, startTrace } from './trace-context.mjs';

/** A pino logger with the site's options writing into an array of parsed lines. */
function capturedLog(level = 'log') {
  /** @type {Record<string, any>[]} */
  const lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...String(chunk)
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      );
      done();
    },
  });
  return { log: pino(logOptions('gateway', level), stream), lines };
}

describe('the structured log', () => {
  test("reads LOG_LEVEL in Nest's names, as the API does", () => {
    assert.equal(pinoLevel('log'), 'info');
    assert.equal(pinoLevel('verbose'), 'trace');
    assert.equal(pinoLevel('warn'), 'warn');
    assert.equal(pinoLevel(undefined), 'info');
    assert.equal(pinoLevel('nonsense'), 'info');
  });

  test('one JSON line per event with level, service, message and the trace of the work being done', () => {
    const { log, lines } = capturedLog();
    const trace = startTrace();
    log.info('outside');
    runInTrace(trace, () => log.warn({ route: '/about' }, 'inside'));
    log.debug('below the level');
    assert.equal(lines.length, 2);
    assert.deepEqual(
      lines.map(({ level, service, message, trace_id }) => ({ level, service, message, trace_id })),
      [
        { level: 'info', service: 'gateway', message: 'outside', trace_id: undefined },
        { level: 'warn', service: 'gateway', message: 'inside', trace_id: trace.traceId },
      ],
    );
    assert.equal(lines[1]?.span_id, trace.spanId);
    assert.equal(lines[1]?.route, '/about');
  });

  test('never writes a secret or a person’s contact details, at the top level, one object down or in request headers', () => {
    const { log, lines } = capturedLog();
    log.info(
      {
        password: 'hunter2',
        token: 'eyJhbGciOi',
        email: 'maya@example.com',
        enquiry: { email: 'visitor@example.com', phone: '+44 20 7946 0958', ip: '203.0.113.7', company: 'Acme' },
        req: { headers: { authorization: 'Bearer eyJ', cookie: 'admin_session=eyJ' } },
      },
      'an event with everything in it',
    );
    const line = JSON.stringify(lines[0]);
    for (const secret of ['hunter2', 'eyJ', 'maya@example.com', 'visitor@example.com', '7946', '203.0.113.7']) assert.ok(!line.includes(secret), secret);
    assert.equal(lines[0]?.enquiry.company, 'Acme');
    assert.equal(lines[0]?.enquiry.email, '[redacted]');
  });
});
