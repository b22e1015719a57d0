import type {
  ContentSchedule,
  CreateScheduleRequest,
  PublishReviewRequest,
  ReviewDetail,
  ReviewRequest,
  ReviewSettings,
  ReviewState,
  ReviewSummary,
  SignatureVerdict,
  SigningStatus,
  SignRequest,
  SubmitReviewRequest,
} from '../../content/review.js';
import { OPEN_REVIEW_STATES } from '../../content/review.js';
import { ApiError, apiSend } from '../../http/api-client.js';
import { adminGet, adminGetList, describeFailure } from '../http/admin-http.js';
import type { Notice } from '../forms/feedback.js';

/*
 * The dashboard's calls to the review routes (api/src/content/review) and to the schedules a
 * review's publish may use. Reads: every signed-in role; settings PUT: Administrators; submit,
 * withdraw, publish and schedules: 'content.edit'; sign: 'content.review'. Failures are ApiErrors.
 */

export const REVIEW_PATH = '/api/review';

export const VERDICT_LABELS: Record<SignatureVerdict, string> = { approved: 'Approved', rejected: 'Rejected' };

/** In review or approved: the page's drafts are frozen and the request can still be withdrawn. */
export function isOpenReview(request: Pick<ReviewRequest, 'state'> | undefined): boolean {
  return !!request && OPEN_REVIEW_STATES.includes(request.state);
}

export function fetchReviewSettings(): Promise<ReviewSettings> {
  return adminGet<ReviewSettings>(`${REVIEW_PATH}/settings`);
}

/** With the version read: a stale one answers 409. */
export function saveReviewSettings(settings: ReviewSettings): Promise<ReviewSettings> {
  return apiSend<ReviewSettings>('PUT', `${REVIEW_PATH}/settings`, settings);
}

export function fetchReviewSummary(): Promise<ReviewSummary> {
  return adminGet<ReviewSummary>(`${REVIEW_PATH}/summary`);
}

/** Newest first; both filters optional. */
export function fetchReviews(filter: { page?: string; state?: ReviewState } = {}): Promise<ReviewRequest[]> {
  const query = new URLSearchParams();
  if (filter.page) query.set('page', filter.page);
  if (filter.state) query.set('state', filter.state);
  const search = query.toString();
  return adminGetList<ReviewRequest>(search ? `${REVIEW_PATH}?${search}` : REVIEW_PATH);
}

export function fetchReview(id: string): Promise<ReviewDetail> {
  return adminGet<ReviewDetail>(`${REVIEW_PATH}/${encodeURIComponent(id)}`);
}

export function submitReview(body: SubmitReviewRequest): Promise<ReviewRequest> {
  return apiSend<ReviewRequest>('POST', `${REVIEW_PATH}/submit`, body);
}

export function withdrawReview(id: string): Promise<ReviewRequest> {
  return apiSend<ReviewRequest>('POST', `${REVIEW_PATH}/${encodeURIComponent(id)}/withdraw`);
}

export function fetchSigningStatus(): Promise<SigningStatus> {
  return adminGet<SigningStatus>(`${REVIEW_PATH}/signing`);
}

export function signReview(id: string, body: SignRequest): Promise<ReviewRequest> {
  return apiSend<ReviewRequest>('POST', `${REVIEW_PATH}/${encodeURIComponent(id)}/sign`, body);
}

export function publishReview(id: string, body: PublishReviewRequest = {}): Promise<ReviewRequest> {
  return apiSend<ReviewRequest>('POST', `${REVIEW_PATH}/${encodeURIComponent(id)}/publish`, body);
}

/** Publishes the approved request at `at` (UTC ISO). */
export function scheduleReviewPublish(page: string, requestId: string, at: string): Promise<ContentSchedule> {
  const body: CreateScheduleRequest = { page, action: 'publish', at, requestId };
  return apiSend<ContentSchedule>('POST', '/api/schedules', body);
}

export function cancelSchedule(id: string): Promise<unknown> {
  return apiSend('DELETE', `/api/schedules/${encodeURIComponent(id)}`);
}

/**
 * A refused review call as a notice. Unlike a versioned save, a 409 here carries the API's own reason
 * (the content changed, the page is in review already), so it is shown as sent, not as the kit's
 * "someone else saved first" conflict.
 */
export function reviewFailure(error: unknown, failed: string): Notice {
  if (error instanceof ApiError && error.status !== 401) return { kind: 'error', message: failed, detail: error.message };
  const described = describeFailure(error, failed);
  return { kind: 'error', message: described.message, detail: described.detail };
}

/** The review state of one page tab: whether review is required, and its newest request. */
export interface PageReview {
  required: boolean;
  request?: ReviewRequest;
}

const REVIEW_OFF: PageReview = { required: false };

/**
 * Reads the summary (the settings' `required` and each page's newest request) and, when it matters,
 * that request in full. Never fails: without an answer the tab works as with review off, and the
 * API, which is the authority, still refuses a direct publish with its own message.
 */
export async function loadPageReview(page: string): Promise<PageReview> {
  let summary: unknown;
  try {
    summary = await fetchReviewSummary();
  } catch {
    return REVIEW_OFF;
  }
  if (!summary || typeof summary !== 'object' || Array.isArray(summary)) return REVIEW_OFF;
  const { required, pages } = summary as Partial<ReviewSummary>;
  const entry = pages?.[page];
  const result: PageReview = { required: required === true };
  // With review off, a closed request is history: only an open one still freezes the page.
  if (!entry || (!result.required && !isOpenReview(entry))) return result;
  try {
    return { ...result, request: await fetchReview(entry.id) };
  } catch {
    return result;
  }
}

/** The reader's languages, most preferred first (the browser's, not the server's). */
function readerLocales(): string[] | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const languages = navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
  return languages.length ? [...languages] : undefined;
}

/** The parts toLocaleString() shows, so every date-time of the dashboard reads alike. */
const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/**
 * An ISO instant in the reader's locale and time zone. A reviewer must read when something was
 * signed or submitted in their own terms; the ISO text stays in the `<time>` element's dateTime.
 */
export function localDateTime(at: string | undefined): string {
  if (!at) return '';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : new Intl.DateTimeFormat(readerLocales(), DATE_TIME_PARTS).format(date);
}

/**
 * A calendar day (YYYY-MM-DD, e.g. a review-by date) in the reader's locale, the month in words so
 * 03/04 cannot be misread. It is a day, not an instant: formatted in UTC so no time zone shifts it.
 */
export function localDate(day: string | undefined): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(readerLocales(), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The content hash in a form a person can compare at a glance: the algorithm and the first 12 hex
 * digits (`sha256:3f2a9c01b7de…`). The full hash is what is sent and what the API checks.
 */
export function shortContentHash(hash: string): string {
  const match = /^([a-z0-9]+):([0-9a-f]+)$/i.exec(hash);
  if (!match) return hash.length > 20 ? `${hash.slice(0, 20)}…` : hash;
  return match[2]!.length > 12 ? `${match[1]}:${match[2]!.slice(0, 12)}…` : hash;
}

/** A `datetime-local` input's value (local wall time) as the UTC ISO instant the API takes. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Today as YYYY-MM-DD in local time (the lowest "Review by" date). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
