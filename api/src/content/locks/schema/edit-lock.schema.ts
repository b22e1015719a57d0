import { recordSchema, f } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

/**
 * One generation of the edit lock of one content document. The stored id is
 * `<collection>|<id>|<generation>`: taking a lock is INSERTING the next generation, and an insert of an
 * existing id fails atomically on both stores (DuplicateIdError), so of two editors taking the same
 * free lock exactly one wins. (FerretDB v1 does not apply conditional replaces atomically, so a "replace
 * if still free" would let both win there; real MongoDB would also allow a findOneAndUpdate with a
 * filter on `expiresAt`, and a TTL index to drop old generations, but neither is needed nor relied on.)
 * Refreshes and releases update the newest generation in place: only its holder writes them.
 */
export interface EditLockRecord {
  /** `<collection>/<id>`: every generation of one document's lock. */
  key: string;
  generation: number;
  collection: string;
  docId: string;
  holder: string;
  holderName: string;
  since: string;
  lastActiveAt: string;
  expiresAt: string;
  /** Set when its holder let it go (close of the form). */
  releasedAt?: string;
  /** This generation was a take-over from this account (its editor is told on its next refresh). */
  takenFrom?: string;
  /** On the lost generation: when its holder was told it was taken over (told once). */
  notifiedAt?: string;
}

export const editLocksCollection: CollectionDef = {
  name: 'edit_locks',
  // An hour after expiry, as LocksService keeps older generations (KEEP_EXPIRED_MS): a loser's next
  // refresh still reads the take-over. Losing the newest generation then is harmless: the next
  // acquire numbers its generation after whatever is left, and an insert of a removed id succeeds.
  expires: { field: 'expiresAt', afterSeconds: 60 * 60 },
  schema: recordSchema(
    {
      key: f.required(),
      generation: { type: Number, required: true, min: 1 },
      collection: f.required(),
      docId: f.required(),
      holder: f.required(),
      holderName: f.required(),
      since: f.required(),
      lastActiveAt: f.required(),
      expiresAt: f.required(),
      releasedAt: f.optional(),
      takenFrom: f.optional(),
      notifiedAt: f.optional(),
    },
    { reservedNames: true },
  ),
  // Taking and refreshing a lock is bookkeeping, not a change of content; a take-over is an audit event.
  audit: false,
};
