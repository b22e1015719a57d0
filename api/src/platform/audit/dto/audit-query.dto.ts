import { AUDIT_ACTIONS, AUDIT_EXPORT_FORMATS, type AuditAction, type AuditExportFormat, type AuditQuery } from '@pharma/shared/content';
import { Type } from 'class-transformer';
import { Matches, ValidateBy, type ValidationArguments } from 'class-validator';
import { Int, OneOf, Text } from '../../validation/fields.js';

/** A date (2026-11-25) or an ISO date-time. */
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/** A range whose end is before its start matches nothing: it is a mistake to say, not an empty answer. */
function NotBeforeFrom() {
  return ValidateBy({
    name: 'notBeforeFrom',
    validator: {
      validate: (to: unknown, args?: ValidationArguments) => {
        const from = (args?.object as { from?: unknown }).from;
        return typeof to !== 'string' || typeof from !== 'string' || to.slice(0, from.length) >= from.slice(0, to.length);
      },
      defaultMessage: () => 'to must not be before from',
    },
  });
}

/** GET /api/audit's query string (the CSV export takes the same). */
export class AuditQueryDto implements AuditQuery {
  @Text({ optional: true, max: 200 }) user?: string;
  @Text({ optional: true, max: 100 }) page?: string;
  @OneOf(AUDIT_ACTIONS, { optional: true }) action?: AuditAction;
  @Text({ optional: true, max: 40 }) @Matches(DATE, { message: 'from must be a date (YYYY-MM-DD)' }) from?: string;
  @NotBeforeFrom()
  @Text({ optional: true, max: 40 })
  @Matches(DATE, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;
  @Type(() => Number) @Int({ optional: true, min: 1, max: 500 }) limit?: number;
  @Type(() => Number) @Int({ optional: true, min: 0, max: 10_000_000 }) offset?: number;
}

/** GET /api/audit/export.csv: the filters, and one row per event (the default) or one per changed field. */
export class AuditExportQueryDto extends AuditQueryDto {
  @OneOf(AUDIT_EXPORT_FORMATS, { optional: true }) format?: AuditExportFormat;
}
