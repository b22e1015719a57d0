import { COLLECTION_NAME_PATTERN } from '@pharma/shared/content';
import { BadRequestException, Body, Controller, Get, HttpCode, Injectable, Param, Post, Query, type PipeTransform } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, SignedIn } from '../../platform/auth/auth.decorators.js';
import { VERSIONED_ID_PATTERN } from '../../platform/http/parse-id.pipe.js';
import { DiffQueryDto, RestoreDto, SNAPSHOT_PATTERN } from './dto/history.dto.js';
import { HistoryService } from './history.service.js';

/** A collection name or a version id in the path: malformed is a 400 before any store call. */
@Injectable()
class MatchPipe implements PipeTransform<string, string> {
  constructor(
    private readonly pattern: RegExp,
    private readonly what: string,
  ) {}
  transform(value: string): string {
    if (typeof value !== 'string' || !this.pattern.test(value)) throw new BadRequestException(`Invalid ${this.what}`);
    return value;
  }
}

const collectionPipe = new MatchPipe(COLLECTION_NAME_PATTERN, 'collection');
const snapshotPipe = new MatchPipe(SNAPSHOT_PATTERN, 'version id');
/** Document ids, and the routes SEO entries are keyed by. */
const idPipe = new MatchPipe(VERSIONED_ID_PATTERN, 'id');

@ApiTags('history')
@ApiBearerAuth()
@Controller('history/:collection/:id')
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Every kept version of a document, newest first (never capped)' })
  async list(@Param('collection', collectionPipe) collection: string, @Param('id', idPipe) id: string) {
    return { data: await this.history.list(collection, id) };
  }

  @Get('diff')
  @SignedIn()
  @ApiOperation({ summary: 'Field-level changes between two versions (rich text compared as text)' })
  async diff(@Param('collection', collectionPipe) collection: string, @Param('id', idPipe) id: string, @Query() query: DiffQueryDto) {
    return { data: await this.history.diff(collection, id, query.from, query.to) };
  }

  @Get(':snapshotId')
  @SignedIn()
  @ApiOperation({ summary: 'One version in full' })
  async get(@Param('collection', collectionPipe) collection: string, @Param('id', idPipe) id: string, @Param('snapshotId', snapshotPipe) snapshotId: string) {
    return { data: await this.history.get(collection, id, snapshotId) };
  }

  @Post('restore')
  @HttpCode(200)
  @Permit('content.edit')
  @ApiOperation({ summary: 'The version becomes the working copy (a draft); publish: true (Administrators only) publishes it too' })
  async restore(@Param('collection', collectionPipe) collection: string, @Param('id', idPipe) id: string, @Body() body: RestoreDto) {
    return { data: await this.history.restore(collection, id, body.snapshotId, body.publish) };
  }
}
