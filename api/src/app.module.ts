import { Module, type DynamicModule } from '@nestjs/common';
import { AuditModule } from './platform/audit/audit.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { CspReportsModule } from './site-services/csp-reports/csp-reports.module.js';
import { RemotesModule } from './site-services/remotes/remotes.module.js';
import { HttpModule } from './platform/http/http.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { ConfigModule } from './platform/config/config.module.js';
import { EnquiriesModule } from './site-services/enquiries/enquiries.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { loggerModule } from './platform/config/logger.js';
import { TracingModule } from './platform/tracing/tracing.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { StoreModule } from './platform/store/store.module.js';
import { MediaModule } from './content/media/media.module.js';
import { UploadModule } from './content/upload/upload.module.js';
import { PAGE_MODULES } from './pages.js';
import { ReviewDatesModule } from './content/review-dates/review-dates.module.js';
import { SchedulesModule } from './content/schedules/schedules.module.js';
import { SchedulingClockControlModule } from './content/schedules/scheduling-clock-control.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggerModule(config.logLevel, config.logDestination),
        TracingModule,
        MetricsModule,
        StoreModule,
        AuditModule,
        HttpModule,
        AuthModule,
        HealthModule,
        MediaModule,
        UploadModule,
        EnquiriesModule,
        ...PAGE_MODULES,
        // Scheduled publish/unpublish and review-by dates: content work on a lease-held timer.
        SchedulesModule,
        ReviewDatesModule,
        CspReportsModule,
        RemotesModule,
        // Development only, on request (SCHEDULING_CLOCK_CONTROL): the e2e suite moves the scheduler's clock.
        ...(config.schedulingClockControl ? [SchedulingClockControlModule] : []),
      ],
    };
  }
}
