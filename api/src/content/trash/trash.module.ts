import { Module } from '@nestjs/common';
import { TrashController } from './trash.controller.js';
import { TrashService } from './trash.service.js';

/** /api/trash: deleted items of every page, restore, remove, empty. */
@Module({ controllers: [TrashController], providers: [TrashService] })
export class TrashModule {}
