import { Body, Controller, Delete, HttpCode, Logger, Module, Put } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { validationFailed } from '../../platform/validation/validation-pipe.js';
import { ReviewDatesModule } from '../review-dates/review-dates.module.js';
import { SetSchedulingClockDto } from './dto/schedules.dto.js';
import { ScheduleRunner } from './schedule-runner.js';
import { SchedulesModule } from './schedules.module.js';
import { SchedulingClock } from './scheduling-clock.js';

/** What the clock reads now and how far that is from real time. */
export interface SchedulingClockState {
  now: string;
  offsetMs: number;
}

/**
 * Development only (SCHEDULING_CLOCK_CONTROL=true; the config refuses it in any other mode, and the
 * module is not even loaded without it): an Administrator sets the time the scheduler goes by, then
 * the same scheduler round the timer runs is run at once. The e2e composition uses it so a scheduled
 * publish is tested at its due time without waiting for it; what runs is the product's own code path.
 * Not in the OpenAPI document: it is no part of the site's API.
 */
@ApiExcludeController()
@Permit('settings.edit')
@Controller('scheduling-clock')
export class SchedulingClockController {
  private readonly logger = new Logger('SchedulingClock');

  constructor(
    private readonly clock: SchedulingClock,
    private readonly runner: ScheduleRunner,
  ) {}

  /** The clock reads `at` from now on (and flows on from there); a scheduler round runs before the answer. */
  @Put()
  async set(@Body() body: SetSchedulingClockDto): Promise<{ data: SchedulingClockState }> {
    const time = Date.parse(body.at);
    if (Number.isNaN(time)) throw validationFailed({ at: ['at is not a valid date-time'] });
    this.clock.set(time);
    this.logger.warn(`scheduling clock set to ${new Date(time).toISOString()} (development clock control)`);
    await this.runner.tick();
    return { data: this.state() };
  }

  /** Back to real time. */
  @Delete()
  @HttpCode(200)
  reset(): { data: SchedulingClockState } {
    this.clock.reset();
    return { data: this.state() };
  }

  private state(): SchedulingClockState {
    return { now: new Date(this.clock.now()).toISOString(), offsetMs: this.clock.offset() };
  }
}

/** Imports the modules that own the one clock and the one runner, so the controller moves those. */
@Module({ imports: [SchedulesModule, ReviewDatesModule], controllers: [SchedulingClockController] })
export class SchedulingClockControlModule {}
