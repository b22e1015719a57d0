import { recordSchema } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

/** A published document's review-by date (id = `collection/docId`: one date per document). */
export interface ReviewDateData {
  collection: string;
  docId: string;
  page: string;
  /** YYYY-MM-DD (UTC day). */
  reviewBy: string;
  setBy: string;
  /** When its date came and it was flagged (null: not yet, or set again since). */
  flaggedAt?: string | null;
  /** Whether the flag also took it out of the release (the review setting unpublishOnExpiry). */
  unpublished?: boolean;
}

export const reviewDatesCollection: CollectionDef = {
  name: 'content_review_dates',
  schema: recordSchema(
    {
      collection: { type: String, required: true },
      docId: { type: String, required: true },
      page: { type: String, required: true },
      reviewBy: { type: String, required: true },
      setBy: { type: String, required: true },
      flaggedAt: { type: String, default: null },
      unpublished: { type: Boolean, default: false },
    },
    { reservedNames: true },
  ),
};

/**
 * The claim of one expiry (id = `<entry id>@<reviewBy>#v<entry version>`): the instance whose insert
 * lands flags (and maybe unpublishes) the document, no other one, even when two believe they hold the lease.
 */
export interface ReviewFlagClaim {
  entryId: string;
  claimedBy: string;
  claimedAt: string;
}

export const reviewFlagsCollection: CollectionDef = {
  name: 'content_review_flags',
  schema: recordSchema({
    entryId: { type: String, required: true },
    claimedBy: { type: String, required: true },
    claimedAt: { type: String, required: true },
  }),
  audit: false,
};
