import {
  adminGet,
  apiSend,
  SCHEDULE_LATE_AFTER_MS,
  type ContentSchedule,
  type CreateScheduleRequest,
  type ReviewDateEntry,
  type UnpublishableItem,
} from '@pharma/shared';

/** `GET /api/schedules`: every scheduled publish and unpublish, with its state. */
export async function fetchSchedules(): Promise<ContentSchedule[]> {
  const answer = await adminGet<ContentSchedule[] | undefined>('/api/schedules');
  return Array.isArray(answer) ? answer : [];
}

/** `DELETE /api/schedules/:id`: a pending schedule is cancelled (content.edit). */
export function cancelSchedule(id: string): Promise<unknown> {
  return apiSend('DELETE', `/api/schedules/${encodeURIComponent(id)}`);
}

/** `GET /api/schedules/unpublishable?page=`: the page's released documents, in display order, with their labels. */
export async function fetchUnpublishable(page: string): Promise<UnpublishableItem[]> {
  const answer = await adminGet<UnpublishableItem[] | undefined>(`/api/schedules/unpublishable?page=${encodeURIComponent(page)}`);
  return Array.isArray(answer) ? answer : [];
}

/**
 * `POST /api/schedules` action `unpublish` (content.edit; with review required, Administrators with a
 * reason): the item leaves the page's release at `at` (UTC ISO).
 */
export function scheduleUnpublish(page: string, item: Pick<UnpublishableItem, 'collection' | 'id'>, at: string, reason = ''): Promise<ContentSchedule> {
  const body: CreateScheduleRequest = { page, action: 'unpublish', at, items: [{ collection: item.collection, id: item.id }], ...(reason ? { reason } : {}) };
  return apiSend<ContentSchedule>('POST', '/api/schedules', body);
}

/** An item as the unpublish form lists it: its label, else its collection and id. */
export function itemText(item: UnpublishableItem): string {
  return item.label ?? `${item.collection} ${item.id}`;
}

/** `GET /api/review-dates`: published content due for review within 30 days, or past its date. */
export async function fetchReviewDates(): Promise<ReviewDateEntry[]> {
  const answer = await adminGet<ReviewDateEntry[] | undefined>('/api/review-dates');
  return Array.isArray(answer) ? answer : [];
}

/** How late a schedule is: as it ran (the API's `lateByMs`), or, still pending past its time, until now. */
export function lateByMs(schedule: ContentSchedule, now = Date.now()): number {
  if (schedule.state === 'pending') return Math.max(0, now - Date.parse(schedule.at));
  return schedule.lateByMs ?? 0;
}

/** Late: ran (or is still waiting) more than SCHEDULE_LATE_AFTER_MS after its time. */
export function isLate(schedule: ContentSchedule, now = Date.now()): boolean {
  if (schedule.state === 'cancelled') return false;
  return schedule.late === true || lateByMs(schedule, now) > SCHEDULE_LATE_AFTER_MS;
}

/** The dashboard alert looks back this far: an old failure stays in the Schedules list, not in every visit's alert. */
export const ALERT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The schedules the dashboard alerts about: failed or late, due within ALERT_WINDOW_MS. */
export function schedulesInTrouble(schedules: readonly ContentSchedule[], now = Date.now()): ContentSchedule[] {
  return schedules.filter((s) => now - Date.parse(s.at) <= ALERT_WINDOW_MS && (s.state === 'failed' || isLate(s, now)));
}

export const SCHEDULE_TEXTS = {
  alert: (count: number) => `${count} scheduled ${count === 1 ? 'change failed or is late' : 'changes failed or are late'}: see Schedules`,
  lateBy: (ms: number) => `late by ${Math.max(1, Math.round(ms / 60_000))} min`,
  noSchedules: 'No scheduled changes.',
  noReviewDates: 'No published content is due for review in the next 30 days.',
  unpublishScheduled: 'Unpublish scheduled.',
  reasonHint: 'Why the item leaves the site. Required while review is required (then only an Administrator schedules an unpublish); it is recorded.',
  unpublishFailed: 'Failed to schedule the unpublish',
  chooseFuture: 'Choose a date and time in the future.',
  chooseItem: 'Choose a page and the item to unpublish.',
  noPublishedItems: 'This page has no published items.',
  itemsFailed: 'Could not load the items of this page',
} as const;
