import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ReviewController } from './review.controller.js';
import { ReviewRepository } from './review.repository.js';
import { ReviewService } from './review.service.js';

/** /api/review: settings, submissions, electronic signatures and the publish gate (issue 22). */
@Module({ imports: [AuthModule], controllers: [ReviewController], providers: [ReviewRepository, ReviewService], exports: [ReviewService] })
export class ReviewModule {}
