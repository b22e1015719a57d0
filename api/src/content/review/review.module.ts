import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module.js';
import { ReviewDatesModule } from '../review-dates/review-dates.module.js';
import { REVIEW_GATEWAY } from '../schedules/review-gateway.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { ReviewController } from './review.controller.js';
import { ReviewNotices } from './review-notices.js';
import { ReviewRepository } from './review.repository.js';
import { ReviewService } from './review.service.js';

/**
 * /api/review: settings, submissions, electronic signatures and the publish gate. Global
 * so that the scheduler and the review-by dates reach the review core through REVIEW_GATEWAY without
 * importing this module (which imports theirs: a cycle otherwise).
 */
@Global()
@Module({
  imports: [AuthModule, ReviewDatesModule, SchedulesModule],
  controllers: [ReviewController],
  providers: [ReviewRepository, ReviewService, ReviewNotices, { provide: REVIEW_GATEWAY, useExisting: ReviewService }],
  exports: [ReviewService, REVIEW_GATEWAY],
})
export class ReviewModule {}
