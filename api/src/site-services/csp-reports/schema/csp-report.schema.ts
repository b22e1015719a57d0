import { recordSchema } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

/** One browser's CSP violation as the site gateway summarized it (shared/server/security-headers.mjs). */
export interface CspReportData {
  documentUri?: string;
  directive?: string;
  blockedUri?: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

/** The newest this many reports are kept: enough to see what a release broke, bounded whatever a flood sends. */
export const CSP_REPORTS_KEPT = 1000;

export const cspReportsCollection: CollectionDef = {
  name: 'csp_reports',
  audit: false, // browsers' reports, not changes anyone made
  // 1000 summaries of at most ~7 KB each fit in 8 MiB; MongoDB drops the oldest beyond either bound.
  capped: { maxDocuments: CSP_REPORTS_KEPT, maxBytes: 8 * 1024 * 1024 },
  schema: recordSchema({
    documentUri: { type: String },
    directive: { type: String },
    blockedUri: { type: String },
    sourceFile: { type: String },
    lineNumber: { type: Number },
    sample: { type: String },
  }),
};
