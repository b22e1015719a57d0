import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { DuplicateIdError, VersionConflictError } from '../store/store.errors.js';
import type { KnownDevice } from './device-cookie.js';
import { LockoutRepository } from './lockout.repository.js';

/** Quiet this long after the last failure, an account's record (and its doubling) is forgotten. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** No lock grows beyond a day, however many locks came before. */
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;
const MAX_RETRIES = 5;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** 429 for a locked account; `retryAfterSeconds` goes into Retry-After. */
export class AccountLockedException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many failed sign-ins for this account. Try again in ${describeWait(retryAfterSeconds)}.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Whose failures a sign-in attempt counts against: the account (its normalised name) from an unknown
 * browser, or one known browser of it (a valid device cookie for that account).
 */
export interface LockoutSubject {
  account: string;
  device: KnownDevice | null;
  /** An electronic signature's password check: counted for this signed-in session, never with sign-ins. */
  session?: string;
}

/**
 * Login lockout per account, with backoff: LOGIN_LOCKOUT_THRESHOLD failures in a row lock the
 * account for LOGIN_LOCKOUT_SECONDS, each further lock twice as long; a success resets it. Any
 * username is counted, known or not, so the lockout never tells which accounts exist. Kept in the
 * store, so every API instance sees the same count. (The per-IP limit still applies on top.)
 * A browser that signed in to the account before has a count of its own instead (device cookies):
 * anonymous failures lock unknown browsers out, never the owner's.
 */
@Injectable()
export class LockoutService {
  private lastSweep = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lockouts: LockoutRepository,
    private readonly metrics: Metrics,
  ) {}

  /** Throws AccountLockedException while the account is locked. */
  async assertNotLocked(subject: LockoutSubject, now = Date.now()): Promise<void> {
    const record = await this.lockouts.get(keyOf(subject));
    const until = record?.lockedUntil ? Date.parse(record.lockedUntil) : 0;
    if (until <= now) return;
    this.metrics.refused('sign_in_lockout');
    throw new AccountLockedException(Math.max(1, Math.ceil((until - now) / 1000)));
  }

  /** Counts a failure; the one that reaches the threshold locks the account. */
  async recordFailure(subject: LockoutSubject, now = Date.now()): Promise<void> {
    await this.sweep(now);
    const id = keyOf(subject);
    const at = new Date(now).toISOString();
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const record = await this.lockouts.get(id);
      const fresh = !record || now - Date.parse(record.lastFailureAt) > FORGET_AFTER_MS;
      const failures = (fresh ? 0 : record.failures) + 1;
      const locks = fresh ? 0 : record.locks;
      const lock = failures >= this.config.loginLockoutThreshold;
      const data = {
        failures: lock ? 0 : failures,
        locks: lock ? locks + 1 : locks,
        lockedUntil: lock ? new Date(now + Math.min(this.config.loginLockoutMs * 2 ** locks, MAX_LOCK_MS)).toISOString() : fresh ? null : record.lockedUntil,
        lastFailureAt: at,
      };
      try {
        if (!record) await this.lockouts.insert(id, data);
        else if (!(await this.lockouts.update(id, data, record.version))) continue;
        return;
      } catch (error) {
        if (!(error instanceof VersionConflictError || error instanceof DuplicateIdError)) throw error;
      }
    }
  }

  async reset(subject: LockoutSubject): Promise<void> {
    await this.lockouts.remove(keyOf(subject));
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.lockouts.removeStale(new Date(now - FORGET_AFTER_MS).toISOString());
  }
}

/** The stored key: a hash, so the collection holds no typed usernames (or passwords typed into it). */
function keyOf({ account, device, session }: LockoutSubject): string {
  return createHash('sha256')
    .update(session ? `signature\0${account}\0${session}` : device ? `device\0${account}\0${device.id}` : account)
    .digest('hex')
    .slice(0, 40);
}
