import { AUDIT_ACTIONS, type AuditAction, type AuditQuery } from '@pharma/shared/content';
import { Type } from 'class-transformer';
import { Matches } from 'class-validator';
import { Int, OneOf, Text } from '../../validation/fields.js';

/** A date (2026-11-25) or an ISO date-time. */
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/** GET /api/audit's query string (the CSV export takes the same). */
export class AuditQueryDto implements AuditQuery {
  @Text({ optional: true, max: 200 }) user?: string;
  @Text({ optional: true, max: 100 }) page?: string;
  @OneOf(AUDIT_ACTIONS, { optional: true }) action?: AuditAction;
  @Text({ optional: true, max: 40 }) @Matches(DATE, { message: 'from must be a date (YYYY-MM-DD)' }) from?: string;
  @Text({ optional: true, max: 40 }) @Matches(DATE, { message: 'to must be a date (YYYY-MM-DD)' }) to?: string;
  @Type(() => Number) @Int({ optional: true, min: 1, max: 500 }) limit?: number;
  @Type(() => Number) @Int({ optional: true, min: 0, max: 10_000_000 }) offset?: number;
}
