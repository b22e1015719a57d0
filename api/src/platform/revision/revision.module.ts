import { Module } from '@nestjs/common';
import { RevisionController } from './revision.controller.js';
import { RevisionRepository } from './revision.repository.js';
import { RevisionService } from './revision.service.js';

/** GET /api/cms/revision: what gateways revalidate their rendered pages against. */
@Module({ controllers: [RevisionController], providers: [RevisionRepository, RevisionService] })
export class RevisionModule {}
