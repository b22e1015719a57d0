import { Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuditCheckpoint, AuditPage, AuditVerification } from '@pharma/shared/content';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { Permit } from '../auth/auth.decorators.js';
import { PRIVATE_CACHE_CONTROL } from '../http/read-cache.service.js';
import { AuditQueryDto } from './dto/audit-query.dto.js';
import { AuditService } from './audit.service.js';

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
  'hash',
];

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
  @ApiOperation({ summary: 'The matching entries as CSV, oldest first, one row per changed field (an entry without field changes is one row).' })
  async export(@Query() query: AuditQueryDto, @Res() res: Response): Promise<void> {
    const rows = (await this.audit.matching({ ...query, limit: undefined, offset: undefined })).flatMap((entry) => {
      const changes = entry.changes.length ? entry.changes : [{ field: '', before: '', after: '' }];
      return changes.map((change) => ({ ...entry, ...change }));
    });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    res.setHeader('Content-Disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`);
    // A cell starting with = + - @ would be a formula in a spreadsheet: csv-stringify cannot know, so quote it away.
    const table = stringify(rows, { header: true, columns: CSV_COLUMNS, cast: { string: neutralizeFormula } });
    res.send(table + checkpointRow(await this.audit.checkpoint()));
  }
}

/** The export's last row: the trail's checkpoint when exported, so a printed export can be checked against the trail later. */
function checkpointRow(checkpoint: AuditCheckpoint | null): string {
  const detail = checkpoint ? `checkpoint: ${checkpoint.count} entries, keyed from entry ${checkpoint.keyedFrom}` : 'checkpoint: none yet';
  return stringify([{ seq: 'checkpoint', at: checkpoint?.at ?? '', action: 'checkpoint', detail, hash: checkpoint?.head ?? '' }], { columns: CSV_COLUMNS });
}

function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
