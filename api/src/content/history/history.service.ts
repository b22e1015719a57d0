import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { ACCOUNT_TEXTS, CURRENT_DRAFT, type FieldDiff, type VersionDetail, type VersionSummary } from '@pharma/shared/content';
import { requestContext, saveAsDraft } from '../../platform/http/request-context.js';
import type { DocumentCollection } from '../../platform/store/document-collection.js';
import { ReviewService } from '../review/review.service.js';
import { Store } from '../../platform/store/store.port.js';
import { fieldDiffs } from '../../platform/store/versioning/field-diff.js';
import type { Snapshot } from '../../platform/store/versioning/release-book.js';

type Kept = Snapshot & { id: string };

/** Every kept version of a document (never capped), one in full, a field-level diff, and restore. */
@Injectable()
export class HistoryService {
  constructor(
    private readonly store: Store,
    private readonly review: ReviewService,
  ) {}

  /** Newest first; a version an approved review released carries its signatures. */
  async list(collection: string, id: string): Promise<VersionSummary[]> {
    const def = this.collectionOf(collection).def;
    const live = await this.store.releases.releasedSnapshotId(def, id);
    const kept = await this.store.releases.versionsOf(def, id);
    const reviews = await this.review.signaturesBySnapshot(collection, id);
    return kept
      .map((snapshot) => {
        const review = reviews.get(snapshot.id);
        return { ...summaryOf(snapshot, live), ...(review ? { review } : {}) };
      })
      .reverse();
  }

  async get(collection: string, id: string, snapshotId: string): Promise<VersionDetail> {
    const def = this.collectionOf(collection).def;
    const snapshot = await this.snapshot(collection, id, snapshotId);
    const live = await this.store.releases.releasedSnapshotId(def, id);
    return { ...summaryOf(snapshot, live), data: publicData(snapshot) };
  }

  /** `from` and `to` are version ids or CURRENT_DRAFT (the working copy; a deleted one has no fields). */
  async diff(collection: string, id: string, from: string, to: string): Promise<FieldDiff[]> {
    const working = this.collectionOf(collection);
    const side = async (which: string) =>
      which === CURRENT_DRAFT ? ((await working.workingGet(id)) ?? { _id: id, version: 0 }) : (await this.snapshot(collection, id, which)).data;
    return fieldDiffs(await side(from), await side(to));
  }

  /** The old version becomes the working copy (a draft); an Administrator may publish it at once. */
  async restore(collection: string, id: string, snapshotId: string, publish = false): Promise<{ collection: string; id: string; published: boolean }> {
    const working = this.collectionOf(collection);
    const role = requestContext()?.user?.role;
    if (publish && role !== 'Administrator') throw new ForbiddenException(ACCOUNT_TEXTS.permissionDenied(role ?? 'Viewer'));
    const snapshot = await this.snapshot(collection, id, snapshotId);
    if (publish) await this.store.releases.assertPublishable(working.def.versioned!.page, 'restore'); // refused: nothing is written
    saveAsDraft(); // the working copy first; the publish below (if asked) is its own, single release write
    if (await working.workingGet(id)) await working.update(id, snapshot.data);
    else {
      await working.insert(snapshot.data, id);
      await this.store.trash.forget(collection, id); // it came back from the history instead
    }
    if (publish) await this.store.releases.publish(working.def.versioned!.page, [{ collection, id }], 'restore');
    return { collection, id, published: publish };
  }

  private async snapshot(collection: string, id: string, snapshotId: string): Promise<Kept> {
    const snapshot = await this.store.releases.snapshot(snapshotId);
    if (!snapshot || snapshot.collection !== collection || snapshot.docId !== id) throw new NotFoundException('No such version of this document');
    return { ...snapshot, id: snapshotId };
  }

  private collectionOf(collection: string): DocumentCollection<object> {
    const found = this.store.versionedCollection(collection);
    if (!found) throw new BadRequestException(`${collection} is not a collection with history`);
    return found;
  }
}

function publicData(snapshot: Snapshot): Record<string, unknown> {
  const { _id, ...rest } = snapshot.data;
  return { id: _id, ...rest };
}

function summaryOf(snapshot: Kept, live: string | null): VersionSummary {
  return {
    snapshotId: snapshot.id,
    collection: snapshot.collection,
    docId: snapshot.docId,
    version: snapshot.docVersion,
    kind: snapshot.kind,
    at: snapshot.at,
    by: snapshot.by,
    changedFields: snapshot.changedFields,
    live: snapshot.id === live,
  };
}
