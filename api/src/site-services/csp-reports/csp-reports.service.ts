import { Injectable } from '@nestjs/common';
import { CspReportsRepository, type StoredCspReport } from './csp-reports.repository.js';
import type { CspReportData } from './schema/csp-report.schema.js';

/** Browsers' CSP violation reports, kept newest-first for the admin (in the store, so shared by every instance). */
@Injectable()
export class CspReportsService {
  constructor(private readonly reports: CspReportsRepository) {}

  async record(report: CspReportData): Promise<void> {
    // Only the fields sent: DTO instances carry own `undefined` fields (ES2022 class fields).
    const fields = Object.fromEntries(Object.entries(report).filter(([, value]) => value !== undefined)) as CspReportData;
    await this.reports.add(fields);
  }

  async newest(limit = 50): Promise<{ data: StoredCspReport[] }> {
    return { data: await this.reports.newest(limit) };
  }
}
