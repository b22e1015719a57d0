import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller.js';
import { HistoryService } from './history.service.js';

/** /api/history/:collection/:id: versions, one version, diff, restore (issue 21). */
@Module({ controllers: [HistoryController], providers: [HistoryService] })
export class HistoryModule {}
