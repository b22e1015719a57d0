import { Module } from '@nestjs/common';
import { LocksController } from './locks.controller.js';
import { LocksRepository } from './locks.repository.js';
import { LocksService } from './locks.service.js';

/** /api/locks: who has a content document's form open, take-over, release. */
@Module({ controllers: [LocksController], providers: [LocksRepository, LocksService] })
export class LocksModule {}
