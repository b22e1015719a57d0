import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { TRASH_DAYS, type TrashEntry } from '@pharma/shared/content';
import { saveAsDraft } from '../../platform/http/request-context.js';
import { Store } from '../../platform/store/store.port.js';
import { documentLabel } from '../../platform/store/versioning/document-label.js';
import type { Trashed } from '../../platform/store/versioning/trash-bin.js';
import type { Stored } from '../../platform/store/store.port.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function expiresAt(entry: Trashed): number {
  return Date.parse(entry.deletedAt) + TRASH_DAYS * DAY_MS;
}

function toEntry(entry: Stored<Trashed>): TrashEntry {
  const label = documentLabel(entry.data);
  return {
    id: entry.id,
    page: entry.page,
    collection: entry.collection,
    docId: entry.docId,
    ...(label ? { label } : {}),
    deletedAt: entry.deletedAt,
    deletedBy: entry.deletedBy,
    expiresAt: new Date(expiresAt(entry)).toISOString(),
  };
}

/** Deleted items, restorable for TRASH_DAYS (checked here, against `now()`); emptying is for Administrators. */
@Injectable()
export class TrashService {
  constructor(private readonly store: Store) {}

  /** The clock the 30 days are checked against (tests move it). */
  now(): number {
    return Date.now();
  }

  /** Newest first; items past their TRASH_DAYS are not listed (they can no longer come back). */
  async list(page?: string): Promise<TrashEntry[]> {
    const now = this.now();
    const entries = (await this.store.trash.list(page)).filter((entry) => expiresAt(entry) > now);
    const listed = await Promise.all(entries.map((entry) => this.withLive(entry)));
    return listed.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
  }

  /** The entry, saying whether its page's release still shows the item. */
  private async withLive(entry: Stored<Trashed>): Promise<TrashEntry> {
    const def = this.store.versionedCollection(entry.collection)?.def;
    const live = def ? (await this.store.releases.releasedDoc(def, entry.docId)) !== null : false;
    return { ...toEntry(entry), live };
  }

  /** The item comes back into the working copy as a draft (Publish shows it again), with its history. */
  async restore(id: string): Promise<TrashEntry> {
    const entry = await this.store.trash.get(id);
    if (!entry || expiresAt(entry) <= this.now()) throw new NotFoundException('This item is not in the trash (or was deleted more than 30 days ago)');
    const collection = this.store.versionedCollection(entry.collection);
    if (!collection) throw new NotFoundException(`${entry.collection} no longer exists`);
    if (await collection.workingGet(entry.docId)) throw new ConflictException('An item with this id exists already');
    const restored = await this.withLive(entry);
    saveAsDraft();
    await collection.insert(entry.data, entry.docId);
    await this.store.trash.remove(id);
    return restored;
  }

  async remove(id: string): Promise<TrashEntry> {
    const entry = await this.store.trash.remove(id);
    if (!entry) throw new NotFoundException('This item is not in the trash');
    return toEntry(entry);
  }

  /** Every entry of the page (no page: of every page) goes; the versions of the items stay (history is never rewritten). */
  async empty(page?: string): Promise<{ removed: number }> {
    let removed = 0;
    for (const entry of await this.store.trash.list(page)) if (await this.store.trash.remove(entry.id)) removed++;
    return { removed };
  }
}
