import { Types } from 'mongoose';
import type { Engine, RawDoc } from './engine.js';
import type { Collection, CollectionDef, CollectionWrite, Stored } from './store.port.js';
import { DuplicateIdError, VersionConflictError } from './store.errors.js';
import { KeyedMutex } from './keyed-mutex.js';
import { validateDocument } from './schema-kit.js';

/** How often an unconditional write retries after losing a race to another writer. */
const MAX_RACE_RETRIES = 10;

/** Marks which collections were seeded once, so a deleted default is never re-created. */
export interface SeedLedger {
  isSeeded(name: string): Promise<boolean>;
  markSeeded(name: string): Promise<void>;
}

const META_KEYS = ['id', '_id', 'version', 'createdAt', 'updatedAt'] as const;

/** Drops the fields callers may never set and any own `undefined` (a partial DTO must not wipe fields). */
function dataOnly(input: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && !(META_KEYS as readonly string[]).includes(key)) out[key] = value;
  }
  return out;
}

function toStored<T>(raw: RawDoc): Stored<T> {
  const { _id, ...rest } = raw;
  return { id: _id, ...rest } as unknown as Stored<T>;
}

function displayOrder(a: RawDoc, b: RawDoc): number {
  const byOrder = Number(a.order ?? 0) - Number(b.order ?? 0);
  if (byOrder) return byOrder;
  return String(a.createdAt).localeCompare(String(b.createdAt)) || a._id.localeCompare(b._id);
}

/** The adapter-independent half of every collection: both adapters share this exact behaviour. */
export class DocumentCollection<T extends object> implements Collection<T> {
  private readonly writes = new KeyedMutex();

  constructor(
    private readonly def: CollectionDef,
    private readonly engine: Engine,
    private readonly ledger: SeedLedger,
    /** Resolves once the change is recorded (the store's revision bumped): the write answers after it. */
    private readonly changed: (name: string) => Promise<void>,
    /** Records the write in the audit trail; when that fails the write is undone and the error thrown. */
    private readonly record: (write: CollectionWrite) => Promise<void>,
  ) {}

  async list(): Promise<Stored<T>[]> {
    const docs = await this.engine.findAll();
    return docs.sort(displayOrder).map((doc) => toStored<T>(doc));
  }

  async get(id: string): Promise<Stored<T> | null> {
    const doc = await this.engine.findById(id);
    return doc && toStored<T>(doc);
  }

  async insert(data: T, id?: string): Promise<Stored<T>> {
    const stored = await this.insertQuietly(data, id);
    const doc = stored as unknown as Record<string, unknown>;
    await this.recorded({ op: 'create', id: stored.id, before: null, after: doc }, () => this.engine.deleteIfVersion(stored.id, 1));
    await this.changed(this.def.name);
    return stored;
  }

  /**
   * A write and its audit entry stand or fall together: the store has no transaction across
   * collections, so the write is made first and undone (put back as it was) when its entry cannot
   * be stored. Every write that stays has an entry; a write whose entry failed is refused.
   */
  private async recorded(write: CollectionWrite, undo: () => Promise<unknown>): Promise<void> {
    try {
      await this.record(write);
    } catch (error) {
      await undo();
      throw error;
    }
  }

  /** Insert without recording the change: seeding records one change for all its inserts. */
  private async insertQuietly(data: T, id?: string): Promise<Stored<T>> {
    const now = new Date().toISOString();
    const raw = { ...dataOnly(data), _id: id ?? new Types.ObjectId().toHexString(), version: 1, createdAt: now, updatedAt: now };
    const doc = await validateDocument(this.def.name, this.def.schema, raw);
    await this.engine.insert(doc);
    return toStored<T>(doc);
  }

  update(id: string, patch: Partial<T>, expectedVersion?: number): Promise<Stored<T> | null> {
    return this.writes.run(id, () => this.updateNow(id, patch, expectedVersion));
  }

  remove(id: string): Promise<Stored<T> | null> {
    return this.writes.run(id, () => this.removeNow(id));
  }

  private async updateNow(id: string, patch: Partial<T>, expectedVersion?: number): Promise<Stored<T> | null> {
    for (let attempt = 0; attempt < MAX_RACE_RETRIES; attempt++) {
      const current = await this.engine.findById(id);
      if (!current) return null;
      if (expectedVersion !== undefined && current.version !== expectedVersion) throw new VersionConflictError();
      const next = {
        ...current,
        ...dataOnly(patch),
        version: current.version + 1,
        updatedAt: new Date().toISOString(),
      };
      const doc = await validateDocument(this.def.name, this.def.schema, next);
      // Conditional on the version we read: a concurrent write in between is never overwritten blindly.
      if (await this.engine.replaceIfVersion(id, current.version, doc)) {
        await this.recorded({ op: 'update', id, before: current, after: doc }, () => this.engine.replaceIfVersion(id, doc.version, current));
        await this.changed(this.def.name);
        return toStored<T>(doc);
      }
      if (expectedVersion !== undefined) throw new VersionConflictError();
    }
    throw new VersionConflictError();
  }

  private async removeNow(id: string): Promise<Stored<T> | null> {
    for (let attempt = 0; attempt < MAX_RACE_RETRIES; attempt++) {
      const current = await this.engine.findById(id);
      if (!current) return null;
      if (await this.engine.deleteIfVersion(id, current.version)) {
        await this.recorded({ op: 'delete', id, before: current, after: null }, () => this.engine.insert(current));
        await this.changed(this.def.name);
        return toStored<T>(current);
      }
    }
    throw new VersionConflictError();
  }

  async seed(defaults: Array<T & { id?: string }>): Promise<number> {
    if (await this.ledger.isSeeded(this.def.name)) return 0;
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
