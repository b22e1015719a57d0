import { NotFoundException } from '@nestjs/common';
import { SECTION_ID } from '@pharma/shared/content';
import { WORKING_COPY, type ReadView } from '../../platform/store/read-view.js';
import type { Translations } from './translations.js';
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
    private readonly translations?: Translations,
  ) {}

  /** The items, in `locale` when one is given (its translations laid over the default language's text). */
  async list(view: ReadView, locale?: string): Promise<Stored<T>[]> {
    const items = await this.repository.list(view);
    return this.translations && locale ? this.translations.readItems(items, view, locale) : items;
  }

  /** Without `includeInactive` (a visitor's read) an unpublished item is as unknown as a missing one. */
  async get(id: string, view: ReadView, includeInactive = true, locale?: string): Promise<Stored<T>> {
    const item = await this.repository.get(id, view);
    // A preview made for another page read the item as a visitor does (known once it has read).
    const showInactive = includeInactive && !view.readOutsidePreview;
    const found = this.found(item && (showInactive || (item as { isActive?: boolean }).isActive !== false) ? item : null);
    return this.translations && locale ? (await this.translations.readItems([found], view, locale))[0]! : found;
  }

  create(body: T): Promise<Stored<T>> {
    return this.repository.create(body);
  }

  /** Merges the fields sent (a PUT may carry only the changed ones); a stale version is a 409. In a locale: its translation of the item. */
  async update(id: string, body: WriteBody<T>, locale?: string): Promise<Stored<T>> {
    const [patch, version] = splitVersion(body);
    if (this.translations && !(await this.translations.isDefault(locale))) {
      const source = await this.get(id, WORKING_COPY);
      await this.translations.write(id, patch as Record<string, unknown>, locale!, source as Record<string, unknown>, version);
      return this.get(id, WORKING_COPY, true, locale);
    }
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
  constructor(
    private readonly repository: SectionRepository<T>,
    private readonly translations?: Translations,
  ) {}

  /** The section, in `locale` when one is given (its translation laid over the default language's text). */
  async get(view: ReadView, locale?: string): Promise<SectionView<T>> {
    const section = await this.repository.get(view);
    return this.translations && locale ? this.translations.readSection(section, view, locale) : section;
  }

  /** In a locale: its translation of the section, answered as that locale reads it. */
  async put(body: WriteBody<T>, locale?: string): Promise<SectionView<T>> {
    const [patch, version] = splitVersion(body);
    if (this.translations && !(await this.translations.isDefault(locale))) {
      const source = await this.repository.get(WORKING_COPY);
      await this.translations.write(SECTION_ID, patch as Record<string, unknown>, locale!, source as Record<string, unknown>, version);
      return this.get(WORKING_COPY, locale);
    }
    return this.repository.put(patch, version);
  }
}
