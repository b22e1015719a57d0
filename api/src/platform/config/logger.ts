import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { logDestination, logOptions } from '@pharma/shared/server/log';

/**
 * The API's log: pino's JSON lines with the gateway's fields (@pharma/shared/server/log: level name,
 * message, service, the request's trace_id and span_id, redaction of secrets and personal data). Nest's
 * own lines (Logger) go through nestjs-pino; a request is logged on its own only when it fails, with
 * its method, path (never the query, which may hold a token), status and time, since nginx keeps the
 * access log.
 */
export function loggerModule(level: string, destination: DestinationStream = logDestination()) {
  return LoggerModule.forRoot({
    pinoHttp: [
      {
        ...logOptions('api', level),
        customLogLevel: requestLevel,
        serializers: {
          req: (req: IncomingMessage) => ({ method: req.method, path: (req.url ?? '').split('?')[0] }),
          res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
        },
        customSuccessMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} answered ${res.statusCode}`,
        customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} failed with ${res.statusCode}`,
      },
      destination,
    ],
  });
}

/** A refusal is a warning, a failure an error; a request that went well is not logged. */
function requestLevel(_req: IncomingMessage, res: ServerResponse, error?: Error): LevelWithSilent {
  if (error || res.statusCode >= 500) return 'error';
  return res.statusCode >= 400 ? 'warn' : 'silent';
}

/** The log of the start, before Nest is up (a configuration refused). */
export function startLogger(level: string): Logger {
  return pino(logOptions('api', level), logDestination());
}

/** Nest's own start-up lines, one per module loaded and per route mapped (over 300 a start). */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * `logger` with Nest's start-up lines at debug: a start's log says what an operator reads (the store,
 * the ports, the mail transport) instead of burying it under every route. LOG_LEVEL=debug shows them.
 */
export function withQuietStartUp(logger: LoggerService): LoggerService {
  return {
    log: (message: unknown, ...rest: unknown[]) => {
      const context = rest.at(-1);
      if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) logger.debug?.(message, ...rest);
      else logger.log(message, ...rest);
    },
    error: (message: unknown, ...rest: unknown[]) => logger.error(message, ...rest),
    warn: (message: unknown, ...rest: unknown[]) => logger.warn(message, ...rest),
    debug: (message: unknown, ...rest: unknown[]) => logger.debug?.(message, ...rest),
    verbose: (message: unknown, ...rest: unknown[]) => logger.verbose?.(message, ...rest),
    fatal: (message: unknown, ...rest: unknown[]) => logger.fatal?.(message, ...rest),
  };
}
