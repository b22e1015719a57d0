import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, SignedIn } from '../../platform/auth/auth.decorators.js';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe.js';
import { CreateScheduleDto, ScheduleQueryDto, UnpublishableQueryDto } from './dto/schedules.dto.js';
import { SchedulesService } from './schedules.service.js';

@ApiTags('schedules')
@ApiBearerAuth()
@Controller('schedules')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Post()
  @Permit('content.edit')
  @ApiOperation({
    summary: "Schedules a page's publish (its drafts; with review on, its approved request) or the unpublish of published items, at a time within a year",
  })
  async create(@Body() body: CreateScheduleDto) {
    return { data: await this.schedules.create(body) };
  }

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Schedules, soonest first, with how late a pending or run one is' })
  async list(@Query() query: ScheduleQueryDto) {
    return { data: await this.schedules.list(query.page, query.state) };
  }

  /** Before any `:id` route, so the word is never taken for a schedule's id. */
  @Get('unpublishable')
  @SignedIn()
  @ApiOperation({ summary: "The documents of a page's release (what visitors see now), in display order, with their labels: what an unpublish can take out" })
  async unpublishable(@Query() query: UnpublishableQueryDto) {
    return { data: await this.schedules.unpublishable(query.page) };
  }

  @Delete(':id')
  @Permit('content.edit')
  @ApiOperation({ summary: 'Cancels a pending schedule (409 once it ran or is running)' })
  async cancel(@Param('id', ParseIdPipe) id: string) {
    return { data: await this.schedules.cancel(id) };
  }
}
