import { Module } from '@nestjs/common';
import { DraftsController } from './drafts.controller.js';
import { DraftsRepository } from './drafts.repository.js';
import { DraftsService } from './drafts.service.js';

/** /api/drafts: unpublished changes per page, publish (all or none) and discard. */
@Module({ controllers: [DraftsController], providers: [DraftsRepository, DraftsService] })
export class DraftsModule {}
