import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module.js';
import { ReviewDatesModule } from '../review-dates/review-dates.module.js';
import { ScheduleRunner } from './schedule-runner.js';
import { ScheduleRunsService } from './schedule-runs.service.js';
import { SchedulesController } from './schedules.controller.js';
import { SchedulesRepository } from './schedules.repository.js';
import { SchedulesService } from './schedules.service.js';

/**
 * /api/schedules: scheduled publish and unpublish, run by the instance holding the
 * store lease (store/lease.ts), each run claimed exactly once. REVIEW_GATEWAY (review-gateway.ts)
 * is injected when the review module binds it; without it review counts as off.
 */
@Module({
  imports: [AuthModule, ReviewDatesModule],
  controllers: [SchedulesController],
  providers: [SchedulesRepository, SchedulesService, ScheduleRunsService, ScheduleRunner],
  exports: [SchedulesService, ScheduleRunner],
})
export class SchedulesModule {}
