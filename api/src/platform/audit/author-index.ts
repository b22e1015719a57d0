import { Injectable } from '@nestjs/common';
import { recordSchema } from '../store/schema-kit.js';
import { DuplicateIdError, VersionConflictError } from '../store/store.errors.js';
import { Store, type Collection, type CollectionDef } from '../store/store.port.js';

/** One account's latest committed write of one document, as the trail records it. */
export interface AuthorData {
  collection: string;
  documentId: string;
  actor: string;
  /** The `at` of the newest committed entry of this account for this document. */
  lastAt: string;
  /** That entry's sequence number in the trail. */
  seq: number;
}

/**
 * Who wrote which document, derived from the trail and kept beside it (not audited itself: it is
 * the trail's own index). Keyed `<collection>/<id>|<actor>`, so an account's writes of a document are
 * one record however many instances note them (an insert of an existing id fails atomically on both
 * stores). Rebuilt from the trail at start, so losing it loses nothing.
 */
export const documentAuthorsCollection: CollectionDef = {
  name: 'document_authors',
  audit: false,
  schema: recordSchema(
    {
      collection: { type: String, required: true },
      documentId: { type: String, required: true },
      actor: { type: String, required: true },
      lastAt: { type: String, required: true },
      seq: { type: Number, required: true, min: 1 },
    },
    { reservedNames: true },
  ),
};

/** How often a note re-reads after losing a race with another writer of the same record. */
const MAX_ATTEMPTS = 10;

export type AuthoredEntry = Pick<AuthorData, 'collection' | 'documentId' | 'actor' | 'seq'> & { at: string };

/**
 * The authors of each document: every account whose committed write changed it, with the time of its
 * latest one. Review reads ask it who changed a submitted document since its release (separation of
 * duties) instead of reading the whole trail on every read.
 */
@Injectable()
export class AuthorIndex {
  private readonly authors: Collection<AuthorData>;

  constructor(store: Store) {
    this.authors = store.collection<AuthorData>(documentAuthorsCollection);
  }

  /** Whether an entry names a person's write of a document (the API's own writes have no author). */
  static counts(entry: Pick<AuthoredEntry, 'collection' | 'documentId' | 'actor'>): boolean {
    return Boolean(entry.collection && entry.documentId) && entry.actor !== 'system';
  }

  /** Notes a committed write: the record keeps the latest time (an older or equal one changes nothing). */
  async note(entry: AuthoredEntry): Promise<void> {
    if (!AuthorIndex.counts(entry)) return;
    const id = `${entry.collection}/${entry.documentId}|${entry.actor}`;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const known = await this.authors.get(id);
      if (known && known.lastAt >= entry.at) return;
      try {
        if (!known) {
          await this.authors.insert({ collection: entry.collection, documentId: entry.documentId, actor: entry.actor, lastAt: entry.at, seq: entry.seq }, id);
          return;
        }
        if (await this.authors.update(id, { lastAt: entry.at, seq: entry.seq }, known.version)) return;
      } catch (error) {
        // Another instance noted the same account and document meanwhile: read again and compare.
        if (!(error instanceof DuplicateIdError || error instanceof VersionConflictError)) throw error;
      }
    }
    throw new Error(`The author index of ${entry.collection}/${entry.documentId} is too busy to update`);
  }

  /** Every account with a committed write of one of these documents after its `since` ('' = ever), sorted. */
  async authorsOf(docs: ReadonlyArray<{ collection: string; id: string; since: string }>): Promise<string[]> {
    const authors = new Set<string>();
    for (const doc of docs) {
      for (const author of await this.authors.where({ collection: doc.collection, documentId: doc.id })) {
        if (author.lastAt > doc.since) authors.add(author.actor);
      }
    }
    return [...authors].sort();
  }
}
