import { Injectable } from '@nestjs/common';
import { claimOnce } from '../../platform/store/lease.js';
import { DuplicateIdError } from '../../platform/store/store.errors.js';
import { Store, type Collection, type Stored } from '../../platform/store/store.port.js';
import { reviewDatesCollection, reviewFlagsCollection, type ReviewDateData, type ReviewFlagClaim } from './schema/review-dates.schema.js';

export const entryId = (collection: string, docId: string): string => `${collection}/${docId}`;

/** Review-by dates, one per document, and the claims of their expiry. */
@Injectable()
export class ReviewDatesRepository {
  private readonly dates: Collection<ReviewDateData>;
  private readonly flags: Collection<ReviewFlagClaim>;

  constructor(store: Store) {
    this.dates = store.collection<ReviewDateData>(reviewDatesCollection);
    this.flags = store.collection<ReviewFlagClaim>(reviewFlagsCollection);
  }

  list(page?: string): Promise<Stored<ReviewDateData>[]> {
    return page ? this.dates.where({ page }) : this.dates.list();
  }

  get(collection: string, docId: string): Promise<Stored<ReviewDateData> | null> {
    return this.dates.get(entryId(collection, docId));
  }

  /** Sets the date (a new date clears an earlier flag); inserted when the document had none. */
  async put(data: ReviewDateData): Promise<Stored<ReviewDateData>> {
    const id = entryId(data.collection, data.docId);
    const fields = { ...data, flaggedAt: null, unpublished: false };
    const updated = await this.dates.update(id, fields);
    if (updated) return updated;
    try {
      return await this.dates.insert(fields, id);
    } catch (error) {
      if (!(error instanceof DuplicateIdError)) throw error;
      return (await this.dates.update(id, fields))!; // set at the same moment by another call: the later write wins
    }
  }

  update(id: string, patch: Partial<ReviewDateData>): Promise<Stored<ReviewDateData> | null> {
    return this.dates.update(id, patch);
  }

  remove(collection: string, docId: string): Promise<Stored<ReviewDateData> | null> {
    return this.dates.remove(entryId(collection, docId));
  }

  /** True when this call claimed the announcement of this date of the entry (a new date is announced again). */
  claimAnnouncement(entry: Stored<ReviewDateData>, claimedBy: string, claimedAt: string): Promise<boolean> {
    return claimOnce(this.flags, { entryId: entry.id, claimedBy, claimedAt }, `${entry.id}@${entry.reviewBy}#announced`);
  }

  /** True when this call claimed the expiry of this version of the entry. */
  claimFlag(entry: Stored<ReviewDateData>, claimedBy: string, claimedAt: string): Promise<boolean> {
    return claimOnce(this.flags, { entryId: entry.id, claimedBy, claimedAt }, `${entry.id}@${entry.reviewBy}#v${entry.version}`);
  }
}
