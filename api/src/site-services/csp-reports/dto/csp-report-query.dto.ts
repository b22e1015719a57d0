import { Type } from 'class-transformer';
import { Int } from '../../../platform/validation/fields.js';

export const CSP_REPORTS_PAGE_MAX = 200;

export class CspReportQueryDto {
  @Type(() => Number) @Int({ optional: true, min: 1, max: CSP_REPORTS_PAGE_MAX, description: 'How many, newest first (default 50)' }) limit?: number;
}
