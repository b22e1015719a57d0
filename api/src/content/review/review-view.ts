import { OPEN_REVIEW_STATES, type ReviewRequest, type ReviewSignature, type ReviewState } from '@pharma/shared/content';
import type { StoredRequest, StoredSignature } from './review.repository.js';

/** What the review of a request stands at, derived from its signatures and the content now. */
export interface ReviewStanding {
  state: ReviewState;
  pending: string[];
  signatures: ReviewSignature[];
}

export function isOpen(state: ReviewState): boolean {
  return OPEN_REVIEW_STATES.includes(state);
}

/** A signature counts while it belongs to the current round, was not invalidated and signed the content as it is now. */
export function counts(signature: StoredSignature, request: StoredRequest, liveHash: string): boolean {
  return signature.round === request.round && !signature.invalidatedAt && signature.contentHash === liveHash;
}

/**
 * The state is derived, never trusted from the stored field alone: an open request is approved
 * exactly when every meaning it needs has a counting approval on the current content. Closed
 * states (rejected, withdrawn, published) are final.
 */
export function standingOf(request: StoredRequest, signatures: StoredSignature[], liveHash: string): ReviewStanding {
  const shown = signatures
    .map((signature) => toSignature(signature, counts(signature, request, liveHash)))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  if (!isOpen(request.state)) return { state: request.state, pending: [], signatures: shown };
  const approved = new Set(shown.filter((signature) => signature.valid && signature.verdict === 'approved').map((signature) => signature.meaning));
  const pending = request.meanings.filter((meaning) => !approved.has(meaning));
  return { state: pending.length ? 'in_review' : 'approved', pending, signatures: shown };
}

function toSignature(signature: StoredSignature, valid: boolean): ReviewSignature {
  return {
    id: signature.id,
    meaning: signature.meaning,
    verdict: signature.verdict,
    userId: signature.userId,
    username: signature.username,
    printedName: signature.printedName,
    role: signature.role,
    at: signature.at,
    comment: signature.comment,
    contentHash: signature.contentHash,
    valid,
    ...(signature.invalidatedAt ? { invalidatedAt: signature.invalidatedAt, invalidatedReason: signature.invalidatedReason ?? '' } : {}),
  };
}

/** The API's shape of a request. */
export function toReviewRequest(
  request: StoredRequest,
  standing: ReviewStanding,
  live: Pick<ReviewRequest, 'items' | 'contentHash'>,
  authors: string[],
  scheduledFor?: string,
): ReviewRequest {
  return {
    id: request.id,
    page: request.page,
    state: standing.state,
    submittedBy: request.submittedBy,
    submittedByName: request.submittedByName,
    submittedAt: request.submittedAt,
    note: request.note,
    items: live.items,
    contentHash: live.contentHash,
    round: request.round,
    meanings: request.meanings,
    pending: standing.pending,
    signatures: standing.signatures,
    authors,
    ...(request.rejection ? { rejection: request.rejection } : {}),
    ...(request.reviewBy ? { reviewBy: request.reviewBy } : {}),
    ...(request.publishedAt ? { publishedAt: request.publishedAt, publishedBy: request.publishedBy ?? '' } : {}),
    ...(scheduledFor ? { scheduledFor } : {}),
    updatedAt: request.updatedAt,
    version: request.version,
  };
}
