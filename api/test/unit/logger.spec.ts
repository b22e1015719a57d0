import { describe, expect, it } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import { withQuietStartUp } from '../../src/platform/config/logger.js';

describe("the API's logger", () => {
  it("logs Nest's start-up lines (modules loaded, routes mapped) at debug, and everything else as it was", () => {
    const calls: string[] = [];
    const record =
      (level: string) =>
      (message: unknown, ...rest: unknown[]) =>
        void calls.push(`${level} ${String(rest.at(-1))}: ${String(message)}`);
    const inner: LoggerService = { log: record('log'), error: record('error'), warn: record('warn'), debug: record('debug') };
    const logger = withQuietStartUp(inner);
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Content API on http://127.0.0.1:3000/api', 'Bootstrap');
    logger.warn('Store slow', 'MongoStore');
    logger.error('boom', 'stack', 'Errors');
    expect(calls).toEqual([
      'debug RouterExplorer: Mapped {/api/health, GET} route',
      'debug InstanceLoader: AppModule dependencies initialized',
      'log Bootstrap: Content API on http://127.0.0.1:3000/api',
      'warn MongoStore: Store slow',
      'error Errors: boom',
    ]);
  });
});
