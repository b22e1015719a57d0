import { PAGE_KEY_PATTERN, REVIEW_LIMITS, type ReviewSettings, type ReviewState, type SignRequest, type SubmitReviewRequest } from '@pharma/shared/content';
import { ArrayMaxSize, ArrayMinSize, Matches, MaxLength } from 'class-validator';
import { Flag, Int, OneOf, Text, TextList } from '../../../platform/validation/fields.js';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const HASH = /^sha256:[0-9a-f]{64}$/;
const STATES: readonly ReviewState[] = ['in_review', 'approved', 'rejected', 'withdrawn', 'published'];

export class ReviewSettingsDto implements ReviewSettings {
  @Flag() required!: boolean;
  @TextList({ max: REVIEW_LIMITS.meanings })
  @ArrayMinSize(1, { message: 'Name at least one signature meaning.' })
  @ArrayMaxSize(REVIEW_LIMITS.meanings)
  @MaxLength(REVIEW_LIMITS.meaningChars, { each: true, message: `A meaning has at most ${REVIEW_LIMITS.meaningChars} characters.` })
  meanings!: string[];
  @Flag() unpublishOnExpiry!: boolean;
  @Int({ optional: true, min: 0 }) version?: number;
}

export class SubmitReviewDto implements SubmitReviewRequest {
  @Text({ max: 100 }) @Matches(PAGE_KEY_PATTERN, { message: 'page must be a page key' }) page!: string;
  @Text({ optional: true, allowEmpty: true, max: REVIEW_LIMITS.commentChars }) note?: string;
  @Text({ optional: true, max: 10 }) @Matches(DATE, { message: 'reviewBy must be a date (YYYY-MM-DD)' }) reviewBy?: string;
}

export class SignDto implements SignRequest {
  @Text({ max: REVIEW_LIMITS.meaningChars }) meaning!: string;
  @OneOf(['approved', 'rejected']) verdict!: 'approved' | 'rejected';
  @Text({ optional: true, allowEmpty: true, max: REVIEW_LIMITS.commentChars }) comment?: string;
  @Text({ max: 200 }) password!: string;
  @Text({ optional: true, max: 200 }) username?: string;
  @Text({ max: 80 }) @Matches(HASH, { message: 'contentHash must be a sha256 hash' }) contentHash!: string;
}

export class PublishReviewDto {
  @Text({ optional: true, max: 80 }) @Matches(HASH, { message: 'contentHash must be a sha256 hash' }) contentHash?: string;
  /** A page in another language with outdated translations is published only with this (recorded). */
  @Flag({ optional: true }) confirmOutdated?: boolean;
}

export class ReviewQueryDto {
  @Text({ optional: true, max: 100 }) @Matches(PAGE_KEY_PATTERN, { message: 'page must be a page key' }) page?: string;
  @OneOf(STATES, { optional: true }) state?: ReviewState;
}
