import { Injectable } from '@nestjs/common';
import type { ScheduleState } from '@pharma/shared/content';
import { claimOnce } from '../../platform/store/lease.js';
import { Store, type Collection, type Stored } from '../../platform/store/store.port.js';
import { scheduleRunsCollection, schedulesCollection, type ScheduleData, type ScheduleRun } from './schema/schedules.schema.js';

/** The schedules and their run claims. */
@Injectable()
export class SchedulesRepository {
  private readonly schedules: Collection<ScheduleData>;
  private readonly runs: Collection<ScheduleRun>;

  constructor(store: Store) {
    this.schedules = store.collection<ScheduleData>(schedulesCollection);
    this.runs = store.collection<ScheduleRun>(scheduleRunsCollection);
  }

  list(filter: { page?: string; state?: ScheduleState } = {}): Promise<Stored<ScheduleData>[]> {
    const fields = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as Record<string, string>;
    return this.schedules.where(fields);
  }

  get(id: string): Promise<Stored<ScheduleData> | null> {
    return this.schedules.get(id);
  }

  insert(data: ScheduleData): Promise<Stored<ScheduleData>> {
    return this.schedules.insert(data);
  }

  /** Only the holder of the schedule's claim writes it after creation, so the write cannot race another. */
  async update(id: string, patch: Partial<ScheduleData>): Promise<Stored<ScheduleData>> {
    const updated = await this.schedules.update(id, patch);
    if (!updated) throw new Error(`Schedule ${id} is gone`);
    return updated;
  }

  /** True when this call claimed the schedule (id = the schedule's id; `suffix` names a further claim, e.g. the stale verdict). */
  claim(run: ScheduleRun, suffix = ''): Promise<boolean> {
    return claimOnce(this.runs, run, `${run.scheduleId}${suffix}`);
  }

  run(scheduleId: string): Promise<Stored<ScheduleRun> | null> {
    return this.runs.get(scheduleId);
  }

  async finish(scheduleId: string, at: string): Promise<void> {
    await this.runs.update(scheduleId, { finishedAt: at });
  }
}
