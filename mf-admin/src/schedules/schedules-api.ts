import { adminGet, apiSend, SCHEDULE_LATE_AFTER_MS, type ContentSchedule, type ReviewDateEntry } from '@pharma/shared';

/** `GET /api/schedules`: every scheduled publish and unpublish, with its state. */
export async function fetchSchedules(): Promise<ContentSchedule[]> {
  const answer = await adminGet<ContentSchedule[] | undefined>('/api/schedules');
  return Array.isArray(answer) ? answer : [];
}

/** `DELETE /api/schedules/:id`: a pending schedule is cancelled (content.edit). */
export function cancelSchedule(id: string): Promise<unknown> {
  return apiSend('DELETE', `/api/schedules/${encodeURIComponent(id)}`);
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
} as const;
