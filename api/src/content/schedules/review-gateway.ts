import { BadRequestException } from '@nestjs/common';
import { REVIEW_TEXTS, defaultReviewSettings, type ReviewSettings } from '@pharma/shared/content';
import type { DocRef } from '../../platform/store/versioning/release-book.js';

/**
 * What the scheduler and the review-by dates need from the review core (api/src/review, the
 * ReviewService). Bound by the review module: `{ provide: REVIEW_GATEWAY, useExisting: ReviewService }`
 * in a @Global module (the review module also calls ReviewDatesService.set, so importing each other
 * would be a cycle). Until it is bound, `reviewGatewayOrNone` answers as if review were off.
 */
export interface ReviewGateway {
  settings(): Promise<ReviewSettings>;
  /** Publishes an approved request now; throws an HttpException when it is not approved or its content changed. */
  publishApproved(requestId: string): Promise<{ page: string; items: DocRef[]; reviewBy?: string }>;
  /** Whether the request exists, belongs to this page and is approved (a scheduled publish names one). */
  isApproved(requestId: string, page: string): Promise<boolean>;
}

export const REVIEW_GATEWAY = Symbol('REVIEW_GATEWAY');

/** No review core in this process: the default settings (review not required), and no request is approved. */
const NO_REVIEW: ReviewGateway = {
  settings: () => Promise.resolve(defaultReviewSettings),
  publishApproved: () => Promise.reject(new BadRequestException(REVIEW_TEXTS.notApproved)),
  isApproved: () => Promise.resolve(false),
};

export function reviewGatewayOrNone(gateway: ReviewGateway | undefined | null): ReviewGateway {
  return gateway ?? NO_REVIEW;
}
