import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, SignedIn } from '../../platform/auth/auth.decorators.js';
import type { AuthedRequest } from '../../platform/auth/auth.guard.js';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe.js';
import { SessionService } from '../../platform/auth/session.service.js';
import { PublishReviewDto, ReviewQueryDto, ReviewSettingsDto, SignDto, SubmitReviewDto } from './dto/review.dto.js';
import type { ReviewRequest } from '@pharma/shared/content';
import { ReviewDatesService } from '../review-dates/review-dates.service.js';
import { SchedulesService } from '../schedules/schedules.service.js';
import { ReviewService } from './review.service.js';
import { LanguagesService } from '../languages/languages.service.js';

/** The guard has admitted a session on every route below that is not public. */
function sessionOf(req: AuthedRequest) {
  return req.authSession!;
}

@ApiTags('review')
@ApiBearerAuth()
@Controller('review')
export class ReviewController {
  constructor(
    private readonly review: ReviewService,
    private readonly sessions: SessionService,
    private readonly schedules: SchedulesService,
    private readonly reviewDates: ReviewDatesService,
    private readonly languages: LanguagesService,
  ) {}

  /** A request with the time of its pending scheduled publish, if it has one. */
  private async withSchedule<T extends ReviewRequest>(request: T): Promise<T> {
    const pending = (await this.schedules.list(request.page, 'pending')).find((schedule) => schedule.requestId === request.id);
    return pending ? { ...request, scheduledFor: pending.at } : request;
  }

  @Get('settings')
  @SignedIn()
  @ApiOperation({ summary: 'Whether publishing needs review, the signature meanings a publish needs, unpublish on expiry' })
  async settings() {
    return { data: await this.review.settings() };
  }

  @Put('settings')
  @Permit('settings.edit')
  @ApiOperation({ summary: 'Change the review settings (Administrators); 409 on a stale version' })
  async saveSettings(@Body() body: ReviewSettingsDto) {
    return { data: await this.review.saveSettings(body) };
  }

  @Get('summary')
  @SignedIn()
  @ApiOperation({ summary: "Requests waiting for the signed-in user's signature, and each page's current request" })
  async summary(@Req() req: AuthedRequest) {
    return { data: await this.review.summary(sessionOf(req).user) };
  }

  @Get('signing')
  @SignedIn()
  @ApiOperation({ summary: 'Whether the next signature of this session needs the user name too (the first one does)' })
  async signing(@Req() req: AuthedRequest) {
    return { data: { usernameRequired: !(await this.sessions.hasSigned(sessionOf(req).id)) } };
  }

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Review requests, newest first' })
  async list(@Query() query: ReviewQueryDto) {
    return { data: await this.review.list(query) };
  }

  @Post('submit')
  @HttpCode(201)
  @Permit('content.edit')
  @ApiOperation({ summary: "Submit a page's drafts for review: they are frozen until the review ends" })
  async submit(@Body() body: SubmitReviewDto, @Req() req: AuthedRequest) {
    return { data: await this.review.submit(body, sessionOf(req).user) };
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: 'One request with its field-level diff (published vs submitted) and what the signed-in user may sign' })
  async detail(@Param('id', ParseIdPipe) id: string, @Req() req: AuthedRequest) {
    return { data: await this.withSchedule(await this.review.detail(id, sessionOf(req).user)) };
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @Permit('content.edit')
  @ApiOperation({ summary: 'Take a submission back: its drafts can be edited again' })
  async withdraw(@Param('id', ParseIdPipe) id: string) {
    return { data: await this.review.withdraw(id) };
  }

  @Post(':id/sign')
  @HttpCode(200)
  @Permit('content.review')
  @ApiOperation({
    summary: 'Electronic signature: approve or reject with a meaning; the password again (and the user name on the first signature of a session)',
  })
  async sign(@Param('id', ParseIdPipe) id: string, @Body() body: SignDto, @Req() req: AuthedRequest) {
    return { data: await this.review.sign(id, body, sessionOf(req)) };
  }

  @Post(':id/publish')
  @HttpCode(200)
  @Permit('content.edit')
  @ApiOperation({ summary: 'Publish an approved request now (only the content its signatures approved)' })
  async publish(@Param('id', ParseIdPipe) id: string, @Body() body: PublishReviewDto) {
    await this.languages.assertPublishable((await this.review.get(id)).page, body.confirmOutdated);
    const published = await this.review.publishApproved(id);
    // The scheduler does the same after a scheduled publish (schedule-runs.service.ts).
    if (published.reviewBy) await this.reviewDates.set(published.page, published.items, published.reviewBy);
    return { data: await this.review.get(id) };
  }
}
