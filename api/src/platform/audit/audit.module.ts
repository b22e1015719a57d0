import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditResolver } from './audit-resolver.js';
import { AuditService } from './audit.service.js';
import { AuthorIndex } from './author-index.js';

/** The audit trail: global, because every write of every module is recorded by it. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditRepository, AuditResolver, AuditService, AuthorIndex],
  exports: [AuditService, AuthorIndex],
})
export class AuditModule {}
