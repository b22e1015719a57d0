import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module.js';
import { SchedulingClock } from '../schedules/scheduling-clock.js';
import { ReviewDatesController } from './review-dates.controller.js';
import { ReviewDatesRepository } from './review-dates.repository.js';
import { ReviewDatesService } from './review-dates.service.js';

/**
 * /api/review-dates: review-by dates of published content. Its expiry runs on the
 * scheduler's lease-held round (SchedulesModule imports this module and calls `sweep`). The clock is
 * provided here once and shared with the scheduler, so tests move one clock for both.
 */
@Module({
  imports: [AuthModule],
  controllers: [ReviewDatesController],
  providers: [ReviewDatesRepository, ReviewDatesService, SchedulingClock],
  exports: [ReviewDatesService, SchedulingClock],
})
export class ReviewDatesModule {}
