import { PAGE_KEY_PATTERN } from '@pharma/shared/content';
import { IsString, Matches, ValidateIf } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { Text } from '../../../platform/validation/fields.js';
import { DocRefDto } from '../../drafts/dto/drafts.dto.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** PUT /api/review-dates: a published document's review-by date; null removes it. */
export class SetReviewDateDto extends DocRefDto {
  @ApiProperty({ nullable: true, example: '2031-01-31', description: 'YYYY-MM-DD, today or later; null removes the date' })
  // Required: null says "remove", a missing field is a mistake.
  @ValidateIf((dto: SetReviewDateDto) => dto.reviewBy !== null)
  @IsString()
  @Matches(DAY, { message: 'reviewBy must be a date (YYYY-MM-DD) or null' })
  reviewBy!: string | null;
}

/** GET /api/review-dates?page= */
export class ReviewDatesQueryDto {
  @Text({ optional: true, max: 100 }) @Matches(PAGE_KEY_PATTERN, { message: 'page must be a page key' }) page?: string;
}
