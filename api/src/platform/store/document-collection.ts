import { Types } from 'mongoose';
import type { Engine, RawDoc } from './engine.js';
import type { Collection, CollectionDef, CollectionWrite, Stored, WriteIntent } from './collection.types.js';
import { DuplicateIdError, VersionConflictError } from './store.errors.js';
import { KeyedMutex } from './keyed-mutex.js';
import { validateDocument } from './schema-kit.js';
import { writesAutosave, writesDraft } from '../http/request-context.js';
import { WORKING_COPY, type ReadView } from './read-view.js';
import type { ReleaseBook, WorkingSource } from './versioning/release-book.js';
import type { TrashBin } from './versioning/trash-bin.js';

/** How often an unconditional write retries after losing a race to another writer. */
const MAX_RACE_RETRIES = 10;

/** Marks which collections were seeded once, so a deleted default is never re-created. */
export interface SeedLedger {
  isSeeded(name: string): Promise<boolean>;
  markSeeded(name: string): Promise<void>;
}

const META_KEYS = ['id', '_id', 'version', 'createdAt', 'updatedAt', 'autosave'] as const;

/** Drops the fields callers may never set and any own `undefined` (a partial DTO must not wipe fields). */
function dataOnly(input: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && !(META_KEYS as readonly string[]).includes(key)) out[key] = value;
  }
  return out;
}

function toStored<T>(raw: RawDoc): Stored<T> {
  const { _id, autosave: _autosave, ...rest } = raw;
  return { id: _id, ...rest } as unknown as Stored<T>;
}

/**
 * Marks a working document whose write is the editor's autosave, and unmarks it on any other write,
 * so the drafts list can tell an autosave draft from a saved one. The mark never leaves the store.
 */
function markAutosave(doc: RawDoc): RawDoc {
  const { autosave: _previous, ...rest } = doc;
  return writesAutosave() ? { ...rest, autosave: true } : (rest as RawDoc);
}

/** The store's list order (see Store): also used where released documents are listed outside a collection. */
export function displayOrder(a: RawDoc, b: RawDoc): number {
  const byOrder = Number(a.order ?? 0) - Number(b.order ?? 0);
  if (byOrder) return byOrder;
  return String(a.createdAt).localeCompare(String(b.createdAt)) || a._id.localeCompare(b._id);
}

/**
 * The adapter-independent half of every collection: both adapters share this exact behaviour.
 * A versioned collection (`def.versioned`) is the working copy; a read whose view is a visitor's
 * (ReadView) gets the page's release instead, and a write outside `?draft=true` publishes the
 * document it wrote.
 */
export class DocumentCollection<T extends object> implements Collection<T>, WorkingSource {
  private readonly writes = new KeyedMutex();

  constructor(
    readonly def: CollectionDef,
    private readonly engine: Engine,
    private readonly ledger: SeedLedger,
    /** Resolves once the change is recorded (the store's revision bumped): the write answers after it. */
    private readonly changed: (name: string) => Promise<void>,
    /** Appends the write's pending audit entry before the write; when that fails the write is not made. */
    private readonly record: (write: CollectionWrite) => Promise<WriteIntent | null>,
    /** The store's release book; only versioned collections use it. */
    private readonly releases: () => ReleaseBook,
    /** Where a versioned collection's deleted documents go. */
    private readonly trash: () => TrashBin,
    /**
     * Runs before every write of a versioned collection (the review's gate): it may refuse
     * the write (a page in review is frozen) or turn it into a draft (review required). Seeding skips it.
     */
    private readonly gate: (def: CollectionDef, id?: string) => Promise<void> = async () => {},
  ) {}

  async list(view: ReadView = WORKING_COPY): Promise<Stored<T>[]> {
    const docs = this.readsRelease(view) ? await this.releases().releasedDocs(this.def) : await this.engine.findAll();
    return docs.sort(displayOrder).map((doc) => toStored<T>(doc));
  }

  async get(id: string, view: ReadView = WORKING_COPY): Promise<Stored<T> | null> {
    const doc = this.readsRelease(view) ? await this.releases().releasedDoc(this.def, id) : await this.engine.findById(id);
    return doc && toStored<T>(doc);
  }

  async where(fields: Record<string, string>): Promise<Stored<T>[]> {
    const docs = await this.engine.findWhere(fields);
    return docs.sort(displayOrder).map((doc) => toStored<T>(doc));
  }

  /** The working copy, whoever asks (the release book, the audit's resolution). */
  workingList(): Promise<RawDoc[]> {
    return this.engine.findAll();
  }

  workingGet(id: string): Promise<RawDoc | null> {
    return this.engine.findById(id);
  }

  private readsRelease(view: ReadView): boolean {
    return this.def.versioned !== undefined && view.readsRelease(this.def.versioned.page);
  }

  /** `id`: the document written (none for an insert that has not chosen its id yet). */
  private async gateWrite(id?: string): Promise<void> {
    if (this.def.versioned) await this.gate(this.def, id);
  }

  /** A write of a versioned collection publishes its document unless the request asked for a draft. */
  private async publishWritten(id: string): Promise<void> {
    if (this.def.versioned && !writesDraft()) await this.releases().publish(this.def.versioned.page, [{ collection: this.def.name, id }]);
  }

  async insert(data: T, id?: string): Promise<Stored<T>> {
    await this.gateWrite(id);
    const doc = await this.newDocument(data, id);
    await this.audited({ op: 'create', id: doc._id, before: null, after: doc }, async () => {
      await this.engine.insert(doc);
      return true;
    });
    await this.changed(this.def.name);
    await this.publishWritten(doc._id);
    return toStored<T>(doc);
  }

  /**
   * A write and its audit entry stand or fall together, without a transaction (FerretDB has none):
   * the entry goes first, naming the document's version before and after (write-ahead), then the
   * write, then the entry is settled. A process killed in between leaves the entry unsettled; the
   * trail resolves it against the stored document (see AuditService), so a write is in the store
   * exactly when its entry counts as committed. A write that throws for another reason than "already
   * exists" may or may not have reached the database: its entry is left to that same resolution.
   */
  private async audited(write: CollectionWrite, apply: () => Promise<boolean>): Promise<boolean> {
    const intent = await this.record(write); // throws: nothing was written
    let applied: boolean;
    try {
      applied = await apply();
    } catch (error) {
      await intent?.settle(error instanceof DuplicateIdError ? false : null);
      throw error;
    }
    await intent?.settle(applied);
    return applied;
  }

  private newDocument(data: T, id?: string): Promise<RawDoc> {
    const now = new Date().toISOString();
    const raw = { ...dataOnly(data), _id: id ?? new Types.ObjectId().toHexString(), version: 1, createdAt: now, updatedAt: now };
    return validateDocument(this.def.name, this.def.schema, markAutosave(raw));
  }

  /** Insert without recording the change: seeding records one change for all its inserts. */
  private async insertQuietly(data: T, id?: string): Promise<void> {
    await this.engine.insert(await this.newDocument(data, id));
  }

  update(id: string, patch: Partial<T>, expectedVersion?: number): Promise<Stored<T> | null> {
    return this.writes.run(id, async () => {
      await this.gateWrite(id);
      const updated = await this.updateNow(id, patch, expectedVersion);
      if (updated) await this.publishWritten(id);
      return updated;
    });
  }

  remove(id: string, options: { trash?: boolean } = {}): Promise<Stored<T> | null> {
    return this.writes.run(id, async () => {
      await this.gateWrite(id);
      const removed = await this.removeNow(id, this.def.versioned !== undefined && options.trash !== false);
      if (removed) await this.publishWritten(id);
      return removed;
    });
  }

  private async updateNow(id: string, patch: Partial<T>, expectedVersion?: number): Promise<Stored<T> | null> {
    for (let attempt = 0; attempt < MAX_RACE_RETRIES; attempt++) {
      const current = await this.engine.findById(id);
      if (!current) return null;
      if (expectedVersion !== undefined && current.version !== expectedVersion) throw new VersionConflictError();
      const next = markAutosave({
        ...current,
        ...dataOnly(patch),
        version: current.version + 1,
        updatedAt: new Date().toISOString(),
      });
      const doc = await validateDocument(this.def.name, this.def.schema, next);
      // Conditional on the version we read: a concurrent write in between is never overwritten blindly.
      if (await this.audited({ op: 'update', id, before: current, after: doc }, () => this.engine.replaceIfVersion(id, current.version, doc))) {
        await this.changed(this.def.name);
        return toStored<T>(doc);
      }
      if (expectedVersion !== undefined) throw new VersionConflictError();
    }
    throw new VersionConflictError();
  }

  private async removeNow(id: string, toTrash: boolean): Promise<Stored<T> | null> {
    for (let attempt = 0; attempt < MAX_RACE_RETRIES; attempt++) {
      const current = await this.engine.findById(id);
      if (!current) return null;
      if (toTrash && attempt === 0) await this.trash().keep(this.def, current);
      if (await this.audited({ op: 'delete', id, before: current, after: null }, () => this.engine.deleteIfVersion(id, current.version))) {
        await this.changed(this.def.name);
        return toStored<T>(current);
      }
    }
    throw new VersionConflictError();
  }

  async seed(defaults: Array<T & { id?: string }>): Promise<number> {
    const inserted = (await this.ledger.isSeeded(this.def.name)) ? 0 : await this.seedOnce(defaults);
    // Seeding and migration alike, on every start: a collection its page's release does not know
    // enters it as it is, so a DATA_DIR seeded before releases existed keeps showing what it held.
    if (this.def.versioned) await this.releases().ensureReleased(this);
    return inserted;
  }

  private async seedOnce(defaults: Array<T & { id?: string }>): Promise<number> {
    let inserted = 0;
    const existing = new Set((await this.engine.findAll()).map((doc) => doc._id));
    for (const [index, item] of defaults.entries()) {
      // Stable ids make seeding idempotent even if two instances seed at the same moment.
      const id = item.id !== undefined ? String(item.id) : `${this.def.name}-${index + 1}`;
      if (!existing.has(id) && (await this.insertIfAbsent(item, id))) inserted++;
    }
    if (inserted > 0) await this.changed(this.def.name);
    await this.ledger.markSeeded(this.def.name);
    return inserted;
  }

  private async insertIfAbsent(item: T, id: string): Promise<boolean> {
    try {
      await this.insertQuietly(item, id);
      return true;
    } catch (error) {
      if (error instanceof DuplicateIdError) return false;
      throw error;
    }
  }
}
