import { SECTION_ID } from '@pharma/shared/content';
import type { ReadView } from '../../platform/store/read-view.js';
import type { Collection, StoredMeta } from '../../platform/store/store.port.js';
import { DuplicateIdError } from '../../platform/store/store.errors.js';

export type SectionView<T> = T & Partial<Omit<StoredMeta, 'id'>>;

function withoutId<T>(doc: T & { id?: string }): SectionView<T> {
  const { id: _id, ...rest } = doc;
  return rest as SectionView<T>;
}

/** Data access for a single-object section (a hero, a vision-and-mission block, the settings...): the one document of its collection, under SECTION_ID. */
export class SectionRepository<T extends object> {
  constructor(
    private readonly collection: Collection<T>,
    private readonly defaults: T,
  ) {}

  /** The stored section; the default content until the store has been seeded. */
  async get(view: ReadView): Promise<SectionView<T>> {
    const doc = await this.collection.get(SECTION_ID, view);
    return doc ? withoutId(doc) : this.defaults;
  }

  /** Merges the fields into the stored section (created from the defaults if it is missing). */
  async put(patch: Partial<T>, expectedVersion?: number): Promise<SectionView<T>> {
    const updated = await this.collection.update(SECTION_ID, patch, expectedVersion);
    if (updated) return withoutId(updated);
    try {
      return withoutId(await this.collection.insert({ ...this.defaults, ...patch }, SECTION_ID));
    } catch (error) {
      if (!(error instanceof DuplicateIdError)) throw error;
      return withoutId((await this.collection.update(SECTION_ID, patch, expectedVersion))!);
    }
  }

  seed(): Promise<number> {
    return this.collection.seed([{ ...this.defaults, id: SECTION_ID }]);
  }
}
