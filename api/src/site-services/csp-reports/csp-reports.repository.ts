import { Injectable } from '@nestjs/common';
import { Store, type Collection, type Stored } from '../../platform/store/store.port.js';
import { CSP_REPORTS_KEPT, cspReportsCollection, type CspReportData } from './schema/csp-report.schema.js';

export type StoredCspReport = Stored<CspReportData>;

/** `csp_reports`: a capped collection on MongoDB; on the embedded store this repository keeps the newest CSP_REPORTS_KEPT. */
@Injectable()
export class CspReportsRepository {
  private readonly reports: Collection<CspReportData>;
  /** The embedded store's trims, one at a time (the store is one process). */
  private trimming: Promise<void> = Promise.resolve();

  constructor(private readonly store: Store) {
    this.reports = store.collection<CspReportData>(cspReportsCollection);
  }

  async add(report: CspReportData): Promise<StoredCspReport> {
    const stored = await this.reports.insert(report);
    // MongoDB drops the oldest itself (capped), and refuses removing from a capped collection.
    if (this.store.kind === 'embedded') await (this.trimming = this.trimming.then(() => this.trim()).catch(() => undefined));
    return stored;
  }

  /** The newest first. On FerretDB v1 a capped collection may hold more than its maximum for a while: cut here too. */
  async newest(limit: number): Promise<StoredCspReport[]> {
    return (await this.reports.list()).slice(-Math.min(limit, CSP_REPORTS_KEPT)).reverse();
  }

  private async trim(): Promise<void> {
    const all = await this.reports.list(); // oldest first
    for (const old of all.slice(0, Math.max(0, all.length - CSP_REPORTS_KEPT))) await this.reports.remove(old.id);
  }
}
