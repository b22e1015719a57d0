import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Sends the spans still buffered when the API stops (OpenTelemetry export on; otherwise nothing to do). */
@Injectable()
class TraceExportShutdown implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onApplicationShutdown(): Promise<void> {
    await this.config.traceExport?.shutdown();
  }
}

/** The OpenTelemetry export's lifetime is the application's (the request spans start in request-context.ts). */
@Module({ providers: [TraceExportShutdown] })
export class TracingModule {}
