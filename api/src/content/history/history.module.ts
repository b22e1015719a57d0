import { Module } from '@nestjs/common';
import { ReviewModule } from '../review/review.module.js';
import { HistoryController } from './history.controller.js';
import { HistoryService } from './history.service.js';

/** /api/history/:collection/:id: versions, one version, diff, restore (issue 21); the signatures of reviewed versions (issue 22). */
@Module({ imports: [ReviewModule], controllers: [HistoryController], providers: [HistoryService] })
export class HistoryModule {}
