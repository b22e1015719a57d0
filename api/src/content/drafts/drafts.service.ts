import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { DraftChange, DraftSummary, PageDrafts, PublishRequest } from '@pharma/shared/content';
import { saveAsDraft } from '../../platform/http/request-context.js';
import type { DocumentCollection } from '../../platform/store/document-collection.js';
import { LanguagesService } from '../languages/languages.service.js';
import { Store } from '../../platform/store/store.port.js';
import { documentLabel } from '../../platform/store/versioning/document-label.js';
import type { DocRef, Draft } from '../../platform/store/versioning/release-book.js';
import { DraftsRepository } from './drafts.repository.js';

/** Unpublished changes per page, publishing them (all or none) and discarding one. */
@Injectable()
export class DraftsService {
  constructor(
    private readonly store: Store,
    private readonly repository: DraftsRepository,
    private readonly languages: LanguagesService,
  ) {}

  async list(page: string): Promise<PageDrafts> {
    const drafts = await this.store.releases.drafts(this.known(page));
    const writers = await this.repository.lastWriters();
    // A deleted item's last change is its deletion: when and by whom, as the trash recorded it.
    const deletions = new Map((await this.store.trash.list(page)).map((entry) => [`${entry.collection}/${entry.docId}`, entry]));
    return { page, changes: drafts.map((draft) => this.change(draft, writers, deletions.get(`${draft.collection}/${draft.id}`))) };
  }

  async summary(): Promise<DraftSummary> {
    const summary: DraftSummary = {};
    for (const page of this.store.versionedPages()) summary[page] = (await this.store.releases.drafts(page)).length;
    return summary;
  }

  /** All or none: one release write; a concurrent publish of the same page answers 409. */
  async publish({ page, items, confirmOutdated }: PublishRequest): Promise<{ page: string; published: number }> {
    this.known(page);
    for (const item of items ?? []) this.collectionOf(item, page);
    await this.languages.assertPublishable(page, confirmOutdated);
    return { page, published: await this.store.releases.publish(page, items) };
  }

  /** The working document goes back to its released version: a new one goes, a deleted one comes back. */
  async discard(ref: DocRef): Promise<{ collection: string; id: string; state: 'removed' | 'restored' | 'reverted' }> {
    const collection = this.collectionOf(ref);
    saveAsDraft(); // a discard changes the working copy only; the release already is what it goes back to
    const released = await this.store.releases.releasedDoc(collection.def, ref.id);
    const working = await collection.workingGet(ref.id);
    if (!released && !working) throw new NotFoundException(`No draft of ${ref.collection} ${ref.id}`);
    if (!released) {
      await collection.remove(ref.id, { trash: false }); // never published: nothing to keep
      return { ...ref, state: 'removed' };
    }
    if (!working) {
      await collection.insert(released, ref.id);
      await this.store.trash.forget(ref.collection, ref.id);
      return { ...ref, state: 'restored' };
    }
    await collection.update(ref.id, released);
    return { ...ref, state: 'reverted' };
  }

  private change(draft: Draft, writers: Map<string, string>, deletion?: { deletedAt: string; deletedBy: string }): DraftChange {
    const doc = draft.working ?? draft.released;
    const deleted = draft.state === 'deleted' ? deletion : undefined;
    return {
      collection: draft.collection,
      id: draft.id,
      state: draft.state,
      label: documentLabel(doc),
      updatedAt: deleted?.deletedAt ?? String(draft.working?.updatedAt ?? doc?.updatedAt ?? ''),
      updatedBy: deleted?.deletedBy ?? writers.get(`${draft.collection}/${draft.id}`) ?? 'system',
      autosave: draft.working?.autosave === true,
    };
  }

  private known(page: string): string {
    if (!this.store.hasVersionedPage(page)) throw new NotFoundException(`No page ${page} has drafts`);
    return page;
  }

  private collectionOf(ref: DocRef, page?: string): DocumentCollection<object> {
    const collection = this.store.versionedCollection(ref.collection);
    if (!collection || (page && collection.def.versioned?.page !== page)) {
      throw new BadRequestException(`${ref.collection} is not a collection of ${page ?? 'any page'} with drafts`);
    }
    return collection;
  }
}
