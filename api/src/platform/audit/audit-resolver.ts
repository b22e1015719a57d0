import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Store, type StoredMeta, type WriteIntent } from '../store/store.port.js';
import { AuditRepository, type StoredAudit } from './audit.repository.js';
import type { Resolution, ResolutionData } from './schema/audit.schema.js';

/** A document's version stamp: which write made its current state. */
export function stampOf(doc: Pick<StoredMeta, 'version' | 'updatedAt'> | null): string | null {
  return doc ? `${doc.version}@${doc.updatedAt}` : null;
}

function stateKey(entry: StoredAudit, state: string): string {
  return `${entry.collection}\n${entry.documentId}\n${state}`;
}

/**
 * Settles write entries: by the writer once its write answered, or, for an entry nobody settled (the
 * writing process was killed, or could not store the resolution), by checking the stored document.
 */
@Injectable()
export class AuditResolver {
  private readonly logger = new Logger('AuditTrail');
  /** This process, as named in its write entries: its own unsettled entries need no grace period. */
  readonly writer = randomUUID();
  /** Write entries of this process whose write is still being made: never resolved meanwhile. */
  private readonly inFlight = new Set<number>();
  /** Entries of this process whose write failed without knowing whether it reached the store: the store decides. */
  private readonly unknownOutcome = new Set<number>();
  /** Outcomes known here whose resolution record could not be stored yet. */
  private readonly unsettled = new Map<number, Resolution>();
  private resolving: Promise<void> | null = null;

  constructor(
    private readonly entries: AuditRepository,
    private readonly store: Store,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The handle DocumentCollection settles once the write answered (null: its outcome is unknown, the store decides). */
  track(entry: StoredAudit): WriteIntent {
    this.inFlight.add(entry.seq);
    return { settle: (applied) => (applied === null ? this.release(entry) : this.settle(entry, applied ? 'committed' : 'aborted')) };
  }

  private async release(entry: StoredAudit): Promise<void> {
    this.unknownOutcome.add(entry.seq);
    this.inFlight.delete(entry.seq);
  }

  /** Never throws: an outcome that cannot be stored now is kept here and stored by the next resolution. */
  private async settle(entry: StoredAudit, status: Resolution): Promise<void> {
    try {
      await this.entries.settle(entry, status, 'writer');
    } catch (error) {
      this.unsettled.set(entry.seq, status);
      this.logger.warn(`entry ${entry.seq} (${status}) could not be settled yet: ${(error as Error).message}`);
    } finally {
      this.inFlight.delete(entry.seq);
    }
  }

  /**
   * Resolves this process's own entries whose outcome it knows but could not store yet, or whose write
   * failed midway; nothing to do (no read of the trail) when there are none, which is the usual case.
   * Readers of the author index call it so a write of this process counts once it is known.
   */
  resolveOwnBacklog(): Promise<void> {
    return this.unsettled.size || this.unknownOutcome.size ? this.resolvePending() : Promise.resolve();
  }

  /** Resolves unsettled write entries; runs at start and before every read of the trail, one run at a time. */
  resolvePending(): Promise<void> {
    this.resolving ??= this.resolveNow().finally(() => (this.resolving = null));
    return this.resolving;
  }

  private async resolveNow(): Promise<void> {
    const entries = await this.entries.list();
    const settled = await this.entries.settled();
    const open = entries.filter((e) => e.intent && !settled.has(e.seq) && !this.inFlight.has(e.seq) && this.mayResolve(e));
    if (!open.length) return;
    const readFrom = new Map<string, number[]>(); // which entries read a given state of a document
    for (const e of entries) {
      if (e.intent?.from) readFrom.set(stateKey(e, e.intent.from), [...(readFrom.get(stateKey(e, e.intent.from)) ?? []), e.seq]);
    }
    for (const entry of open) {
      const known = this.unsettled.get(entry.seq);
      const status = known ?? (await this.outcomeOf(entry, readFrom, settled));
      if (!status) continue;
      const stored = await this.entries.settle(entry, status, known ? 'writer' : 'recovery');
      this.unsettled.delete(entry.seq);
      this.unknownOutcome.delete(entry.seq);
      settled.set(entry.seq, { seq: entry.seq, status: stored } as ResolutionData);
      if (!known) this.logger.log(`entry ${entry.seq} (${entry.intent!.op} ${entry.collection}/${entry.documentId}) resolved as ${stored}`);
    }
  }

  /**
   * Other processes' entries wait out a grace period (they may still be writing; with the embedded
   * store no other process can exist, so there is none). This process's own are resolved at once,
   * but only those whose writer gave up on them: an entry is in the trail a moment before its write
   * is tracked (between the append and `track`), and resolving it then would judge a write that has
   * not been made yet (the kill drill caught one: aborted, then stored).
   */
  private mayResolve(entry: StoredAudit): boolean {
    if (entry.intent!.writer === this.writer) return this.unknownOutcome.has(entry.seq) || this.unsettled.has(entry.seq);
    return Date.now() - Date.parse(entry.at) >= this.config.auditPendingGraceMs;
  }

  /**
   * Whether an unsettled write reached the store, from the document itself: it holds the state the
   * write announced, or a later entry read that state (the document moved on from it). A delete
   * happened when the state it removed is gone and no other committed write took that state over.
   * Null when the collection is not one this process uses (left for one that does).
   */
  private async outcomeOf(entry: StoredAudit, readFrom: Map<string, number[]>, settled: Map<number, ResolutionData>): Promise<Resolution | null> {
    const intent = entry.intent!;
    const doc = await this.store.storedDocument(entry.collection, entry.documentId);
    if (doc === undefined) return null;
    const others = (state: string) => (readFrom.get(stateKey(entry, state)) ?? []).filter((seq) => seq !== entry.seq);
    if (intent.to !== null) return stampOf(doc) === intent.to || others(intent.to).length > 0 ? 'committed' : 'aborted';
    const taken = others(intent.from!).some((seq) => settled.get(seq)?.status === 'committed');
    return stampOf(doc) !== intent.from && !taken ? 'committed' : 'aborted';
  }
}
