import { ConsoleLogger, type LogLevel } from '@nestjs/common';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** LOG_LEVEL names the least severe level still printed ('log' prints fatal, error, warn and log). */
export function logLevels(level: string): LogLevel[] {
  const index = LEVELS.indexOf(level as LogLevel);
  return LEVELS.slice(0, index === -1 ? LEVELS.indexOf('log') + 1 : index + 1);
}

/** Structured logs: one JSON object per line (level, context, message, timestamp, pid). */
export function createLogger(level: string): ConsoleLogger {
  return new ConsoleLogger({ json: true, logLevels: logLevels(level), colors: false });
}
