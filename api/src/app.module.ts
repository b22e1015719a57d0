import { Module, type DynamicModule } from '@nestjs/common';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CspReportsModule } from './csp-reports/csp-reports.module.js';
import { RemotesModule } from './remotes/remotes.module.js';
import { HttpModule } from './common/http/http.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { EnquiriesModule } from './enquiries/enquiries.module.js';
import { HealthModule } from './health/health.module.js';
import { StoreModule } from './store/store.module.js';
import { MediaModule } from './media/media.module.js';
import { UploadModule } from './upload/upload.module.js';
import { PAGE_MODULES } from './pages.js';
import { ReviewDatesModule } from './review-dates/review-dates.module.js';
import { SchedulesModule } from './schedules/schedules.module.js';
import { SchedulingClockControlModule } from './schedules/scheduling-clock-control.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        StoreModule,
        AuditModule,
        HttpModule,
        AuthModule,
        HealthModule,
        MediaModule,
        UploadModule,
        EnquiriesModule,
        ...PAGE_MODULES,
        // Scheduled publish/unpublish and review-by dates (issue 22): content work on a lease-held timer.
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
