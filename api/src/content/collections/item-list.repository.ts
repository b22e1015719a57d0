import type { ReadView } from '../../platform/store/read-view.js';
import type { Collection, Stored } from '../../platform/store/store.port.js';

/** Data access for one managed list; `null` means the id is unknown. */
export class ItemListRepository<T extends object> {
  constructor(private readonly collection: Collection<T>) {}

  list(view: ReadView): Promise<Stored<T>[]> {
    return this.collection.list(view);
  }

  get(id: string, view: ReadView): Promise<Stored<T> | null> {
    return this.collection.get(id, view);
  }

  create(data: T): Promise<Stored<T>> {
    return this.collection.insert(data);
  }

  update(id: string, patch: Partial<T>, expectedVersion?: number): Promise<Stored<T> | null> {
    return this.collection.update(id, patch, expectedVersion);
  }

  remove(id: string): Promise<Stored<T> | null> {
    return this.collection.remove(id);
  }

  seed(defaults: Array<T & { id?: string }>): Promise<number> {
    return this.collection.seed(defaults);
  }
}
