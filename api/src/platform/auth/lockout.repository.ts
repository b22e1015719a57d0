import { Injectable } from '@nestjs/common';
import { Store, type Collection, type Stored } from '../store/store.port.js';
import { loginLockoutsCollection, type LoginLockoutData } from './schema/session.schema.js';

export type LoginLockout = Stored<LoginLockoutData>;

/** The `login_lockouts` collection: failed sign-ins per account, shared by every API instance. */
@Injectable()
export class LockoutRepository {
  private readonly lockouts: Collection<LoginLockoutData>;

  constructor(store: Store) {
    this.lockouts = store.collection<LoginLockoutData>(loginLockoutsCollection);
  }

  get(id: string): Promise<LoginLockout | null> {
    return this.lockouts.get(id);
  }

  insert(id: string, data: LoginLockoutData): Promise<LoginLockout> {
    return this.lockouts.insert(data, id);
  }

  /** Conditional on the version read, so two instances counting at once never lose a failure. */
  update(id: string, data: LoginLockoutData, version: number): Promise<LoginLockout | null> {
    return this.lockouts.update(id, data, version);
  }

  async remove(id: string): Promise<void> {
    await this.lockouts.remove(id);
  }

  async removeStale(before: string): Promise<void> {
    const stale = (await this.lockouts.list()).filter((l) => l.lastFailureAt < before && (!l.lockedUntil || l.lockedUntil < before));
    for (const lockout of stale) await this.lockouts.remove(lockout.id);
  }
}
