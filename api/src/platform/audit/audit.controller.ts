import { Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  auditPageLabel,
  changesLine,
  describeAuditEntry,
  type AuditCheckpoint,
  type AuditEntry,
  type AuditPage,
  type AuditVerification,
} from '@pharma/shared/content';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { Permit } from '../auth/auth.decorators.js';
import { PRIVATE_CACHE_CONTROL } from '../http/read-cache.service.js';
import { AuditExportQueryDto, AuditQueryDto } from './dto/audit-query.dto.js';
import { AuditService } from './audit.service.js';

/** The per-field export's columns: one row per changed field, with the stored values. */
const CSV_COLUMNS = [
  'seq',
  'at',
  'actor',
  'role',
  'ip',
  'userAgent',
  'action',
  'page',
  'collection',
  'documentId',
  'field',
  'before',
  'after',
  'outcome',
  'status',
  'detail',
  'traceId',
  'hash',
];

/** The per-event export's columns: one row per event, the person and the event in words first, the technical detail after. */
const EVENT_COLUMNS = [
  'seq',
  'at',
  'who',
  'actor',
  'role',
  'event',
  'changes',
  'action',
  'page',
  'outcome',
  'status',
  'collection',
  'documentId',
  'ip',
  'userAgent',
  'detail',
  'traceId',
  'hash',
];

/** A value in the CSV's Changes column is cut after this many characters (the per-field export has them whole). */
const CSV_VALUE_CHARS = 200;

function eventRow(entry: AuditEntry, names: ReadonlyMap<string, string>): Record<string, unknown> {
  const words = describeAuditEntry(entry, names, CSV_VALUE_CHARS);
  return { ...entry, who: words.who, event: words.sentence, changes: changesLine(entry, CSV_VALUE_CHARS), page: auditPageLabel(entry.page) };
}

/** Reads of the audit trail, and its verification. There is no route that writes, edits or deletes an entry. */
@ApiTags('audit')
@ApiBearerAuth()
@Permit('audit.read')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Header('Cache-Control', PRIVATE_CACHE_CONTROL)
  @ApiOperation({ summary: 'Entries, newest first, filtered by user, page, action and dates (inclusive); with the users and pages seen, for the filters.' })
  list(@Query() query: AuditQueryDto): Promise<AuditPage> {
    return this.audit.query(query);
  }

  @Post('verify')
  @HttpCode(200)
  @Header('Cache-Control', PRIVATE_CACHE_CONTROL)
  @ApiOperation({
    summary: "Checks the whole trail now: every entry's MAC and chain link, the checkpoint (count, head) and every resolution. A broken trail stops writes.",
  })
  verify(): Promise<AuditVerification> {
    return this.audit.verify();
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary:
      'The matching entries as CSV, oldest first: one row per event with its changes in words (format=events, the default), or one row per changed field (format=fields; an entry without field changes is one row).',
  })
  async export(@Query() query: AuditExportQueryDto, @Res() res: Response): Promise<void> {
    const { format, ...filters } = query;
    const { entries, names } = await this.audit.exported({ ...filters, limit: undefined, offset: undefined });
    const perField = format === 'fields';
    const known = new Map(Object.entries(names));
    const rows = perField
      ? entries.flatMap((entry) => {
          const changes = entry.changes.length ? entry.changes : [{ field: '', before: '', after: '' }];
          return changes.map((change) => ({ ...entry, ...change }));
        })
      : entries.map((entry) => eventRow(entry, known));
    const columns = perField ? CSV_COLUMNS : EVENT_COLUMNS;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    res.setHeader('Content-Disposition', `attachment; filename="audit-${perField ? 'fields-' : ''}${new Date().toISOString().slice(0, 10)}.csv"`);
    // A cell starting with = + - @ would be a formula in a spreadsheet: csv-stringify cannot know, so quote it away.
    const table = stringify(rows, { header: true, columns, cast: { string: neutralizeFormula } });
    res.send(table + checkpointRow(await this.audit.checkpoint(), columns));
  }
}

/** The export's last row: the trail's checkpoint when exported, so a printed export can be checked against the trail later. */
function checkpointRow(checkpoint: AuditCheckpoint | null, columns: string[]): string {
  const detail = checkpoint ? `checkpoint: ${checkpoint.count} entries, keyed from entry ${checkpoint.keyedFrom}` : 'checkpoint: none yet';
  return stringify([{ seq: 'checkpoint', at: checkpoint?.at ?? '', action: 'checkpoint', detail, hash: checkpoint?.head ?? '' }], { columns });
}

function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
