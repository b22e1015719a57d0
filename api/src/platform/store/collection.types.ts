import type { ReadView } from './read-view.js';
import type { Schema } from 'mongoose';

/* What a collection is and what it stores: the types every part of the store shares (kept apart from
 * the Store class so that its parts can name them without importing the class). */

export type StoreKind = 'embedded' | 'mongodb';

/** Fields every stored document carries, whatever its collection. */
export interface StoredMeta {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type Stored<T> = T & StoredMeta;

/** A collection is named once and validated by one Mongoose schema, in both adapters. */
export interface CollectionDef {
  name: string;
  schema: Schema;
  /**
   * Writes to it are recorded in the audit trail unless `false` (sessions, lock-out counters, the
   * trail itself); `redact` names fields whose values the trail never holds (password hashes),
   * `ignore` fields whose changes are not worth an entry (bookkeeping such as a last sign-in time).
   */
  audit?: false | { redact?: readonly string[]; ignore?: readonly string[] };
  /**
   * Drafts and releases: the stored documents are the working copy, visitors read the
   * page's release, and every publish keeps a snapshot. Declared once per collection, with the key
   * of the page whose release holds it.
   */
  versioned?: { page: string };
  /**
   * Documents that expire: `field` holds when (an ISO time or epoch ms; with several
   * fields, the latest present one), and a document may go `afterSeconds` later. MongoDB removes them
   * with a TTL index the adapter creates (it copies that time into a BSON date, which is all a TTL
   * index reads). The removal lags (MongoDB's TTL monitor runs once a minute) and some servers have
   * none (FerretDB v1), so the code reading these documents STILL checks their expiry itself, and its
   * own sweeps stay: the TTL index only keeps the collection from growing on a busy site. The
   * embedded store ignores it: one process, whose services already sweep what expired (sessions,
   * lock-outs, proof-of-work solutions, old lock generations, lease slots), and NeDB's own TTL
   * would only remove a document when a query happens to read it.
   */
  expires?: DocumentExpiry;
  /** A capped collection: see CappedLog. Its documents are never updated or removed one by one. */
  capped?: CappedLog;
}

/**
 * A bounded log: only the newest `maxDocuments` (and at most `maxBytes`) are kept. MongoDB
 * creates the collection capped before its first write (the server drops the oldest); the embedded
 * store ignores it, and the collection's repository removes the oldest beyond `maxDocuments` there.
 */
export interface CappedLog {
  maxDocuments: number;
  maxBytes: number;
}

/** See CollectionDef.expires. */
export interface DocumentExpiry {
  field: string | readonly string[];
  afterSeconds?: number;
}

/** One stored write, as the audit trail receives it: the document before and after (null for none). */
export interface StoredWrite {
  collection: string;
  op: 'create' | 'update' | 'delete';
  id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  redact: readonly string[];
  ignore: readonly string[];
}

/** A write as a collection reports it: the store adds the collection's name and audit options. */
export type CollectionWrite = Omit<StoredWrite, 'collection' | 'redact' | 'ignore'>;

/**
 * A write's entry, appended BEFORE the write (write-ahead): `settle` marks it applied or not once the
 * store answered. An entry never settled (the process died in between) is resolved later against the
 * stored document, so the trail and the store always agree. `settle` never throws.
 */
export interface WriteIntent {
  /** true: the write is in the store; false: it is not; null: unknown (the call failed midway), the store decides later. */
  settle(applied: boolean | null): Promise<void>;
}

/** Appends a write's pending entry; null when the write needs none. Rejects when it cannot: the write is then not made. */
export type WriteRecorder = (write: StoredWrite) => Promise<WriteIntent | null>;

/** The audit trail's anchor (its count and head), kept outside the trail; opaque to the store except `count`. */
export type TrailAnchor = { count: number } & Record<string, unknown>;

/**
 * The port every repository talks to. Lists come back in display order (order ascending, a missing
 * order counting as 0, then oldest first). `expectedVersion` makes a write conditional: a different
 * stored version raises VersionConflictError; without it the write wins (last write wins).
 */
export interface Collection<T extends object> {
  /** `view`: which copy of a versioned collection is read (see ReadView), the working copy without one; other collections have one copy. */
  list(view?: ReadView): Promise<Stored<T>[]>;
  get(id: string, view?: ReadView): Promise<Stored<T> | null>;
  /** The documents whose fields equal these string values, in display order (the working copy). */
  where(fields: Record<string, string>): Promise<Stored<T>[]>;
  insert(data: T, id?: string): Promise<Stored<T>>;
  /** Shallow-merges `patch` into the stored document; null when the id is unknown. */
  update(id: string, patch: Partial<T>, expectedVersion?: number): Promise<Stored<T> | null>;
  /**
   * Removes and returns the document; null when the id is unknown. A versioned collection's document
   * goes to the trash first unless `trash` is false (discarding a never-published draft).
   */
  remove(id: string, options?: { trash?: boolean }): Promise<Stored<T> | null>;
  /**
   * Inserts the defaults the first time this collection is seeded, never again (a deleted default
   * stays deleted) and never over an existing document. Returns how many were inserted.
   */
  seed(defaults: Array<T & { id?: string }>): Promise<number>;
}
