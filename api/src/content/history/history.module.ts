import { Module } from '@nestjs/common';
import { ReviewModule } from '../review/review.module.js';
import { HistoryController } from './history.controller.js';
import { HistoryService } from './history.service.js';

/** /api/history/:collection/:id: versions, one version, diff, restore; the signatures of reviewed versions. */
@Module({ imports: [ReviewModule], controllers: [HistoryController], providers: [HistoryService] })
export class HistoryModule {}
