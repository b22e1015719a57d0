import { Global, Inject, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Store } from '../store/store.port.js';
import { MetricsEndpoint } from './metrics-endpoint.service.js';
import { Metrics } from './metrics.js';

/** This instance's Prometheus metrics, for every module to count into, and their own port. */
@Global()
@Module({
  providers: [Metrics, MetricsEndpoint],
  exports: [Metrics, MetricsEndpoint],
})
export class MetricsModule {
  constructor(store: Store, metrics: Metrics, @Inject(APP_CONFIG) config: AppConfig) {
    if (!config.metrics.enabled) return;
    // The store's one seam (observed-engine.ts): every engine operation of both adapters, timed.
    store.observeEnginesWith((operation, seconds, failed) => {
      metrics.storeDuration.observe({ operation }, seconds);
      if (failed) metrics.storeErrors.inc({ operation });
    });
  }
}
