import { Injectable } from '@nestjs/common';
import { DuplicateIdError } from '../../platform/store/store.errors.js';
import { Store, type Collection, type Stored } from '../../platform/store/store.port.js';
import { editLocksCollection, type EditLockRecord } from './schema/edit-lock.schema.js';

export type LockRecord = Stored<EditLockRecord>;

/** `<collection>/<id>`: the key every generation of one document's lock shares. */
export function lockKey(collection: string, id: string): string {
  return `${collection}/${id}`;
}

/** The lock generations in the store (collection `edit_locks`). */
@Injectable()
export class LocksRepository {
  private readonly locks: Collection<EditLockRecord>;

  constructor(store: Store) {
    this.locks = store.collection<EditLockRecord>(editLocksCollection);
  }

  /** Every kept generation of one document's lock, oldest first (the last one is the lock now). */
  async generations(collection: string, id: string): Promise<LockRecord[]> {
    return (await this.locks.where({ key: lockKey(collection, id) })).sort((a, b) => a.generation - b.generation);
  }

  async all(): Promise<LockRecord[]> {
    return this.locks.list();
  }

  /**
   * Stores a new generation; null when that generation exists already (another editor took the
   * lock first). The insert is the one exclusive step: it cannot succeed twice for one id.
   */
  async create(record: EditLockRecord): Promise<LockRecord | null> {
    try {
      return await this.locks.insert(record, `${record.key}|${record.generation}`);
    } catch (error) {
      if (error instanceof DuplicateIdError) return null;
      throw error;
    }
  }

  /** Updates a generation its holder owns (refresh, release, "told"); null when it is gone. */
  touch(id: string, patch: Partial<EditLockRecord>): Promise<LockRecord | null> {
    return this.locks.update(id, patch);
  }

  async forget(id: string): Promise<void> {
    await this.locks.remove(id);
  }
}
