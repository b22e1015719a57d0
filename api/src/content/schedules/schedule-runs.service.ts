import { Inject, Injectable, Optional } from '@nestjs/common';
import { REVIEW_TEXTS, SCHEDULE_LATE_AFTER_MS } from '@pharma/shared/content';
import { AuditService } from '../../platform/audit/audit.service.js';
import { Notices } from '../../platform/auth/notices.service.js';
import { Metrics } from '../../platform/metrics/metrics.js';
import { ReviewDatesService } from '../review-dates/review-dates.service.js';
import { instanceName } from '../../platform/store/lease.js';
import { Store, type Stored } from '../../platform/store/store.port.js';
import { REVIEW_GATEWAY, reviewGatewayOrNone, type ReviewGateway } from './review-gateway.js';
import { scheduleName } from './schedules.service.js';
import { SchedulesRepository } from './schedules.repository.js';
import { SchedulingClock } from './scheduling-clock.js';
import type { ScheduleData } from './schema/schedules.schema.js';

/** A claim older than this that never finished belonged to an instance that stopped while running it. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

const MINUTE_MS = 60_000;

/** Why a run came late, for the schedule and the mail: a run at start came late because the API was down. */
function lateReason(when: string, atStart: boolean): string {
  return atStart ? `${when} (the API was not running at its time)` : when;
}

/** "12 min late", "40 s late": how late a run was, for the schedule and the trail. */
export function lateness(ms: number): string {
  return ms >= MINUTE_MS ? `${Math.round(ms / MINUTE_MS)} min late` : `${Math.max(0, Math.round(ms / 1000))} s late`;
}

/**
 * Runs due schedules, each exactly once: a schedule is claimed (a unique insert of its run record)
 * before anything is done, so two instances that both believe they hold the lease still never both
 * run it. After acting, the schedule is done or failed; a claim left unfinished is marked failed.
 */
@Injectable()
export class ScheduleRunsService {
  /** Names this instance in run records. */
  readonly instance = instanceName();
  private readonly review: ReviewGateway;

  constructor(
    private readonly store: Store,
    private readonly repository: SchedulesRepository,
    private readonly audit: AuditService,
    private readonly clock: SchedulingClock,
    private readonly reviewDates: ReviewDatesService,
    private readonly metrics: Metrics,
    private readonly notices: Notices,
    @Optional() @Inject(REVIEW_GATEWAY) review?: ReviewGateway,
  ) {
    this.review = reviewGatewayOrNone(review);
  }

  /** Every pending schedule whose time has come, oldest first. `atStart`: the first run of this process (it says so). */
  async runDue(atStart = false): Promise<number> {
    const now = this.clock.now();
    const due = (await this.repository.list({ state: 'pending' })).filter((s) => Date.parse(s.at) <= now).sort((a, b) => a.at.localeCompare(b.at));
    let ran = 0;
    for (const schedule of due) {
      const claimed = await this.repository.claim({ scheduleId: schedule.id, kind: 'run', claimedBy: this.instance, claimedAt: new Date(now).toISOString() });
      if (claimed) {
        await this.run(schedule, atStart);
        ran++;
      } else await this.failIfStale(schedule, now);
    }
    return ran;
  }

  private async run(schedule: Stored<ScheduleData>, atStart: boolean): Promise<void> {
    let outcome: string;
    let error: string | undefined;
    try {
      outcome = await this.act(schedule);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      outcome = `failed: ${error}`;
    }
    const ranAt = this.clock.now();
    const lateByMs = Math.max(0, ranAt - Date.parse(schedule.at));
    const late = lateByMs > SCHEDULE_LATE_AFTER_MS;
    this.metrics.scheduleRuns.inc({ outcome: error ? 'failed' : 'done' });
    this.metrics.scheduleLateness.observe(lateByMs / 1000);
    const when = atStart ? `ran at start, ${lateness(lateByMs)}` : `ran ${lateness(lateByMs)}`;
    await this.repository.update(schedule.id, {
      state: error ? 'failed' : 'done',
      ranAt: new Date(ranAt).toISOString(),
      lateByMs,
      late,
      ...(late ? { lateReason: lateReason(when, atStart) } : {}),
      ...(error ? { error } : {}),
    });
    await this.repository.finish(schedule.id, new Date(ranAt).toISOString());
    await this.audit.record({
      action: 'schedule',
      outcome: error ? 'failure' : 'success',
      page: schedule.page,
      actor: 'system',
      detail: `Ran the ${scheduleName(schedule)}, set by ${schedule.createdBy}: ${outcome}; due ${schedule.at}, ${when}`,
    });
    if (error) await this.tellFailed(schedule, error);
    else if (late) await this.tellLate(schedule, lateReason(when, atStart));
  }

  /** Administrators are mailed a run that came late: the page changed, but not at the time it was promised for. */
  private async tellLate(schedule: Stored<ScheduleData>, when: string): Promise<void> {
    await this.notices.tell('schedule-late', {
      subject: `A scheduled ${schedule.action} of the ${schedule.page} page ran late`,
      lead: [
        `The ${scheduleName(schedule)}, set by ${schedule.createdBy} for ${schedule.at}, ${when}.`,
        'It did what it was set to do. The Schedules tab has the details.',
      ],
      action: 'Open Schedules',
    });
  }

  /** Administrators are mailed a schedule that failed: the page did not change at its time. */
  private async tellFailed(schedule: Stored<ScheduleData>, error: string): Promise<void> {
    const what = scheduleName(schedule);
    await this.notices.tell('schedule-failed', {
      subject: `A scheduled ${schedule.action} of the ${schedule.page} page failed`,
      lead: [
        `The ${what}, set by ${schedule.createdBy} for ${schedule.at}, failed: ${error}`,
        'The page did not change at its time. The Schedules tab has the details.',
      ],
      action: 'Open Schedules',
    });
  }

  /** What the schedule does; the text says what happened. Throws when it cannot (the schedule then fails with that reason). */
  private async act(schedule: Stored<ScheduleData>): Promise<string> {
    if (schedule.action === 'unpublish') {
      const removed = await this.store.releases.unpublish(schedule.page, schedule.items ?? []);
      return `unpublished ${removed.length} of ${schedule.items?.length ?? 0} items`;
    }
    if (schedule.requestId) {
      const published = await this.review.publishApproved(schedule.requestId);
      if (published.reviewBy) await this.reviewDates.set(published.page, published.items, published.reviewBy);
      return `published review request ${schedule.requestId} (${published.items.length} items)`;
    }
    // Review may have been switched on since the schedule was made: a publish then needs an approved request.
    if ((await this.review.settings()).required) throw new Error(REVIEW_TEXTS.reviewRequired);
    const count = await this.store.releases.publish(schedule.page);
    return count ? `published ${count} drafts` : 'there were no drafts to publish';
  }

  /**
   * A schedule claimed by another run that never finished: once the claim is older than STALE_CLAIM_MS
   * the instance that made it has stopped, and the schedule is marked failed (never left pending
   * silently). The verdict is claimed too, so it is given once. Whether the action happened is not
   * known: the reason says to check the page.
   */
  private async failIfStale(schedule: Stored<ScheduleData>, now: number): Promise<void> {
    const claim = await this.repository.run(schedule.id);
    if (!claim || claim.finishedAt || now - Date.parse(claim.claimedAt) < STALE_CLAIM_MS) return;
    const verdict = { scheduleId: schedule.id, kind: 'run' as const, claimedBy: this.instance, claimedAt: new Date(now).toISOString() };
    if (!(await this.repository.claim(verdict, '.stale'))) return;
    const what = claim.kind === 'cancel' ? 'cancelling it' : 'running it';
    const error = `${claim.claimedBy} started ${what} at ${claim.claimedAt} and never finished (that API instance stopped): check the ${schedule.page} page`;
    await this.repository.update(schedule.id, { state: 'failed', error });
    await this.repository.finish(schedule.id, new Date(now).toISOString());
    this.metrics.scheduleRuns.inc({ outcome: 'stale' });
    await this.audit.record({
      action: 'schedule',
      outcome: 'failure',
      page: schedule.page,
      actor: 'system',
      detail: `The ${scheduleName(schedule)} failed: ${error}`,
    });
    await this.tellFailed(schedule, error);
  }
}
