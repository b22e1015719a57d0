import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, SignedIn } from '../../platform/auth/auth.decorators.js';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe.js';
import { TrashQueryDto } from './trash-query.dto.js';
import { TrashService } from './trash.service.js';

@ApiTags('trash')
@ApiBearerAuth()
@Controller('trash')
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Deleted items still restorable (30 days), of one page or of every page' })
  async list(@Query() query: TrashQueryDto) {
    return { data: await this.trash.list(query.page) };
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Permit('content.edit')
  @ApiOperation({ summary: 'The item comes back as a draft of its page' })
  async restore(@Param('id', ParseIdPipe) id: string) {
    return { data: await this.trash.restore(id) };
  }

  @Delete(':id')
  @Permit('content.purge')
  @ApiOperation({ summary: 'Removes one item from the trash for good (Administrators)' })
  async remove(@Param('id', ParseIdPipe) id: string) {
    return { data: await this.trash.remove(id) };
  }

  @Delete()
  @Permit('content.purge')
  @ApiOperation({ summary: "Empties one page's trash (?page=) or every page's (Administrators); the versions stay in the history" })
  async empty(@Query() query: TrashQueryDto) {
    return { data: await this.trash.empty(query.page) };
  }
}
