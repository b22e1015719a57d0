import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleInit } from '@nestjs/common';
import type {
  AuditAction,
  AuditCheckpoint,
  AuditEntry,
  AuditOutcome,
  AuditPage,
  AuditQuery,
  AuditVerification,
  FieldChange,
  Permission,
  Role,
} from '@pharma/shared/content';
import { requestContext, type RequestContext } from '../common/http/request-context.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Store, type StoredMeta, type StoredWrite, type WriteIntent } from '../store/store.port.js';
import type { Checkpoint } from './audit-chain.js';
import { actionOf, fieldChanges, pageOf } from './audit-entry.js';
import { AuditRepository, type NewAuditEntry, type StoredAudit } from './audit.repository.js';
import type { Resolution, ResolutionData, WriteIntentData } from './schema/audit.schema.js';

export const AUDIT_WRITE_FAILED = 'The change was not saved: its audit entry could not be recorded. Please try again.';

/** What a caller says about an event that is not a stored write (a sign-in, a refusal). */
export interface AuditEvent {
  action: AuditAction;
  outcome: AuditOutcome;
  detail?: string;
  /** Who, when not the signed-in user (a sign-in names the account it tried). */
  actor?: string;
  role?: Role | null;
  page?: string;
  collection?: string;
  documentId?: string;
  changes?: FieldChange[];
  intent?: WriteIntentData;
}

/** Thrown when the trail cannot take an entry: the write it belongs to is refused (503). */
export class AuditWriteError extends ServiceUnavailableException {
  constructor(cause: unknown) {
    super(AUDIT_WRITE_FAILED, { cause });
  }
}

/** The broken-trail message the API stops with. */
export class BrokenAuditTrailError extends Error {
  constructor(reason: string) {
    super(`The audit trail is broken (${reason}); the API does not start on a trail it cannot vouch for.`);
    this.name = 'BrokenAuditTrailError';
  }
}

/** A document's version stamp: which write made its current state. */
function stampOf(doc: Pick<StoredMeta, 'version' | 'updatedAt'> | null): string | null {
  return doc ? `${doc.version}@${doc.updatedAt}` : null;
}

/**
 * The audit trail: every write to an audited collection (the store calls `recordWrite` before the
 * write and settles the entry after it, see DocumentCollection), plus the events that are not writes
 * (sign-in, sign-out, refusals). Who, role, IP and user agent come from the request context.
 */
@Injectable()
export class AuditService implements OnModuleInit {
  private readonly logger = new Logger('AuditTrail');
  /** Set when the trail was found broken after start (a database that came up late, or Verify): every write is then refused. */
  private broken: BrokenAuditTrailError | null = null;
  /** This process, as named in its write entries: its own unsettled entries need no grace period. */
  private readonly writer = randomUUID();
  /** Write entries of this process whose write is still being made: never resolved from outside. */
  private readonly inFlight = new Set<number>();
  /** Outcomes known here whose resolution record could not be stored yet. */
  private readonly unsettled = new Map<number, Resolution>();
  private resolving: Promise<void> | null = null;

  constructor(
    private readonly entries: AuditRepository,
    private readonly store: Store,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): Promise<void> {
    this.store.recordWritesWith((write) => this.recordWrite(write));
    // With the database up at start, a broken trail fails the start. With a database that comes up
    // later, the API is already serving: it then refuses every write it could not record truthfully.
    // Writes a killed process left unsettled are resolved before the API serves.
    return this.store.whenReady(async () => {
      const broken = await this.entries.verify();
      if (broken) throw (this.broken = new BrokenAuditTrailError(broken));
      await this.resolvePending();
    });
  }

  /** Appends the write's pending entry (before the write); the write settles it. Null: nothing to account for. */
  async recordWrite(write: StoredWrite): Promise<WriteIntent | null> {
    const context = requestContext();
    const changes = fieldChanges(write);
    if (write.op === 'update' && changes.length === 0) return null; // nothing changed: nothing to account for
    const entry = await this.append({
      action: actionOf(context?.path, write, changes),
      outcome: 'success',
      collection: write.collection,
      documentId: write.id,
      changes,
      detail: context ? requestLine(context) : 'the API at start',
      intent: { op: write.op, from: stampOf(write.before as StoredMeta | null), to: stampOf(write.after as StoredMeta | null), writer: this.writer },
    });
    this.inFlight.add(entry.seq);
    return { settle: (applied) => (applied === null ? this.release(entry) : this.settleWrite(entry, applied ? 'committed' : 'aborted')) };
  }

  /** The write's outcome is unknown here (its call failed midway): the next resolution reads it from the store. */
  private async release(entry: StoredAudit): Promise<void> {
    this.inFlight.delete(entry.seq);
  }

  /** Never throws: an outcome that cannot be stored now is kept here and stored by the next resolution. */
  private async settleWrite(entry: StoredAudit, status: Resolution): Promise<void> {
    try {
      await this.entries.settle(entry, status, 'writer');
    } catch (error) {
      this.unsettled.set(entry.seq, status);
      this.logger.warn(`entry ${entry.seq} (${status}) could not be settled yet: ${(error as Error).message}`);
    } finally {
      this.inFlight.delete(entry.seq);
    }
  }

  /** Resolves unsettled write entries; runs before every read of the trail, one run at a time. */
  private resolvePending(): Promise<void> {
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
      const status = this.unsettled.get(entry.seq) ?? (await this.outcomeOf(entry, readFrom, settled));
      if (!status) continue;
      const stored = await this.entries.settle(entry, status, this.unsettled.has(entry.seq) ? 'writer' : 'recovery');
      this.unsettled.delete(entry.seq);
      settled.set(entry.seq, { seq: entry.seq, status: stored } as ResolutionData);
      if (!this.unsettled.has(entry.seq))
        this.logger.log(`entry ${entry.seq} (${entry.intent!.op} ${entry.collection}/${entry.documentId}) resolved as ${stored}`);
    }
  }

  /**
   * Other processes' entries wait out a grace period (they may still be writing; with the embedded
   * store no other process can exist, so there is none). This process's own are resolved at once.
   */
  private mayResolve(entry: StoredAudit): boolean {
    return entry.intent!.writer === this.writer || Date.now() - Date.parse(entry.at) >= this.config.auditPendingGraceMs;
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

  /** The whole trail checked again (MACs, chain, checkpoint, resolutions), for the Activity tab's "Verify trail". */
  async verify(): Promise<AuditVerification> {
    const broken = await this.entries.verify();
    if (broken) this.broken = new BrokenAuditTrailError(broken);
    else await this.resolvePending();
    const checkpoint = await this.checkpoint();
    const count = (await this.entries.list()).length;
    const message = broken
      ? `The audit trail is broken: ${broken}.`
      : `All ${count} entries verified against the checkpoint (${checkpoint?.count ?? 0} entries, head ${shortHash(checkpoint?.head)}).`;
    return { ok: !broken, message, checkpoint, verifiedAt: new Date().toISOString() };
  }

  async checkpoint(): Promise<AuditCheckpoint | null> {
    const c: Checkpoint | null = await this.entries.checkpoint();
    return c && { count: c.count, head: c.head, at: c.at, keyedFrom: c.keyedFrom };
  }

  /** A signed-in user was refused a route for their role (called by the guard, inside the request). */
  recordDenied(permission: Permission): Promise<void> {
    const context = requestContext();
    return this.record({ action: 'permission-denied', outcome: 'denied', detail: `${context ? requestLine(context) : ''} needs ${permission}` });
  }

  async query(query: AuditQuery): Promise<AuditPage> {
    const all = await this.readTrail();
    const matching = all.filter(matches(query)).reverse(); // newest first
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 50;
    return {
      data: matching.slice(offset, offset + limit),
      total: matching.length,
      users: [...new Set(all.map((entry) => entry.actor))].sort(),
      pages: [...new Set(all.map((entry) => entry.page).filter(Boolean))].sort(),
      checkpoint: await this.checkpoint(),
    };
  }

  /** Every matching entry, oldest first (an export reads like the trail). */
  async matching(query: AuditQuery): Promise<AuditEntry[]> {
    return (await this.readTrail()).filter(matches(query));
  }

  /** The trail with each write entry's status, unsettled writes resolved first. */
  private async readTrail(): Promise<AuditEntry[]> {
    await this.resolvePending();
    const settled = await this.entries.settled();
    return (await this.entries.list()).map((entry) => toEntry(entry, settled));
  }

  /** Appends an entry; who, role, IP, user agent and page come from the request unless the event says. */
  async record(event: AuditEvent): Promise<void> {
    await this.append(event);
  }

  private async append(event: AuditEvent): Promise<StoredAudit> {
    const context = requestContext();
    const entry: NewAuditEntry = {
      at: new Date().toISOString(),
      actor: event.actor ?? context?.user?.username ?? (context ? 'anonymous' : 'system'),
      role: event.role !== undefined ? event.role : (context?.user?.role ?? null),
      ip: context?.ip ?? '',
      userAgent: context?.userAgent ?? '',
      action: event.action,
      page: event.page ?? pageOf(context?.path),
      collection: event.collection ?? '',
      documentId: event.documentId ?? '',
      changes: event.changes ?? [],
      outcome: event.outcome,
      detail: event.detail ?? '',
      intent: event.intent ?? null,
    };
    try {
      if (this.broken) throw this.broken;
      return await this.entries.append(entry);
    } catch (error) {
      throw new AuditWriteError(error);
    }
  }
}

function requestLine(context: RequestContext): string {
  return `${context.method} ${context.path}`;
}

function stateKey(entry: StoredAudit, state: string): string {
  return `${entry.collection}\n${entry.documentId}\n${state}`;
}

function shortHash(hash: string | undefined): string {
  return hash ? hash.slice(0, 12) : 'none';
}

function toEntry(
  { createdAt: _c, updatedAt: _u, version: _v, prevHash: _p, intent, chain: _k, ...entry }: StoredAudit,
  settled: Map<number, ResolutionData>,
): AuditEntry {
  return intent ? { ...entry, status: settled.get(entry.seq)?.status ?? 'pending' } : entry;
}

function matches(query: AuditQuery): (entry: AuditEntry) => boolean {
  // A date without a time covers that whole day.
  const to = query.to && query.to.length === 10 ? `${query.to}T23:59:59.999Z` : query.to;
  return (entry) =>
    (!query.user || entry.actor === query.user) &&
    (!query.page || entry.page === query.page) &&
    (!query.action || entry.action === query.action) &&
    (!query.from || entry.at >= query.from) &&
    (!to || entry.at <= to);
}
