import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SCHEDULE_TICK_MS } from '@pharma/shared/content';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { ReviewDatesService } from '../review-dates/review-dates.service.js';
import { asSystem } from '../../platform/http/request-context.js';
import { StoreLease } from '../../platform/store/lease.js';
import { Store } from '../../platform/store/store.port.js';
import { ScheduleRunsService } from './schedule-runs.service.js';
import { SchedulingClock } from './scheduling-clock.js';

/** The lease the periodic content work is done under: one instance at a time does it. */
export const SCHEDULER_LEASE = 'content-scheduler';

/**
 * Every SCHEDULE_TICK_MS, and once at start when the store is ready, the instance holding the lease
 * runs the due schedules and the review-by dates. A missed time (the API was down) is simply due at
 * the start run, which says so. The timer is unref'ed (it never keeps the process alive) and stopped
 * when the module is destroyed; a tick in progress is awaited before the store closes.
 */
@Injectable()
export class ScheduleRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Scheduler');
  readonly lease: StoreLease;
  private readonly tickMs: number;
  private timer?: NodeJS.Timeout;
  private ticking: Promise<void> | null = null;
  private stopped = false;
  /** The run at start (resolved once it ran, or was queued while the database is down). */
  started: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly store: Store,
    private readonly clock: SchedulingClock,
    private readonly runs: ScheduleRunsService,
    private readonly reviewDates: ReviewDatesService,
  ) {
    this.tickMs = config.scheduleTickMs;
    // A slot as long as a tick: the holder renews it on each tick (0 = no timer: slots of the default tick).
    this.lease = new StoreLease(store, SCHEDULER_LEASE, this.tickMs || SCHEDULE_TICK_MS, () => this.clock.now(), this.runs.instance);
  }

  onApplicationBootstrap(): void {
    this.started = this.store.whenReady(() => this.tick(true));
    if (this.tickMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.tickMs);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.started.catch(() => undefined);
    await this.ticking;
    // A clean stop hands the lease on at once (the store closes after this, on application shutdown).
    await this.lease.release().catch(() => undefined);
  }

  /** One round (a tick still running makes this one wait for it instead). Never throws: a failure is logged and the next tick tries again. */
  tick(atStart = false): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const cause = `scheduler ${atStart ? 'run at start' : 'tick'} (instance ${this.runs.instance})`;
    this.ticking ??= asSystem(cause, () => this.round(atStart)).finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async round(atStart: boolean): Promise<void> {
    try {
      if (!(await this.lease.hold())) return;
      await this.runs.runDue(atStart);
      await this.reviewDates.sweep();
    } catch (error) {
      this.logger.warn(`scheduler round failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
