import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, Optional } from '@nestjs/common';
import { REVIEW_TEXTS, SCHEDULE_LATE_AFTER_MS, type ContentSchedule, type ScheduleState, type UnpublishableItem } from '@pharma/shared/content';
import { actorName, requestContext } from '../../platform/http/request-context.js';
import { validationFailed } from '../../platform/validation/validation-pipe.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { Store, type Stored } from '../../platform/store/store.port.js';
import { displayOrder } from '../../platform/store/document-collection.js';
import { documentLabel } from '../../platform/store/versioning/document-label.js';
import type { DocRef } from '../../platform/store/versioning/release-book.js';
import type { CreateScheduleDto } from './dto/schedules.dto.js';
import { REVIEW_GATEWAY, reviewGatewayOrNone, type ReviewGateway } from './review-gateway.js';
import { SchedulesRepository } from './schedules.repository.js';
import { SchedulingClock, isCalendarDay } from './scheduling-clock.js';
import type { ScheduleData } from './schema/schedules.schema.js';

/** A schedule may be set up to this far ahead. */
export const SCHEDULE_MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

export const SCHEDULE_CANCEL_REFUSED = (creator: string): string => `Only ${creator}, who created this schedule, or an Administrator can cancel it.`;

export function toSchedule({ updatedAt: _updatedAt, ...stored }: Stored<ScheduleData>): ContentSchedule {
  return stored;
}

/** A pending schedule past its time says how late it is already (the dashboard lists late ones). */
export function withLateness(schedule: ContentSchedule, now: number): ContentSchedule {
  if (schedule.state !== 'pending') return schedule;
  const lateByMs = Math.max(0, now - Date.parse(schedule.at));
  return lateByMs > 0 ? { ...schedule, lateByMs, late: lateByMs > SCHEDULE_LATE_AFTER_MS } : schedule;
}

export function scheduleName(schedule: Pick<ContentSchedule, 'action' | 'page' | 'id'>): string {
  return `scheduled ${schedule.action} of the ${schedule.page} page (schedule ${schedule.id})`;
}

/** Scheduled publish and unpublish: creating, listing and cancelling them (the runner runs them). */
@Injectable()
export class SchedulesService {
  private readonly review: ReviewGateway;

  constructor(
    private readonly store: Store,
    private readonly repository: SchedulesRepository,
    private readonly audit: AuditService,
    private readonly clock: SchedulingClock,
    @Optional() @Inject(REVIEW_GATEWAY) review?: ReviewGateway,
  ) {
    this.review = reviewGatewayOrNone(review);
  }

  async create(body: CreateScheduleDto): Promise<ContentSchedule> {
    const at = this.checkedTime(body.at);
    this.knownPage(body.page);
    const details = body.action === 'publish' ? await this.publishDetails(body) : await this.unpublishDetails(body);
    const stored = await this.repository.insert({ page: body.page, action: body.action, at, ...details, state: 'pending', createdBy: actorName() });
    const schedule = toSchedule(stored);
    const why = schedule.reason ? ` (reason: ${schedule.reason})` : '';
    await this.audit.record({ action: 'schedule', outcome: 'success', page: schedule.page, detail: `Created a ${scheduleName(schedule)} for ${at}${why}` });
    return schedule;
  }

  /** Soonest first; pending ones past their time with how late they are. */
  async list(page?: string, state?: ScheduleState): Promise<ContentSchedule[]> {
    const now = this.clock.now();
    const stored = await this.repository.list({ page, state });
    return stored.map((doc) => withLateness(toSchedule(doc), now)).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  }

  /** A pending schedule is cancelled by claiming it like a run would, so a cancel and a run never both happen. */
  async cancel(id: string): Promise<ContentSchedule> {
    const schedule = await this.repository.get(id);
    if (!schedule) throw new NotFoundException('There is no such schedule.');
    await this.refuseUnlessOwnerOrAdministrator(schedule);
    if (schedule.state !== 'pending') throw new ConflictException(`This schedule is ${schedule.state} already: only a pending one can be cancelled.`);
    const claimed = await this.repository.claim({
      scheduleId: id,
      kind: 'cancel',
      claimedBy: actorName(),
      claimedAt: new Date(this.clock.now()).toISOString(),
    });
    if (!claimed) throw new ConflictException('This schedule is running or ran already: it can no longer be cancelled.');
    const cancelled = toSchedule(await this.repository.update(id, { state: 'cancelled' }));
    await this.repository.finish(id, new Date(this.clock.now()).toISOString());
    await this.audit.record({
      action: 'schedule',
      outcome: 'success',
      page: schedule.page,
      detail: `Cancelled the ${scheduleName(cancelled)} due ${schedule.at}`,
    });
    return cancelled;
  }

  /**
   * A schedule is its creator's decision: another Editor cancelling it would silently undo a publish
   * (or unpublish) someone else planned. Only the creator or an Administrator may; the refusal is audited.
   */
  private async refuseUnlessOwnerOrAdministrator(schedule: Stored<ScheduleData>): Promise<void> {
    const user = requestContext()?.user;
    if (!user || user.username === schedule.createdBy || user.role === 'Administrator') return;
    await this.audit.record({
      action: 'schedule',
      outcome: 'denied',
      page: schedule.page,
      detail: `Refused to cancel the ${scheduleName(schedule)}: created by ${schedule.createdBy}`,
    });
    throw new ForbiddenException(SCHEDULE_CANCEL_REFUSED(schedule.createdBy));
  }

  /** The released documents of a page (what visitors see now), collection by collection, each in display order. */
  async unpublishable(page: string): Promise<UnpublishableItem[]> {
    if (!this.store.hasVersionedPage(page)) throw new NotFoundException(`There is no page ${page} with published content`);
    const items: UnpublishableItem[] = [];
    for (const { name } of this.store.usedCollections()) {
      const def = this.store.versionedCollection(name)?.def;
      if (def?.versioned?.page !== page) continue;
      for (const doc of (await this.store.releases.releasedDocs(def)).sort(displayOrder)) {
        const label = documentLabel(doc);
        items.push({ collection: name, id: doc._id, ...(label ? { label } : {}) });
      }
    }
    return items;
  }

  /** A full date-time, in the future, at most a year ahead; stored as UTC ISO. */
  private checkedTime(raw: string): string {
    const time = Date.parse(raw);
    const now = this.clock.now();
    if (Number.isNaN(time) || !isCalendarDay(raw.slice(0, 10))) throw validationFailed({ at: ['at is not a valid date-time'] });
    if (time <= now) throw validationFailed({ at: ['at is in the past: choose a time to come'] });
    if (time > now + SCHEDULE_MAX_AHEAD_MS) throw validationFailed({ at: ['at is more than a year ahead'] });
    return new Date(time).toISOString();
  }

  private knownPage(page: string): void {
    if (!this.store.hasVersionedPage(page)) throw validationFailed({ page: [`There is no page ${page} with content to publish`] });
  }

  /** Review on: the approved request of the page it publishes. Review off: every draft of the page at that time. */
  private async publishDetails(body: CreateScheduleDto): Promise<Pick<ScheduleData, 'requestId'>> {
    if (body.items?.length) throw validationFailed({ items: ['A scheduled publish publishes the page (or its approved request): items are for unpublish'] });
    const { required } = await this.review.settings();
    if (!body.requestId) {
      if (required) throw validationFailed({ requestId: [REVIEW_TEXTS.reviewRequired] });
      return {};
    }
    if (!(await this.review.isApproved(body.requestId, body.page))) throw new BadRequestException(REVIEW_TEXTS.notApproved);
    return { requestId: body.requestId };
  }

  /** The documents taken out: each must be of this page and published now (a label is kept for the list). */
  /**
   * While review is required an unpublish changes what visitors read without a signature, so it is an
   * Administrator's act with a recorded reason (and the review gate keeps the page's sections in).
   */
  private async unpublishDetails(body: CreateScheduleDto): Promise<Pick<ScheduleData, 'items' | 'reason'>> {
    if (body.requestId) throw validationFailed({ requestId: ['An unpublish names its items, not a review request'] });
    if (!body.items?.length) throw validationFailed({ items: ['Name the published items to unpublish'] });
    const reason = body.reason?.trim() ?? '';
    if ((await this.review.settings()).required) {
      if (requestContext()?.user?.role !== 'Administrator') throw new ForbiddenException(REVIEW_TEXTS.unpublishNeedsAdministrator);
      if (!reason) throw validationFailed({ reason: [REVIEW_TEXTS.unpublishNeedsAdministrator] });
      await this.store.releases.assertUnpublishable(body.page, body.items);
    }
    const items: NonNullable<ScheduleData['items']> = [];
    for (const ref of uniqueRefs(body.items)) {
      const collection = this.store.versionedCollection(ref.collection);
      if (collection?.def.versioned?.page !== body.page) throw validationFailed({ items: [`${ref.collection} is not a collection of the ${body.page} page`] });
      const released = await this.store.releases.releasedDoc(collection.def, ref.id);
      if (!released) throw validationFailed({ items: [`${ref.collection} ${ref.id} is not published`] });
      const label = documentLabel(released);
      items.push({ collection: ref.collection, id: ref.id, ...(label ? { label } : {}) });
    }
    return { items, ...(reason ? { reason } : {}) };
  }
}

function uniqueRefs(refs: DocRef[]): DocRef[] {
  const seen = new Map(refs.map((ref) => [`${ref.collection}/${ref.id}`, { collection: ref.collection, id: ref.id }]));
  return [...seen.values()];
}
