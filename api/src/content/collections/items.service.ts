import { NotFoundException } from '@nestjs/common';
import type { ReadView } from '../../platform/store/read-view.js';
import type { Stored } from '../../platform/store/store.port.js';
import type { ItemListRepository } from './item-list.repository.js';
import type { SectionRepository, SectionView } from './section.repository.js';

/** A write body: content fields plus an optional `version` that makes the write conditional. */
export type WriteBody<T> = Partial<T> & { version?: number };

/** Splits the optional version from the content; ids and timestamps are dropped by the store. */
export function splitVersion<T>(body: WriteBody<T>): [Partial<T>, number | undefined] {
  const { version, ...patch } = body;
  return [patch as Partial<T>, version];
}

/** List behaviour shared by every managed list (slides, offerings, facilities, ...). */
export class ItemsService<T extends object> {
  constructor(
    private readonly repository: ItemListRepository<T>,
    private readonly label: string,
  ) {}

  list(view: ReadView): Promise<Stored<T>[]> {
    return this.repository.list(view);
  }

  /** Without `includeInactive` (a visitor's read) an unpublished item is as unknown as a missing one. */
  async get(id: string, view: ReadView, includeInactive = true): Promise<Stored<T>> {
    const item = await this.repository.get(id, view);
    // A preview made for another page read the item as a visitor does (known once it has read).
    const showInactive = includeInactive && !view.readOutsidePreview;
    return this.found(item && (showInactive || (item as { isActive?: boolean }).isActive !== false) ? item : null);
  }

  create(body: T): Promise<Stored<T>> {
    return this.repository.create(body);
  }

  /** Merges the fields sent (a PUT may carry only the changed ones); a stale version is a 409. */
  async update(id: string, body: WriteBody<T>): Promise<Stored<T>> {
    const [patch, version] = splitVersion(body);
    return this.found(await this.repository.update(id, patch, version));
  }

  async remove(id: string): Promise<Stored<T>> {
    return this.found(await this.repository.remove(id));
  }

  private found(item: Stored<T> | null): Stored<T> {
    if (!item) throw new NotFoundException(`${this.label} not found`);
    return item;
  }
}

/** Section behaviour: read (stored or default) and merge-write with an optional version check. */
export class SectionService<T extends object> {
  constructor(private readonly repository: SectionRepository<T>) {}

  get(view: ReadView): Promise<SectionView<T>> {
    return this.repository.get(view);
  }

  put(body: WriteBody<T>): Promise<SectionView<T>> {
    const [patch, version] = splitVersion(body);
    return this.repository.put(patch, version);
  }
}
