import type { Server } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { listen } from '@pharma/shared/server';
import { createMetricsServer } from '@pharma/shared/server/metrics-server';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Metrics } from './metrics.js';

/**
 * GET /metrics on this instance's metrics port (METRICS_PORT, METRICS_HOST, METRICS_TOKEN), never on
 * the API's own port: the public app has no such route. Started with the application (so the
 * tests' app.init() starts it too) and closed with it.
 */
@Injectable()
export class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | null = null;
  private listening = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.metrics.enabled) return;
    this.server = createMetricsServer({ registry: this.metrics.registry, token: this.config.metrics.token });
    const { port, host } = this.config.metrics;
    await listen(this.server, port, host, "the API's metrics");
    const address = this.server.address();
    this.listening = typeof address === 'object' && address ? address.port : port;
    new Logger('Metrics').log(`Metrics on http://${this.config.metrics.host}:${this.listening}/metrics`);
  }

  /** The port the metrics listen on (the one given, or the one the system chose for METRICS_PORT=0). */
  port(): number {
    return this.listening;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections(); // a scraper's keep-alive connection would hold the close open
    await closed;
  }
}
