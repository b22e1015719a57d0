import { Module } from '@nestjs/common';
import { CspReportsController } from './csp-reports.controller.js';
import { CspReportsRepository } from './csp-reports.repository.js';
import { CspReportsService } from './csp-reports.service.js';

/** CSP violation reports forwarded by the site gateway, in a capped collection. */
@Module({ controllers: [CspReportsController], providers: [CspReportsRepository, CspReportsService] })
export class CspReportsModule {}
