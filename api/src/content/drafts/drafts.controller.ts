import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, SignedIn } from '../../platform/auth/auth.decorators.js';
import { DiscardDto, PageQueryDto, PublishDto } from './dto/drafts.dto.js';
import { DraftsService } from './drafts.service.js';

@ApiTags('drafts')
@ApiBearerAuth()
@Controller('drafts')
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "A page's unpublished changes (new, changed, deleted documents); every role reads them" })
  async list(@Query() query: PageQueryDto) {
    const drafts = await this.drafts.list(query.page);
    return { data: drafts, count: drafts.changes.length };
  }

  @Get('summary')
  @SignedIn()
  @ApiOperation({ summary: 'The number of unpublished changes per page key' })
  async summary() {
    return { data: await this.drafts.summary() };
  }

  @Post('publish')
  @HttpCode(200)
  @Permit('content.edit')
  @ApiOperation({ summary: "Publish a page's drafts (or only the items named) in one release write: all or none; 409 on a concurrent publish" })
  async publish(@Body() body: PublishDto) {
    return { data: await this.drafts.publish(body) };
  }

  @Post('discard')
  @HttpCode(200)
  @Permit('content.edit')
  @ApiOperation({ summary: 'The working document goes back to its published version (a new one is removed, a deleted one comes back)' })
  async discard(@Body() body: DiscardDto) {
    return { data: await this.drafts.discard(body) };
  }
}
