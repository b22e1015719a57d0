// One structured log for every process of the site: JSON lines through pino, with the same fields as
// the API's (nestjs-pino, api/src/platform/config/logger.ts): level as a name, message, service, the
// trace and span of the request being served (trace-context.mjs), and no secret or personal data.
import pino from 'pino';
import { currentTrace } from './trace-context.mjs';

/**
 * What pino replaces with "[redacted]" wherever a line carries it: credentials, tokens, cookies and a
 * person's contact details, at the top level or one object down (pino's redaction paths).
 */
export const REDACTED_PATHS = ['password', 'token', 'authorization', 'cookie', 'email', 'phone', 'ip'].flatMap((key) => [
  key,
  `*.${key}`,
  `req.headers.${key}`,
]);

/** LOG_LEVEL as the API reads it (Nest's names: fatal, error, warn, log, debug, verbose) → pino's. */
const LEVELS = /** @type {const} */ ({ fatal: 'fatal', error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' });

/** @param {string | undefined} name */
export function pinoLevel(name) {
  return LEVELS[/** @type {keyof typeof LEVELS} */ (name ?? 'log')] ?? 'info';
}

/**
 * The options every process's pino logger shares (the API's nestjs-pino passes them too).
 * @param {string} service
 * @param {string | undefined} level  LOG_LEVEL
 * @returns {import('pino').LoggerOptions}
 */
export function logOptions(service, level = process.env.LOG_LEVEL) {
  return {
    level: pinoLevel(level),
    base: { service, pid: process.pid },
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin() {
      const trace = currentTrace();
      return trace ? { trace_id: trace.traceId, span_id: trace.spanId } : {};
    },
  };
}

/**
 * Warnings and errors to stderr, the rest to stdout (as the processes wrote before; compose and the
 * drills keep both in one file). Synchronous writes: a line is out before a crash ends the process.
 */
export function logDestination() {
  return pino.multistream(
    [
      { level: 'trace', stream: pino.destination({ fd: 1, sync: true }) },
      { level: 'warn', stream: pino.destination({ fd: 2, sync: true }) },
    ],
    { dedupe: true },
  );
}

/** @type {Map<string, import('pino').Logger>} */
const loggers = new Map();

/**
 * The logger of `service` in this process (one per service name).
 * @param {string} service
 */
export function serviceLog(service) {
  let logger = loggers.get(service);
  if (!logger) {
    logger = pino(logOptions(service), logDestination());
    loggers.set(service, logger);
  }
  return logger;
}

/**
 * One JSON line per event.
 * @param {string} service
 * @param {'debug' | 'log' | 'warn' | 'error'} level  warnings and errors go to stderr
 * @param {string} message
 * @param {Record<string, unknown>} [extra]  more fields of the line
 */
export function logLine(service, level, message, extra = {}) {
  serviceLog(service)[level === 'log' ? 'info' : level](extra, message);
}

/**
 * For tests: `service`'s lines (debug and above) go into `lines`, parsed, until `restore()`.
 * @param {string} service
 */
export function captureLog(service) {
  const previous = loggers.get(service);
  /** @type {Record<string, any>[]} */
  const lines = [];
  loggers.set(service, pino(logOptions(service, 'debug'), { write: (/** @type {string} */ line) => void lines.push(JSON.parse(line)) }));
  return {
    lines,
    restore: () => (previous ? loggers.set(service, previous) : loggers.delete(service)),
  };
}
