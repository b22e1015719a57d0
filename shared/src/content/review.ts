/**
 * Medical-legal-regulatory review, electronic signatures, scheduled publishing, review-by dates and
 * edit locks, shared by the API and the dashboard.
 *
 * With Settings › "Require review before publishing" on, nobody publishes a content page's drafts
 * directly: a plain save is kept as a draft, `POST /api/drafts/publish` answers 409. An Editor
 * submits the page's drafts (`POST /api/review/submit`), which freezes them; reviewers sign with a
 * meaning each (approve or reject, password again); the last approval makes the request "approved",
 * and only then is it published, at once or at a scheduled time. A signature holds a hash of the
 * exact content it approved: a change afterwards invalidates it and the request returns to review.
 * The release `site` (settings, SEO entries, media details: what every page's head, images and
 * alt texts show) is reviewed like a page: with review required, its changes are drafts until a
 * request for `site` is signed and published. The review settings are not in it (they must stay
 * changeable). An unpublish never takes out a section the page always shows.
 */
import type { Role } from './accounts.js';
import type { DraftState, FieldDiff } from './drafts.js';

/** The one meaning a publish needs unless the settings name others. */
export const DEFAULT_REVIEW_MEANING = 'Approved for publication';

/** `GET`/`PUT /api/review/settings` (PUT: Administrators). */
export interface ReviewSettings {
  /** "Require review before publishing": off by default. */
  required: boolean;
  /** The signatures a publish needs, one per meaning, each by a distinct person. */
  meanings: string[];
  /** On its review-by date, published content is also unpublished (not only flagged). */
  unpublishOnExpiry: boolean;
  version?: number;
}

export const defaultReviewSettings: ReviewSettings = {
  required: false,
  meanings: [DEFAULT_REVIEW_MEANING],
  unpublishOnExpiry: false,
};

/** Limits the API checks (and the settings form shows). */
export const REVIEW_LIMITS = {
  meanings: 6,
  meaningChars: 60,
  commentChars: 2000,
} as const;

/**
 * in_review: submitted, frozen, waiting for signatures. approved: every meaning signed on the current
 * content; publishable. rejected: a reviewer rejected it (back to draft, with the comment). withdrawn:
 * the Editor took it back. publishing: a publish holds it (one conditional write took it from approved; the
 * next makes it published); nothing changes its content meanwhile. published: its content went public
 * (at once or on schedule).
 */
export type ReviewState = 'in_review' | 'approved' | 'publishing' | 'rejected' | 'withdrawn' | 'published';

export const OPEN_REVIEW_STATES: readonly ReviewState[] = ['in_review', 'approved'];

/** What the dashboard and the Activity trail call each state, in words. */
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  in_review: 'In review',
  approved: 'Approved',
  publishing: 'Publishing',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  published: 'Published',
};

/** One document of a submission, as it was submitted. */
export interface ReviewItem {
  collection: string;
  id: string;
  state: DraftState;
  label?: string;
  /** The working document's version that was submitted. */
  version: number;
}

export type SignatureVerdict = 'approved' | 'rejected';

/**
 * One electronic signature (21 CFR Part 11 §11.50): printed name, user id, date and time (UTC), the
 * meaning, the verdict and the comment, bound to the content by its hash.
 */
export interface ReviewSignature {
  id: string;
  meaning: string;
  verdict: SignatureVerdict;
  /** The signer's account id and sign-in name. */
  userId: string;
  username: string;
  printedName: string;
  role: Role;
  /** UTC, ISO 8601 (the dashboard shows it in local time). */
  at: string;
  comment: string;
  /** SHA-256 of the exact content signed (see the API's review hash). */
  contentHash: string;
  /** Whether it still counts: its hash is the request's current content and it was not invalidated. */
  valid: boolean;
  /** When and why it stopped counting (the content changed after it was given). */
  invalidatedAt?: string;
  invalidatedReason?: string;
}

export interface ReviewRequest {
  id: string;
  page: string;
  state: ReviewState;
  submittedBy: string;
  submittedByName: string;
  submittedAt: string;
  /** The submitter's note to the reviewers. */
  note: string;
  items: ReviewItem[];
  /** The hash of the content under review now (changes when approved content is edited). */
  contentHash: string;
  /**
   * The review round: 1 at submission, one more each time a change sent it back to review. With the
   * id and the hash it names the exact version a signature is given on.
   */
  round?: number;
  /** The meanings this request needs (the settings' at submission). */
  meanings: string[];
  /** Meanings still without a valid approval. */
  pending: string[];
  signatures: ReviewSignature[];
  /** Accounts that changed the submitted content: they may not approve it (separation of duties). */
  authors: string[];
  /** The rejection that closed it, if one did. */
  rejection?: { by: string; name: string; at: string; meaning: string; comment: string };
  /** "review by" date (YYYY-MM-DD) the published content will carry. */
  reviewBy?: string;
  publishedAt?: string;
  publishedBy?: string;
  /** The pending scheduled publish of this request, if any. */
  scheduledFor?: string;
  updatedAt: string;
  version: number;
}

/** `GET /api/review/:id`: the request with, per item, published vs submitted, field by field. */
export interface ReviewDetail extends ReviewRequest {
  diffs: Array<{ collection: string; id: string; label?: string; state: DraftState; changes: FieldDiff[] }>;
  /** What the signed-in user may do with it now, and why not. */
  canSign: { meanings: string[]; reason?: string };
}

/** `GET /api/review/summary`: requests waiting for the signed-in reviewer, and each page's open request. */
export interface ReviewSummary {
  required: boolean;
  /** Requests in review with a meaning the signed-in user may still sign. */
  waitingForMe: number;
  /** Per page key, the state of its newest request (absent: none). */
  pages: Record<string, { id: string; state: ReviewState; pending: string[] }>;
}

/** `POST /api/review/submit` (content.edit). */
export interface SubmitReviewRequest {
  page: string;
  note?: string;
  /** YYYY-MM-DD, today or later. */
  reviewBy?: string;
}

/**
 * `POST /api/review/:id/sign` (content.review: Reviewers, Administrators). `username` is required on
 * the first signature of a session (21 CFR Part 11 §11.200: both components), the password on every one.
 */
export interface SignRequest {
  meaning: string;
  verdict: SignatureVerdict;
  comment?: string;
  password: string;
  username?: string;
  /** The hash of the content the reviewer looked at: a different current hash is a 409. */
  contentHash: string;
}

/** `POST /api/review/:id/publish` (content.edit): an approved request goes public now. */
export interface PublishReviewRequest {
  /** Optional: the content hash the caller saw. */
  contentHash?: string;
  /** A page in another language with outdated translations is published only with this (recorded). */
  confirmOutdated?: boolean;
}

/** Whether this session has given a signature already (then the password alone signs). `GET /api/review/signing`. */
export interface SigningStatus {
  usernameRequired: boolean;
}

export const REVIEW_TEXTS = {
  reviewRequired: 'Review is required before publishing: submit the page for review.',
  inReview: (page: string) => `The ${page} page is in review: its drafts are frozen until the review ends or the submission is withdrawn.`,
  nothingToSubmit: 'There are no unpublished changes to submit.',
  alreadyOpen: 'This page has a submission in review already.',
  selfApproval: 'You changed this content, so you cannot approve it (separation of duties).',
  oneMeaningPerPerson: 'You signed this request with another meaning already: each meaning needs a different person.',
  meaningSigned: 'This meaning has been signed already.',
  unknownMeaning: 'This request does not need that meaning.',
  wrongPassword: 'The user name or password is not correct. Nothing was signed.',
  usernameRequired: 'Enter your user name and password: the first signature of a session needs both.',
  notYourName: 'The user name is not the signed-in account.',
  contentChanged: 'The content changed since you opened it: review the current version.',
  notApproved: 'Only an approved submission can be published.',
  notOpen: 'This submission is no longer open.',
  rejectionNeedsComment: 'Say why you reject it: a comment is required.',
  signaturesInvalidated: 'The content changed after it was signed: the signatures no longer count and it is back in review.',
  publishing: 'This submission is being published: its content cannot change until the publish ends.',
  changedMeanwhile: 'The submission changed while you acted on it: reload it and try again.',
  sectionNotUnpublished:
    'A section the page always shows cannot be unpublished while review is required (the page would show text nobody signed): edit it and submit it for review.',
  listNotEmptied:
    'This would take every published item of the list off the site while review is required (the page would show built-in items nobody signed): keep at least one.',
  unpublishNeedsAdministrator: 'While review is required, only an Administrator schedules an unpublish, with a reason.',
} as const;

// ---- Scheduled publish and unpublish ----------------------------------------------------------

export type ScheduleAction = 'publish' | 'unpublish';

/** pending: waiting for its time; done: ran; failed: ran and failed (error says why); cancelled. */
export type ScheduleState = 'pending' | 'done' | 'failed' | 'cancelled';

/** A schedule runs within this long after its time; later than LATE_AFTER_MS is shown as late. */
export const SCHEDULE_TICK_MS = 15_000;
export const SCHEDULE_LATE_AFTER_MS = 5 * 60 * 1000;

/** A document of a page's release (what visitors see now): what a scheduled unpublish can take out (`GET /api/schedules/unpublishable`). */
export interface UnpublishableItem {
  collection: string;
  id: string;
  label?: string;
}

export interface ContentSchedule {
  id: string;
  page: string;
  action: ScheduleAction;
  /** UTC ISO date-time. */
  at: string;
  /** publish with review on: the approved request it publishes. */
  requestId?: string;
  /** unpublish: the documents taken out of the release (none: every document of the page is kept, so one is required). */
  items?: UnpublishableItem[];
  /** unpublish: why the items go (required while review is required). */
  reason?: string;
  state: ScheduleState;
  createdBy: string;
  createdAt: string;
  ranAt?: string;
  /** ranAt − at, when it ran (or now − at while pending past its time). */
  lateByMs?: number;
  /** Ran more than SCHEDULE_LATE_AFTER_MS after its time, e.g. the API was down: it says so. */
  late?: boolean;
  /** Why it ran late, when it did: 'ran at start, 12 min late' (the API was down at its time). */
  lateReason?: string;
  error?: string;
  version: number;
}

/** `POST /api/schedules` (content.edit). */
export interface CreateScheduleRequest {
  page: string;
  action: ScheduleAction;
  at: string;
  requestId?: string;
  items?: Array<{ collection: string; id: string }>;
  /** Why the items go (required for an unpublish while review is required; recorded). */
  reason?: string;
}

// ---- Review-by dates (periodic review and expiry) ---------------------------------------------

/** Content is listed this many days before its review-by date. */
export const REVIEW_DUE_DAYS = 30;

export type ReviewDateState = 'due-soon' | 'overdue';

/** `GET /api/review-dates`: published content whose review-by date is within REVIEW_DUE_DAYS or past. */
export interface ReviewDateEntry {
  collection: string;
  id: string;
  page: string;
  label?: string;
  /** YYYY-MM-DD */
  reviewBy: string;
  state: ReviewDateState;
  /** Set once the date passed and it was flagged (and when the setting says so, unpublished). */
  flaggedAt?: string;
  unpublished?: boolean;
}

// ---- Edit locks ------------------------------------------------------------------------------

/** A lock ends this long after its holder's last activity. */
export const EDIT_LOCK_TTL_MS = 5 * 60 * 1000;

export interface EditLock {
  collection: string;
  id: string;
  holder: string;
  holderName: string;
  since: string;
  lastActiveAt: string;
  expiresAt: string;
  /** Set on the lock a previous holder lost: who took it over and when (their editor says so). */
  takenOverBy?: string;
  takenOverAt?: string;
}
