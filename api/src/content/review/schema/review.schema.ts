import { Schema } from 'mongoose';
import { REVIEW_LIMITS } from '@pharma/shared/content';
import { recordSchema } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

/** The one settings document (id `review`): whether a publish needs review, and which signatures. */
export const reviewSettingsCollection: CollectionDef = {
  name: 'review_settings',
  schema: recordSchema({
    required: { type: Boolean, default: false },
    meanings: { type: [{ type: String, maxlength: REVIEW_LIMITS.meaningChars }], default: [] },
    unpublishOnExpiry: { type: Boolean, default: false },
  }),
};

/**
 * One submission of a page's drafts. `round` counts the times it entered review: a change of approved
 * content starts a new round, and only the current round's signatures count. `released` names the
 * snapshots its publish released (history shows the signatures beside those versions).
 */
export const reviewRequestsCollection: CollectionDef = {
  name: 'review_requests',
  schema: recordSchema(
    {
      page: { type: String, required: true },
      state: { type: String, required: true, enum: ['in_review', 'approved', 'publishing', 'rejected', 'withdrawn', 'published'] },
      round: { type: Number, required: true, min: 1 },
      submittedBy: { type: String, required: true },
      submittedByName: { type: String, required: true },
      submittedAt: { type: String, required: true },
      note: { type: String, default: '' },
      items: { type: Schema.Types.Mixed, default: [] },
      contentHash: { type: String, required: true },
      meanings: { type: [String], default: [] },
      reviewBy: { type: String, default: null },
      rejection: { type: Schema.Types.Mixed, default: null },
      publishedAt: { type: String, default: null },
      publishedBy: { type: String, default: null },
      publishingSince: { type: String, default: null },
      released: { type: Schema.Types.Mixed, default: {} },
    },
    { reservedNames: true },
  ),
};

/**
 * Electronic signatures, one document each (21 CFR Part 11 §11.50: printed name, date and time,
 * meaning), so each is one audited create with its own fields in the trail. The id is
 * `<request>.r<round>.m<meaning index>`: a second signature of the same meaning in the same round is a
 * duplicate id, refused atomically by both stores, even from two API instances at once.
 */
export const reviewSignaturesCollection: CollectionDef = {
  name: 'review_signatures',
  schema: recordSchema({
    requestId: { type: String, required: true },
    round: { type: Number, required: true, min: 1 },
    meaning: { type: String, required: true },
    verdict: { type: String, required: true, enum: ['approved', 'rejected'] },
    userId: { type: String, required: true },
    username: { type: String, required: true },
    printedName: { type: String, required: true },
    role: { type: String, required: true },
    at: { type: String, required: true },
    comment: { type: String, default: '' },
    contentHash: { type: String, required: true },
    invalidatedAt: { type: String, default: null },
    invalidatedReason: { type: String, default: null },
  }),
};

/**
 * One claim per signer and round, id `<request>.r<round>.u<user id>`: taken before the signature is
 * stored, so two signatures of one person in one round (one per meaning, sent at once, even to two
 * API instances) are refused by the store's unique id, not by a check that both pass before either
 * writes. Bookkeeping only: the signature itself is the audited record.
 */
export const reviewSignerClaimsCollection: CollectionDef = {
  name: 'review_signer_claims',
  audit: false,
  schema: recordSchema({
    requestId: { type: String, required: true },
    round: { type: Number, required: true, min: 1 },
    userId: { type: String, required: true },
  }),
};
