import type { ContentSchedule } from '@pharma/shared/content';
import { recordSchema, sub } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

/** A stored schedule: the contract's fields but the meta ones (id, version, createdAt come from the store). */
export type ScheduleData = Omit<ContentSchedule, 'id' | 'version' | 'createdAt'>;

/** content_schedules: one document per scheduled publish or unpublish. Audited: creating, running and cancelling it change it. */
export const schedulesCollection: CollectionDef = {
  name: 'content_schedules',
  schema: recordSchema({
    page: { type: String, required: true },
    action: { type: String, required: true, enum: ['publish', 'unpublish'] },
    at: { type: String, required: true },
    requestId: { type: String },
    items: {
      type: [sub({ collection: { type: String, required: true }, id: { type: String, required: true }, label: { type: String } }, { reservedNames: true })],
      default: undefined,
    },
    reason: { type: String },
    state: { type: String, required: true, enum: ['pending', 'done', 'failed', 'cancelled'] },
    createdBy: { type: String, required: true },
    ranAt: { type: String },
    lateByMs: { type: Number },
    late: { type: Boolean },
    lateReason: { type: String },
    error: { type: String },
  }),
};

/**
 * The claim of a schedule (id = the schedule's id): whoever inserts it runs (or cancels) the schedule,
 * and nobody else ever does: a second insert fails atomically on both stores (see store/lease.ts).
 * `finishedAt` is set once the schedule's outcome is stored; a claim left unfinished for
 * STALE_CLAIM_MS belonged to an instance that stopped midway, and the schedule is marked failed.
 */
export interface ScheduleRun {
  scheduleId: string;
  /** 'run' by the scheduler, 'cancel' by a DELETE. */
  kind: 'run' | 'cancel';
  claimedBy: string;
  claimedAt: string;
  finishedAt?: string;
}

export const scheduleRunsCollection: CollectionDef = {
  name: 'content_schedule_runs',
  schema: recordSchema({
    scheduleId: { type: String, required: true },
    kind: { type: String, required: true, enum: ['run', 'cancel'] },
    claimedBy: { type: String, required: true },
    claimedAt: { type: String, required: true },
    finishedAt: { type: String },
  }),
  // Bookkeeping: the schedule's own change (done, failed, cancelled) and the 'schedule' event are the audited facts.
  audit: false,
  // No `expires` on purpose: a claim is what stops a second instance from running the
  // schedule, so it must live as long as the schedule could still be pending; one small document per schedule.
};
