import { Injectable, Logger } from '@nestjs/common';
import { recordSchema } from '../../../platform/store/schema-kit.js';
import { DuplicateIdError } from '../../../platform/store/store.errors.js';
import { Store, type Collection, type CollectionDef } from '../../../platform/store/store.port.js';

/** How often (at most) one instance sweeps expired records, in the background of a submission. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

interface SolvedChallenge {
  /** When the challenge expires (ms since epoch): after that it is refused anyway, so it can be forgotten. */
  expiresAt: number;
}

export const solvedChallengesCollection: CollectionDef = {
  name: 'altcha_solved',
  audit: false, // spam-proof bookkeeping, not a change anyone made
  expires: { field: 'expiresAt' }, // a replay of an expired challenge is refused by its own expiry
  schema: recordSchema({ expiresAt: { type: Number, required: true } }),
};

/**
 * Solved proof-of-work challenges, remembered in the store until they expire, so a solution is
 * accepted once across every API instance sharing the store. The record's id is the challenge's key:
 * the store's unique id makes "first use" a single atomic insert, with no size limit to fill up.
 */
@Injectable()
export class SolvedChallenges {
  private readonly logger = new Logger('SolvedChallenges');
  private readonly records: Collection<SolvedChallenge>;
  private nextPurgeAt = 0;

  constructor(store: Store) {
    this.records = store.collection<SolvedChallenge>(solvedChallengesCollection);
  }

  /** True the first time `key` is remembered; false when it already was (a replay). */
  async firstUse(key: string, expiresAt: number): Promise<boolean> {
    this.purgeNowAndThen();
    try {
      await this.records.insert({ expiresAt }, key);
      return true;
    } catch (error) {
      if (error instanceof DuplicateIdError) return false;
      throw error;
    }
  }

  /** Forgets the records whose challenge has expired; returns how many. */
  async purgeExpired(now = Date.now()): Promise<number> {
    let purged = 0;
    for (const record of await this.records.list()) {
      if (record.expiresAt < now && (await this.records.remove(record.id))) purged++;
    }
    return purged;
  }

  /** Lazily, at most every PURGE_INTERVAL_MS per instance, without delaying the visitor's answer. */
  private purgeNowAndThen(): void {
    const now = Date.now();
    if (now < this.nextPurgeAt) return;
    this.nextPurgeAt = now + PURGE_INTERVAL_MS;
    this.purgeExpired(now).then(
      (purged) => purged && this.logger.log(`Forgot ${purged} expired proof-of-work solutions`),
      (error: Error) => this.logger.warn(`Purging expired proof-of-work solutions failed: ${error.message}`),
    );
  }
}
