import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { KeyedMutex } from '../store/keyed-mutex.js';
import { STORE_DATABASE, type StoreDatabase } from '../store/store.module.js';

/** 'reports': browsers' remote-load reports, REMOTE_REPORT_RATE_LIMIT per IP and minute. */
export type RateLimitBucket = 'login' | 'contact' | 'reports';

/** Fixed windows of one minute, starting at a client's first request. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** The counters' collection when the store is MongoDB: one document per `<bucket>:<ip>` and window. */
export const RATE_LIMIT_COLLECTION = 'rate_limits';

/** What a request learns from its bucket: allowed or not, how many remain, and when the window ends. */
export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * The counters behind @RateLimit, kept where every API instance sees them: with MongoDB a
 * `RateLimiterMongo` per bucket in `rate_limits` (so N instances allow the limit once, not N times);
 * with the embedded store a `RateLimiterMemory`, the store being one process by design.
 *
 * Store down: each Mongo limiter has a RateLimiterMemory as insurance (the library's
 * `insuranceLimiter`), so a database error or a database not reached yet limits per instance
 * instead of failing the request with a 500 or letting everyone through.
 *
 * Atomicity: real MongoDB counts atomically: the library's `findOneAndUpdate({ key, expire > now },
 * { $inc: { points }, $setOnInsert: { expire } }, { upsert: true })` is one single-document atomic
 * update, and the unique index on `key` (created here) makes two concurrent upserts of a new window
 * collide with E11000, which the library retries as an update. FerretDB v1 (the wire server in CI)
 * does NOT apply findAndModify atomically: 40 concurrent consumes of one key from two connections
 * let 33 to 40 through with a limit of 10 (measured). So consumes of one key are serialized within
 * this process (KeyedMutex, as the store's own writes are), and each instance also counts every
 * client in memory (`localCap`): a lost update from another instance racing on FerretDB once let 14
 * of 20 through one instance under load, so serialization alone does not bound an instance. With the
 * cap, each instance alone never allows more than the limit on any backend; only instances racing
 * each other on FerretDB can overshoot in total (measured: 19 of 40 from two instances); on real
 * MongoDB the total is the limit.
 */
@Injectable()
export class RateLimiters {
  private readonly logger = new Logger('RateLimiters');
  private readonly memory = new Map<RateLimitBucket, RateLimiterMemory>();
  private readonly shared = new Map<RateLimitBucket, RateLimiterMongo>();
  /** Per-instance counts beside the shared ones (not the insurance limiter, which counts only when the database fails). */
  private readonly localCaps = new Map<RateLimitBucket, RateLimiterMemory>();
  private indexes?: Promise<void>;
  private readonly mutex = new KeyedMutex();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STORE_DATABASE) private readonly database: StoreDatabase,
  ) {}

  /** Counts one request of `ip` in `bucket`. Never rejects. */
  consume(bucket: RateLimitBucket, ip: string): Promise<RateLimitOutcome> {
    const key = `${bucket}:${ip}`;
    const limit = this.limitOf(bucket);
    return this.mutex.run(key, async () => {
      const limiter = await this.limiterFor(bucket);
      try {
        if (limiter instanceof RateLimiterMongo) await this.localCap(bucket).consume(key);
        return outcome(limit, await limiter.consume(key), true);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return outcome(limit, rejection, false);
        // Not reachable with an insurance limiter in memory; never a 500 if it happens anyway.
        this.logger.error(`Rate limiter failed (${(rejection as Error).message}); request allowed`);
        return { allowed: true, limit, remaining: limit, retryAfterSeconds: RATE_LIMIT_WINDOW_SECONDS };
      }
    });
  }

  private limitOf(bucket: RateLimitBucket): number {
    if (bucket === 'reports') return this.config.remotes.reportRateLimit;
    return bucket === 'login' ? this.config.loginRateLimit : this.config.contactRateLimit;
  }

  /** The shared limiter once the database was reached; this instance's memory until then (and as insurance). */
  private async limiterFor(bucket: RateLimitBucket): Promise<RateLimiterAbstract> {
    const memory = this.memoryFor(bucket);
    if (!this.database) return memory;
    const known = this.shared.get(bucket);
    if (known) return known;
    let db;
    try {
      db = this.database.db();
      await this.ensureIndexes(db);
    } catch {
      return memory; // not reached yet: counted here; the shared limiter is made on a later request
    }
    const raced = this.shared.get(bucket);
    if (raced) return raced;
    const limiter = new RateLimiterMongo({
      storeClient: db,
      tableName: RATE_LIMIT_COLLECTION,
      keyPrefix: '', // the stored key is exactly `<bucket>:<ip>`
      points: this.limitOf(bucket),
      duration: RATE_LIMIT_WINDOW_SECONDS,
      disableIndexesCreation: true, // ensureIndexes: the library's own stops at the TTL index FerretDB refuses
      // Once a client is over the limit, this instance answers 429 from memory until its window
      // ends instead of asking the database for every further request of a flood.
      inMemoryBlockOnConsumed: this.limitOf(bucket) + 1,
      insuranceLimiter: memory,
    });
    this.shared.set(bucket, limiter);
    return limiter;
  }

  private memoryFor(bucket: RateLimitBucket, limiters = this.memory): RateLimiterMemory {
    let limiter = limiters.get(bucket);
    if (!limiter) {
      limiter = new RateLimiterMemory({ keyPrefix: '', points: this.limitOf(bucket), duration: RATE_LIMIT_WINDOW_SECONDS });
      limiters.set(bucket, limiter);
    }
    return limiter;
  }

  private localCap(bucket: RateLimitBucket): RateLimiterMemory {
    return this.memoryFor(bucket, this.localCaps);
  }

  /**
   * The unique index on `key` is what makes concurrent first requests of a window one document on
   * real MongoDB: it must exist before the first count. The TTL index on `expire` removes windows
   * that ended (the library's queries ignore them anyway, so a server without TTL, FerretDB v1,
   * only keeps one stale document per client).
   */
  private ensureIndexes(db: ReturnType<NonNullable<StoreDatabase>['db']>): Promise<void> {
    this.indexes ??= (async () => {
      const counters = db.collection(RATE_LIMIT_COLLECTION);
      await counters.createIndex({ key: 1 }, { unique: true });
      await counters.createIndex({ expire: 1 }, { expireAfterSeconds: 0 }).catch((error: Error) => {
        this.logger.warn(`No TTL index on ${RATE_LIMIT_COLLECTION} (${error.message}); ended windows stay until reused`);
      });
    })().catch((error: Error) => {
      this.indexes = undefined; // try again on a later request; the insurance limiter counts meanwhile
      throw error;
    });
    return this.indexes;
  }
}

function outcome(limit: number, res: RateLimiterRes, allowed: boolean): RateLimitOutcome {
  return {
    allowed,
    limit,
    remaining: Math.max(0, allowed ? res.remainingPoints : 0),
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}
