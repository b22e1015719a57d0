import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { KeyedMutex } from '../store/keyed-mutex.js';
import { DuplicateIdError } from '../store/store.errors.js';
import { Store, type Collection, type Stored } from '../store/store.port.js';
import { auditId, chainMac, GENESIS_HASH, KEYED_CHAIN, macOf, sameMac, signCheckpoint, trailBreak, type Checkpoint } from './audit-chain.js';
import { AuthorIndex } from './author-index.js';
import { auditCollection, resolutionCollection, type AuditData, type Resolution, type ResolutionData } from './schema/audit.schema.js';

export type StoredAudit = Stored<AuditData>;
export type NewAuditEntry = Omit<AuditData, 'seq' | 'prevHash' | 'hash' | 'chain'>;

/** Where the next entry goes: after this sequence number, chained to this hash. */
type Tail = { seq: number; hash: string };

function tailOf(entries: readonly StoredAudit[]): Tail {
  const last = entries[entries.length - 1];
  return last ? { seq: last.seq, hash: last.hash } : { seq: 0, hash: GENESIS_HASH };
}

/** Appends after this many lost races (other instances appending at the same moment) give up. */
const MAX_APPEND_ATTEMPTS = 50;

function resolutionMac(secret: string, r: Omit<ResolutionData, 'mac'>): string {
  return macOf(secret, ['audit-resolution', r.seq, r.status, r.entry, r.at, r.by]);
}

/**
 * The `audit_log` collection, append-only: this class offers append and read, nothing else. Each
 * entry takes the next sequence number as its id, so two API instances appending at once cannot
 * both take the same place: the loser reads the new tail and tries the next one. Entries are chained
 * with HMAC-SHA256 (AUDIT_SECRET); the chain's count and head are anchored outside the trail
 * (Store.writeAnchor) after each append, and a write's entry is settled by a separate, MAC'ed
 * resolution record, so the trail itself is never rewritten.
 */
@Injectable()
export class AuditRepository {
  private readonly logger = new Logger('AuditTrail');
  private readonly entries: Collection<AuditData>;
  private readonly resolutions: Collection<ResolutionData>;
  private readonly appends = new KeyedMutex();
  private readonly secret: string;
  private tail: Tail | null = null;
  /** The checkpoint's switch to the keyed rule, known once the trail was opened. */
  private opened: Promise<number> | null = null;
  private anchoring: Promise<void> = Promise.resolve();
  private anchored = 0;

  constructor(
    private readonly store: Store,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly authors: AuthorIndex,
  ) {
    this.entries = store.collection<AuditData>(auditCollection);
    this.resolutions = store.collection<ResolutionData>(resolutionCollection);
    this.secret = config.auditSecret;
  }

  append(entry: NewAuditEntry): Promise<StoredAudit> {
    const appended = this.appends.run('tail', async () => {
      await this.open();
      for (let attempt = 0; attempt < MAX_APPEND_ATTEMPTS; attempt++) {
        const tail = this.tail ?? (await this.readTail());
        const seq = tail.seq + 1;
        const data = { ...entry, seq, prevHash: tail.hash, chain: KEYED_CHAIN };
        const stored = await this.insertAt(seq, { ...data, hash: chainMac(this.secret, tail.hash, data) });
        if (stored) {
          this.tail = { seq, hash: stored.hash };
          return stored;
        }
        this.tail = await this.followFrom(seq);
      }
      throw new Error('The audit trail is too busy to append to');
    });
    return appended.then(async (stored) => {
      await this.anchorTail();
      return stored;
    });
  }

  /** Every entry, oldest first. */
  async list(): Promise<StoredAudit[]> {
    return (await this.entries.list()).sort((a, b) => a.seq - b.seq);
  }

  /** The settled write entries by sequence number; a record whose MAC does not match is left out (its entry counts as unsettled). */
  async settled(): Promise<Map<number, ResolutionData>> {
    const found = new Map<number, ResolutionData>();
    for (const r of await this.resolutions.list()) {
      if (sameMac(resolutionMac(this.secret, r), r.mac)) found.set(r.seq, r);
    }
    return found;
  }

  /**
   * Settles a write's entry; the first resolution stored wins, and the one in force is returned. A
   * committed write's author is noted in the author index BEFORE the resolution is stored: a write
   * never counts as committed without its author known (a failure here leaves the entry unsettled, to
   * be settled again). At worst the index names an author whose write another resolution then
   * aborted, which only makes separation of duties stricter.
   */
  async settle(entry: Pick<StoredAudit, 'seq' | 'hash' | 'collection' | 'documentId' | 'actor' | 'at'>, status: Resolution, by: string): Promise<Resolution> {
    if (status === 'committed') await this.authors.note(entry);
    const base = { seq: entry.seq, status, entry: entry.hash, at: new Date().toISOString(), by };
    try {
      await this.resolutions.insert({ ...base, mac: resolutionMac(this.secret, base) }, auditId(entry.seq));
      return status;
    } catch (error) {
      if (!(error instanceof DuplicateIdError)) throw error;
      return (await this.settled()).get(entry.seq)?.status ?? status;
    }
  }

  async checkpoint(): Promise<Checkpoint | null> {
    return (await this.store.readAnchor()) as Checkpoint | null;
  }

  /** Why the stored trail is broken, or null (every entry, the checkpoint and every resolution checked). */
  async verify(): Promise<string | null> {
    await this.open();
    // The checkpoint first: another instance may append (and move the checkpoint) meanwhile, and the
    // entries read after it are then at least as many as it counts.
    const checkpoint = await this.checkpoint();
    const entries = await this.list();
    const broken = trailBreak(this.secret, entries, checkpoint);
    if (broken) return broken;
    for (const r of await this.resolutions.list()) {
      // Settled after the entries were read: its entry was appended since (by another instance).
      if (r.seq > entries.length) continue;
      const entry = entries[r.seq - 1];
      if (!sameMac(resolutionMac(this.secret, r), r.mac) || entry?.hash !== r.entry) return `the resolution of entry ${r.seq} was changed or forged`;
    }
    this.tail = tailOf(entries);
    return null;
  }

  /**
   * The first open of a trail without a checkpoint (a new trail, or one written before the keyed
   * rule existed) anchors it as it is and records the switch: its entries stay verifiable by the old
   * unkeyed rule, every later one is keyed. Done before any keyed entry exists, so a keyed trail
   * always has a checkpoint.
   */
  private open(): Promise<number> {
    this.opened ??= (async () => {
      const existing = await this.checkpoint();
      if (existing) return existing.keyedFrom;
      const entries = await this.list();
      const tail = tailOf(entries);
      if (entries.some((e) => e.chain === KEYED_CHAIN)) return 0; // verify() reports the missing checkpoint
      const checkpoint = signCheckpoint(this.secret, { count: tail.seq, head: tail.hash, at: new Date().toISOString(), keyedFrom: tail.seq + 1 });
      await this.store.writeAnchor(checkpoint);
      if (tail.seq > 0)
        this.logger.warn(
          `The audit trail's ${tail.seq} entries (plain SHA-256 chain) were anchored; entries from ${tail.seq + 1} on are keyed with AUDIT_SECRET`,
        );
      return checkpoint.keyedFrom;
    })();
    this.opened.catch(() => (this.opened = null));
    return this.opened;
  }

  /**
   * Moves the checkpoint to the current tail. Queued one at a time, so appends arriving together
   * share one checkpoint write (a queued write finding the tail anchored already does nothing).
   */
  private anchorTail(): Promise<void> {
    this.anchoring = this.anchoring.then(async () => {
      const tail = this.tail;
      if (!tail || tail.seq <= this.anchored) return;
      const keyedFrom = await this.open();
      await this.store.writeAnchor(signCheckpoint(this.secret, { count: tail.seq, head: tail.hash, at: new Date().toISOString(), keyedFrom }));
      this.anchored = tail.seq;
    });
    const done = this.anchoring;
    this.anchoring = done.catch((error: Error) => this.logger.warn(`The audit checkpoint could not be moved: ${error.message}`));
    return this.anchoring;
  }

  /**
   * Another instance appended at `seq`: walks to the trail's current end by id, one read per entry it
   * appended meanwhile (not the whole trail, which a busy pair of instances would read on every
   * append). Null when `seq` is not there after all (read the tail the long way).
   */
  private async followFrom(seq: number): Promise<Tail | null> {
    let tail: Tail | null = null;
    for (let next = seq; ; next++) {
      const entry = await this.entries.get(auditId(next));
      if (!entry) return tail;
      tail = { seq: next, hash: entry.hash };
    }
  }

  private async readTail(): Promise<Tail> {
    return tailOf(await this.list());
  }

  private async insertAt(seq: number, data: AuditData): Promise<StoredAudit | null> {
    try {
      return await this.entries.insert(data, auditId(seq));
    } catch (error) {
      if (error instanceof DuplicateIdError) return null;
      throw error;
    }
  }
}
