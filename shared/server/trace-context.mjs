// W3C Trace Context (https://www.w3.org/TR/trace-context/) for the site's processes: nginx starts a
// trace at the public edge, the gateway accepts it (or starts one when nothing sits in front), and
// each call it makes to the API carries the same trace id with a span id of its own. One id then finds
// a visitor's request in nginx's access log, the gateway's and the API's lines, and its audit entry.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

/**
 * @typedef {object} Trace
 * @property {string} traceId  32 lowercase hex digits, not all zero
 * @property {string} spanId  16 lowercase hex digits: this process's span
 * @property {string} flags  2 hex digits ('01' sampled)
 */

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/**
 * The caller's side of a `traceparent` header: its trace id, its span (the parent of this process's)
 * and flags; null when the header is missing or malformed (version 00 only; all-zero ids are invalid,
 * as the recommendation says).
 * @param {unknown} header
 * @returns {{ traceId: string, parentId: string, flags: string } | null}
 */
export function parseTraceparent(header) {
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null;
  if (!match || match[1] === ZERO_TRACE || match[2] === ZERO_SPAN) return null;
  return { traceId: /** @type {string} */ (match[1]), parentId: /** @type {string} */ (match[2]), flags: /** @type {string} */ (match[3]) };
}

/**
 * The trace a `traceparent` header continues, with a new span for this process; null when the header
 * is missing or malformed.
 * @param {unknown} header
 * @returns {Trace | null}
 */
export function continueTrace(header) {
  const caller = parseTraceparent(header);
  return caller && { traceId: caller.traceId, spanId: newSpanId(), flags: caller.flags };
}

/** A new trace, started here. @returns {Trace} */
export function startTrace() {
  return { traceId: randomBytes(16).toString('hex'), spanId: newSpanId(), flags: '01' };
}

/**
 * The trace of an incoming request: the one its `traceparent` continues, or a new one.
 * @param {import('node:http').IncomingMessage} req
 */
export function traceOfRequest(req) {
  return continueTrace(req.headers.traceparent) ?? startTrace();
}

/**
 * The `traceparent` header of a call made within `trace`: the trace id, this process's span as the
 * parent, the same flags.
 * @param {Trace} trace
 */
export function traceparentOf(trace) {
  return `00-${trace.traceId}-${trace.spanId}-${trace.flags}`;
}

function newSpanId() {
  return randomBytes(8).toString('hex');
}

const traces = new AsyncLocalStorage();

/**
 * Runs `work` within `trace`: log lines written meanwhile carry its ids (log.mjs), and calls to the API
 * carry its `traceparent` (tracedHeaders).
 * @template T
 * @param {Trace} trace
 * @param {() => T} work
 * @returns {T}
 */
export function runInTrace(trace, work) {
  return traces.run(trace, work);
}

/** The trace of the work running now, if any. @returns {Trace | undefined} */
export function currentTrace() {
  return traces.getStore();
}

/**
 * `headers` plus the current trace's `traceparent` (unchanged outside a trace).
 * @param {Record<string, string>} [headers]
 * @returns {Record<string, string>}
 */
export function tracedHeaders(headers = {}) {
  const trace = currentTrace();
  return trace ? { ...headers, traceparent: traceparentOf(trace) } : headers;
}
