import { Injectable } from '@nestjs/common';

/** The time the scheduler and the review-by dates go by: one provider, so tests move it for both. */
@Injectable()
export class SchedulingClock {
  now(): number {
    return Date.now();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC calendar day (YYYY-MM-DD) of a time, `days` later. */
export function utcDay(time: number, days = 0): string {
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}
