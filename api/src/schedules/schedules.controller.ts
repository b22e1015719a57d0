import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, SignedIn } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { CreateScheduleDto, ScheduleQueryDto } from './dto/schedules.dto.js';
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

  @Delete(':id')
  @Permit('content.edit')
  @ApiOperation({ summary: 'Cancels a pending schedule (409 once it ran or is running)' })
  async cancel(@Param('id', ParseIdPipe) id: string) {
    return { data: await this.schedules.cancel(id) };
  }
}
