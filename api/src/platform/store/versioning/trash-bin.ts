import { actorName } from '../../http/request-context.js';
import type { RawDoc } from '../engine.js';
import type { Collection, CollectionDef, Stored } from '../collection.types.js';
import { pageOf } from './release-book.js';

export interface Trashed {
  collection: string;
  docId: string;
  page: string;
  deletedAt: string;
  deletedBy: string;
  data: RawDoc;
}

/**
 * Where a deleted working document of a versioned collection goes. The entry is written
 * BEFORE the delete: a process killed in between leaves an entry whose document still exists,
 * which restore refuses (409) and emptying removes; never a document lost without a trace.
 */
export class TrashBin {
  constructor(private readonly entries: Collection<Trashed>) {}

  async keep(def: CollectionDef, doc: RawDoc): Promise<void> {
    const entry: Trashed = {
      collection: def.name,
      docId: doc._id,
      page: pageOf(def),
      deletedAt: new Date(Date.now()).toISOString(),
      deletedBy: actorName(),
      data: doc,
    };
    await this.entries.insert(entry);
  }

  list(page?: string): Promise<Array<Stored<Trashed>>> {
    return page ? this.entries.where({ page }) : this.entries.list();
  }

  get(id: string): Promise<Stored<Trashed> | null> {
    return this.entries.get(id);
  }

  /** A document that came back another way (discard, restore of a version) leaves the trash. */
  async forget(collection: string, docId: string): Promise<void> {
    for (const entry of await this.entries.where({ collection, docId })) await this.entries.remove(entry.id);
  }

  remove(id: string): Promise<Stored<Trashed> | null> {
    return this.entries.remove(id);
  }
}
