import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, SignedIn } from '../../platform/auth/auth.decorators.js';
import { ReviewDatesQueryDto, SetReviewDateDto } from './dto/review-dates.dto.js';
import { ReviewDatesService } from './review-dates.service.js';

@ApiTags('review-dates')
@ApiBearerAuth()
@Controller('review-dates')
export class ReviewDatesController {
  constructor(private readonly reviewDates: ReviewDatesService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Published content whose review-by date is within 30 days or past (flagged, perhaps unpublished), soonest first' })
  async list(@Query() query: ReviewDatesQueryDto) {
    return { data: await this.reviewDates.list(query.page) };
  }

  @Put()
  @Permit('content.edit')
  @ApiOperation({ summary: "Sets a published document's review-by date (YYYY-MM-DD, today or later); null removes it" })
  async put(@Body() body: SetReviewDateDto) {
    return { data: await this.reviewDates.put({ collection: body.collection, id: body.id }, body.reviewBy) };
  }
}
