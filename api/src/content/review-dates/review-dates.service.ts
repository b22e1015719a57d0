import { ConflictException, Inject, Injectable, NotFoundException, Optional } from '@nestjs/common';
import { REVIEW_DUE_DAYS, type ReviewDateEntry } from '@pharma/shared/content';
import { AuditService } from '../../platform/audit/audit.service.js';
import { Notices } from '../../platform/auth/notices.service.js';
import { actorName } from '../../platform/http/request-context.js';
import { validationFailed } from '../../platform/validation/validation-pipe.js';
import { REVIEW_GATEWAY, reviewGatewayOrNone, type ReviewGateway } from '../schedules/review-gateway.js';
import { SchedulingClock, isCalendarDay, utcDay } from '../schedules/scheduling-clock.js';
import { instanceName } from '../../platform/store/lease.js';
import type { DocumentCollection } from '../../platform/store/document-collection.js';
import { Store, type Stored } from '../../platform/store/store.port.js';
import { documentLabel } from '../../platform/store/versioning/document-label.js';
import type { DocRef } from '../../platform/store/versioning/release-book.js';
import { ReviewDatesRepository } from './review-dates.repository.js';
import type { ReviewDateData } from './schema/review-dates.schema.js';

/**
 * "Review by" dates of published content: listed REVIEW_DUE_DAYS before, flagged on the date (UTC
 * day) by the scheduler's lease-held round, and unpublished then when the review settings say so.
 */
@Injectable()
export class ReviewDatesService {
  private readonly review: ReviewGateway;
  private readonly instance = instanceName();
  /** Dates this process already announced or saw announced (it asks the store once per date). */
  private readonly announced = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly repository: ReviewDatesRepository,
    private readonly audit: AuditService,
    private readonly clock: SchedulingClock,
    private readonly notices: Notices,
    @Optional() @Inject(REVIEW_GATEWAY) review?: ReviewGateway,
  ) {
    this.review = reviewGatewayOrNone(review);
  }

  /** Gives these documents of a page a review-by date (an approved request with one was published). */
  async set(page: string, refs: DocRef[], reviewBy: string): Promise<void> {
    if (!isCalendarDay(reviewBy)) throw validationFailed({ reviewBy: ['reviewBy must be a date (YYYY-MM-DD)'] });
    for (const ref of refs) await this.repository.put({ collection: ref.collection, docId: ref.id, page, reviewBy, setBy: actorName() });
  }

  /** PUT /api/review-dates: a published document's date (today or later), or null to remove it. */
  async put(ref: DocRef, reviewBy: string | null): Promise<ReviewDateEntry | null> {
    const collection = this.collectionOf(ref);
    if (reviewBy === null) {
      const removed = await this.repository.remove(ref.collection, ref.id);
      if (!removed) throw new NotFoundException(`${ref.collection} ${ref.id} has no review-by date`);
      return null;
    }
    if (!isCalendarDay(reviewBy)) throw validationFailed({ reviewBy: ['reviewBy must be a real date (YYYY-MM-DD)'] });
    if (reviewBy < utcDay(this.clock.now())) throw validationFailed({ reviewBy: ['reviewBy is in the past: choose today or a later day'] });
    if (!(await this.store.releases.releasedDoc(collection.def, ref.id))) throw new NotFoundException(`${ref.collection} ${ref.id} is not published`);
    const page = collection.def.versioned!.page;
    const stored = await this.repository.put({ collection: ref.collection, docId: ref.id, page, reviewBy, setBy: actorName() });
    return this.entry(stored, utcDay(this.clock.now()));
  }

  /** Entries due within REVIEW_DUE_DAYS or past their date, soonest first. */
  async list(page?: string): Promise<ReviewDateEntry[]> {
    const today = utcDay(this.clock.now());
    const horizon = utcDay(this.clock.now(), REVIEW_DUE_DAYS);
    const due = (await this.repository.list(page)).filter((entry) => entry.reviewBy <= horizon || entry.flaggedAt);
    const entries = await Promise.all(due.map((entry) => this.entry(entry, today)));
    return entries.sort((a, b) => a.reviewBy.localeCompare(b.reviewBy) || `${a.collection}/${a.id}`.localeCompare(`${b.collection}/${b.id}`));
  }

  /**
   * The scheduler's round: every entry whose day has come and is not flagged yet is flagged (and
   * unpublished when set so), once; an entry that came within REVIEW_DUE_DAYS is announced, once.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const today = utcDay(now);
    const entries = await this.repository.list();
    const expired = entries.filter((entry) => entry.reviewBy <= today && !entry.flaggedAt);
    let flagged = 0;
    for (const entry of expired) {
      if (!(await this.repository.claimFlag(entry, this.instance, new Date(now).toISOString()))) continue;
      await this.expire(entry, now);
      flagged++;
    }
    const horizon = utcDay(now, REVIEW_DUE_DAYS);
    for (const entry of entries.filter((e) => e.reviewBy > today && e.reviewBy <= horizon)) await this.announce(entry, now);
    return flagged;
  }

  /** The people who edit content are told once per date that it comes up for review (the instance whose claim lands tells). */
  private async announce(entry: Stored<ReviewDateData>, now: number): Promise<void> {
    const key = `${entry.id}@${entry.reviewBy}`;
    if (this.announced.has(key)) return;
    const claimed = await this.repository.claimAnnouncement(entry, this.instance, new Date(now).toISOString());
    this.announced.add(key);
    if (!claimed) return;
    const what = await this.describe(entry);
    await this.notices.tell('review-due', {
      subject: `Review by ${entry.reviewBy}: ${what} on the ${entry.page} page`,
      lead: [
        `${what} on the ${entry.page} page was approved to be shown until ${entry.reviewBy} (set by ${entry.setBy}).`,
        'Submit it for review again before then, or change it: on that day it is flagged as overdue.',
      ],
      action: 'Open the review-by dates',
    });
  }

  private async expire(entry: Stored<ReviewDateData>, now: number): Promise<void> {
    const { unpublishOnExpiry } = await this.review.settings();
    const ref = { collection: entry.collection, id: entry.docId };
    // The review gate keeps a section the page always shows: it is flagged, never replaced by built-in text.
    const unpublished = unpublishOnExpiry ? (await this.store.releases.unpublish(entry.page, [ref]).catch(keptBySectionRule)).length > 0 : false;
    await this.repository.update(entry.id, { flaggedAt: new Date(now).toISOString(), unpublished });
    const what = unpublished ? 'flagged and unpublished' : 'flagged';
    const item = await this.describe(entry);
    await this.notices.tell('review-due', {
      subject: `Review overdue: ${item} on the ${entry.page} page`,
      lead: [
        `The review-by date ${entry.reviewBy} of ${item} on the ${entry.page} page (set by ${entry.setBy}) has come.`,
        unpublished ? 'It was taken off the site, as the review settings say.' : 'It is still on the site, flagged as overdue.',
        'Submit it for review again, or change it.',
      ],
      action: 'Open the review-by dates',
    });
    await this.audit.record({
      action: 'expire',
      outcome: 'success',
      actor: 'system',
      page: entry.page,
      collection: entry.collection,
      documentId: entry.docId,
      detail: `The review-by date ${entry.reviewBy} of ${entry.collection} ${entry.docId} (set by ${entry.setBy}) came: ${what}`,
    });
  }

  /** The document as a person names it (its label in quotes, as the dashboard lists it), or its collection and id. */
  private async describe(entry: Stored<ReviewDateData>): Promise<string> {
    const { label } = await this.entry(entry, utcDay(this.clock.now()));
    return label ? `"${label}"` : `${entry.collection} ${entry.docId}`;
  }

  private async entry(stored: Stored<ReviewDateData>, today: string): Promise<ReviewDateEntry> {
    const collection = this.store.versionedCollection(stored.collection);
    const doc = collection ? ((await this.store.releases.releasedDoc(collection.def, stored.docId)) ?? (await collection.workingGet(stored.docId))) : null;
    const label = documentLabel(doc);
    return {
      collection: stored.collection,
      id: stored.docId,
      page: stored.page,
      ...(label ? { label } : {}),
      reviewBy: stored.reviewBy,
      state: stored.reviewBy <= today ? 'overdue' : 'due-soon',
      ...(stored.flaggedAt ? { flaggedAt: stored.flaggedAt } : {}),
      ...(stored.unpublished ? { unpublished: true } : {}),
    };
  }

  private collectionOf(ref: DocRef): DocumentCollection<object> {
    const collection = this.store.versionedCollection(ref.collection);
    if (!collection) throw validationFailed({ collection: [`${ref.collection} is not a collection with published content`] });
    return collection;
  }
}

function keptBySectionRule(error: unknown): [] {
  if (error instanceof ConflictException) return [];
  throw error;
}
