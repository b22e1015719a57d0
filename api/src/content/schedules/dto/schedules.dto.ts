import { PAGE_KEY_PATTERN, type CreateScheduleRequest, type ScheduleAction, type ScheduleState } from '@pharma/shared/content';
import { Matches } from 'class-validator';
import { ID_PATTERN } from '../../../platform/http/parse-id.pipe.js';
import { Nested, OneOf, Text } from '../../../platform/validation/fields.js';
import { DocRefDto } from '../../drafts/dto/drafts.dto.js';

/** A full date-time with a zone (Z or ±hh:mm): a time without one would depend on the server's zone. */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const SCHEDULE_ACTIONS: readonly ScheduleAction[] = ['publish', 'unpublish'];
export const SCHEDULE_STATES: readonly ScheduleState[] = ['pending', 'done', 'failed', 'cancelled'];

/** POST /api/schedules */
export class CreateScheduleDto implements CreateScheduleRequest {
  @Text({ max: 100 }) @Matches(PAGE_KEY_PATTERN, { message: 'page must be a page key' }) page!: string;
  @OneOf(SCHEDULE_ACTIONS) action!: ScheduleAction;
  @Text({ max: 40 }) @Matches(DATE_TIME, { message: 'at must be an ISO 8601 date-time with a zone, e.g. 2030-01-31T09:00:00Z' }) at!: string;
  @Text({ optional: true, max: 64 }) @Matches(ID_PATTERN, { message: 'requestId is malformed' }) requestId?: string;
  @Nested(() => DocRefDto, { optional: true, each: true, max: 200 }) items?: DocRefDto[];
  @Text({ optional: true, max: 500 }) reason?: string;
}

/** GET /api/schedules?page=&state= */
export class ScheduleQueryDto {
  @Text({ optional: true, max: 100 }) @Matches(PAGE_KEY_PATTERN, { message: 'page must be a page key' }) page?: string;
  @OneOf(SCHEDULE_STATES, { optional: true }) state?: ScheduleState;
}

/** GET /api/schedules/unpublishable?page= */
export class UnpublishableQueryDto {
  @Text({ max: 100 }) @Matches(PAGE_KEY_PATTERN, { message: 'page must be a page key' }) page!: string;
}

/** PUT /api/scheduling-clock (development only, SCHEDULING_CLOCK_CONTROL=true) */
export class SetSchedulingClockDto {
  @Text({ max: 40 }) @Matches(DATE_TIME, { message: 'at must be an ISO 8601 date-time with a zone, e.g. 2030-01-31T09:00:00Z' }) at!: string;
}
