/** A raw document as both engines hold it: the id lives in `_id`. */
export type RawDoc = { _id: string; version: number; [field: string]: unknown };

/**
 * The few primitive operations an adapter has to provide. Everything else (ids, versions,
 * timestamps, validation, merging, seeding) is shared in DocumentCollection, so the two adapters
 * cannot drift apart in behaviour.
 */
export interface Engine {
  findAll(): Promise<RawDoc[]>;
  findById(id: string): Promise<RawDoc | null>;
  /** The documents whose fields equal these string values (exact matches only, never operators). */
  findWhere(fields: Record<string, string>): Promise<RawDoc[]>;
  /** Throws DuplicateIdError when `_id` exists. */
  insert(doc: RawDoc): Promise<void>;
  /** Replaces the document only if it still has `version`; false when it does not (or is gone). */
  replaceIfVersion(id: string, version: number, doc: RawDoc): Promise<boolean>;
  /** Deletes the document only if it still has `version`. */
  deleteIfVersion(id: string, version: number): Promise<boolean>;
}
