import { Int, Text } from '../../../platform/validation/fields.js';
import type { CspReportData } from '../schema/csp-report.schema.js';

/** A URL as browsers report it; the gateway cuts longer ones to this. */
export const CSP_URI_MAX = 2048;
export const CSP_SAMPLE_MAX = 256;
export const CSP_DIRECTIVE_MAX = 100;

/** What the site gateway forwards of one report (its summary); every field optional, none else allowed. */
export class CspReportDto implements CspReportData {
  @Text({ optional: true, max: CSP_URI_MAX }) documentUri?: string;
  @Text({ optional: true, max: CSP_DIRECTIVE_MAX }) directive?: string;
  @Text({ optional: true, max: CSP_URI_MAX }) blockedUri?: string;
  @Text({ optional: true, max: CSP_URI_MAX }) sourceFile?: string;
  @Int({ optional: true, min: 0, max: 10_000_000 }) lineNumber?: number;
  @Text({ optional: true, max: CSP_SAMPLE_MAX }) sample?: string;
}
