import { Injectable } from '@nestjs/common';

/**
 * The time the scheduler and the review-by dates go by: one provider, so tests move it for both. Real
 * time unless the development-only clock control (scheduling-clock-control.ts) set an offset.
 */
@Injectable()
export class SchedulingClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** From now on the clock reads `time` and flows on from there (clock control only). */
  set(time: number): void {
    this.offsetMs = time - Date.now();
  }

  /** Back to real time. */
  reset(): void {
    this.offsetMs = 0;
  }

  /** How far the clock is from real time, in ms (0 unless it was set). */
  offset(): number {
    return this.offsetMs;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC calendar day (YYYY-MM-DD) of a time, `days` later. */
export function utcDay(time: number, days = 0): string {
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar day, YYYY-MM-DD (2031-02-30 is not one, though Date.parse would roll it over). */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && utcDay(Date.parse(`${value}T00:00:00Z`)) === value;
}
