import { Injectable, Logger, ServiceUnavailableException, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
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
import { currentTrace } from '@pharma/shared/server/trace-context';
import { requestContext, systemTrigger, type RequestContext } from '../http/request-context.js';
import { runOnOneInstance, startupLease } from '../store/lease.js';
import { Store, type StoredMeta, type StoredWrite, type WriteIntent } from '../store/store.port.js';
import type { Checkpoint } from './audit-chain.js';
import { actionOf, changesOf, pageOf, pageOfWrite } from './audit-entry.js';
import { AuditRepository, type NewAuditEntry, type StoredAudit } from './audit.repository.js';
import { AuditResolver, stampOf } from './audit-resolver.js';
import { namesOf, withReviewPages } from './audit-reading.js';
import { AuthorIndex } from './author-index.js';
import { Metrics } from '../metrics/metrics.js';
import type { ResolutionData, WriteIntentData } from './schema/audit.schema.js';

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
  /** The address, when not the request's (a refusal count written after its requests). */
  ip?: string;
  userAgent?: string;
}

/** Refusals of one account, route and permission are recorded once per window; the rest are counted. */
export const REFUSAL_WINDOW_MS = 60_000;

/** The refusals of one account, route and permission within the open window after its first (recorded) one. */
interface RefusalWindow {
  startedAt: number;
  actor: string;
  role: Role | null;
  line: string;
  permission: Permission;
  page: string;
  /** Refused after the first, not recorded one by one. */
  more: number;
  firstMoreAt: number;
  lastAt: number;
  ip: string;
  userAgent: string;
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

/**
 * The audit trail: every write to an audited collection (the store calls `recordWrite` before the
 * write and settles the entry after it, see DocumentCollection), plus the events that are not writes
 * (sign-in, sign-out, refusals). Who, role, IP and user agent come from the request context.
 */
@Injectable()
export class AuditService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('AuditService');
  /** The lease of the full check at start, given up at a clean shutdown. */
  private readonly startCheck = startupLease(this.store, 'audit-check');
  /** Set when the trail was found broken after start (a database that came up late, or Verify): every write is then refused. */
  private broken: BrokenAuditTrailError | null = null;
  /** Open refusal windows by account, route and permission (bounded: accounts × routes × permissions, swept each window). */
  private readonly refusals = new Map<string, RefusalWindow>();
  private sweeper?: NodeJS.Timeout;

  /** The lease of the author index's backfill at start. */
  private readonly authorsBackfill = startupLease(this.store, 'audit-authors');

  constructor(
    private readonly entries: AuditRepository,
    private readonly resolver: AuditResolver,
    private readonly store: Store,
    private readonly authors: AuthorIndex,
    private readonly metrics: Metrics,
  ) {}

  /** The clock refusal windows are measured with (tests move it). */
  now(): number {
    return Date.now();
  }

  onModuleInit(): Promise<void> {
    this.store.recordWritesWith((write) => this.recordWrite(write));
    this.sweeper = setInterval(() => void this.flushRefusals().catch(() => undefined), REFUSAL_WINDOW_MS);
    this.sweeper.unref();
    // With the database up at start, a broken trail fails the start. With a database that comes up
    // later, the API is already serving: it then refuses every write it could not record truthfully.
    // Writes a killed process left unsettled are resolved before the API serves.
    return this.store.whenReady(async () => {
      await this.verifyAtStart();
      // Every instance: it settles its own entries at once and other processes' only after
      // AUDIT_PENDING_GRACE_MS (longer than any store call's deadline), so a live instance's write in
      // flight is never judged, and two instances resolving one entry store one resolution.
      await this.resolver.resolvePending();
      await runOnOneInstance(this.store, 'audit-authors', () => this.backfillAuthors(), undefined, undefined, this.authorsBackfill);
    });
  }

  /**
   * The author index from the trail: every committed write by a person, its latest time per account
   * and document. Safe to run again (a note never moves a time back); one instance does it for all that
   * start together (a trail written before the index existed is indexed at its first start).
   */
  private async backfillAuthors(): Promise<void> {
    const settled = await this.entries.settled();
    const latest = new Map<string, StoredAudit>();
    for (const entry of await this.entries.list()) {
      if (!entry.intent || settled.get(entry.seq)?.status !== 'committed' || !AuthorIndex.counts(entry)) continue;
      const key = `${entry.collection}/${entry.documentId}|${entry.actor}`;
      const known = latest.get(key);
      if (!known || known.at <= entry.at) latest.set(key, entry);
    }
    for (const entry of latest.values()) await this.authors.note(entry);
  }

  /** The accounts whose committed write changed one of these documents after its `since` (see AuthorIndex). */
  async authorsOf(docs: ReadonlyArray<{ collection: string; id: string; since: string }>): Promise<string[]> {
    await this.resolver.resolveOwnBacklog();
    return this.authors.authorsOf(docs);
  }

  /**
   * The full check (every entry's MAC, the chain, the checkpoint, the resolutions) reads the whole
   * trail: with MongoDB one instance does it for all those starting within STARTUP_LEASE_MS;
   * the others start on its word, and "Verify trail" checks again on demand. The holder gives the lease
   * up at a clean shutdown, so a restart checks again. The embedded store is one process by design:
   * it always checks (a lease left by a killed process would otherwise skip the check at its restart).
   */
  private async verifyAtStart(): Promise<void> {
    const check = async () => {
      const broken = await this.entries.verify();
      this.metrics.auditTrailBroken.set(broken ? 1 : 0);
      if (broken) throw (this.broken = new BrokenAuditTrailError(broken));
    };
    await runOnOneInstance(
      this.store,
      'audit-check',
      check,
      (holder) => this.logger.log(`The audit trail's full check at start is left to ${holder}`),
      undefined,
      this.startCheck,
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    // Refusals counted but not written yet are part of the record: written before the store closes.
    await this.flushRefusals(true).catch((error: Error) => this.logger.warn(`Refusal counts could not be recorded: ${error.message}`));
    if (this.store.kind !== 'embedded') {
      await this.startCheck.release().catch(() => undefined);
      await this.authorsBackfill.release().catch(() => undefined);
    }
  }

  /** Appends the write's pending entry (before the write); the write settles it. Null: nothing to account for. */
  async recordWrite(write: StoredWrite): Promise<WriteIntent | null> {
    const context = requestContext();
    const changes = changesOf(write);
    if (write.op === 'update' && changes.length === 0) return null; // nothing changed: nothing to account for
    const entry = await this.append({
      action: actionOf(context?.path, write, changes),
      page: await this.pageOfWrite(context?.path, write),
      outcome: 'success',
      collection: write.collection,
      documentId: write.id,
      changes,
      // Outside a request: what made the API write (scheduler tick, a health report); unnamed work is the start's.
      detail: context ? requestLine(context) : (systemTrigger()?.cause ?? 'the API at start'),
      intent: { op: write.op, from: stampOf(write.before as StoredMeta | null), to: stampOf(write.after as StoredMeta | null), writer: this.resolver.writer },
    });
    return this.resolver.track(entry);
  }

  /**
   * The page a write belongs to. A review request's is the page it asks to publish, and a signature's
   * the page of the request it signs: they are filed under the page they approve, not the review's route.
   */
  private async pageOfWrite(path: string | undefined, write: StoredWrite): Promise<string> {
    const doc = (write.after ?? write.before ?? {}) as { page?: unknown; requestId?: unknown };
    if (write.collection === 'review_requests' && typeof doc.page === 'string') return doc.page;
    if (write.collection === 'review_signatures' && typeof doc.requestId === 'string') {
      const request = (await this.store.storedDocument('review_requests', doc.requestId).catch(() => null)) as { page?: unknown } | null | undefined;
      if (typeof request?.page === 'string') return request.page;
    }
    return pageOfWrite(path, write);
  }

  /** The whole trail checked again (MACs, chain, checkpoint, resolutions), for the Activity tab's "Verify trail". */
  async verify(): Promise<AuditVerification> {
    const broken = await this.entries.verify();
    if (broken) {
      // Found broken once, it stays broken for this process (every write is refused from then on).
      this.metrics.auditTrailBroken.set(1);
      this.broken = new BrokenAuditTrailError(broken);
    } else await this.resolver.resolvePending();
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

  /**
   * A signed-in user was refused a route for their role (called by the guard, inside the request).
   * Recorded at a bounded rate: the first refusal of an account, route (its pattern, so ids do not
   * multiply keys) and permission in a REFUSAL_WINDOW_MS window is an entry at once; the ones after it
   * are counted and written as ONE entry with the count when the window closes (the next refusal after
   * it, the sweep each window, or shutdown). 4,000 refused requests in a minute are two entries, not
   * 4,000: the trail stays a record of who tried what, and a flood cannot bury it (nor slow its readers).
   */
  async recordDenied(permission: Permission, route?: string): Promise<void> {
    const context = requestContext();
    const line = context ? `${context.method} ${route ?? context.path}` : (route ?? '');
    const actor = context?.user?.username ?? (context ? 'anonymous' : 'system');
    const key = `${actor}\n${line}\n${permission}`;
    const now = this.now();
    const open = this.refusals.get(key);
    if (open && now - open.startedAt < REFUSAL_WINDOW_MS) {
      if (open.more === 0) open.firstMoreAt = now;
      open.more++;
      open.lastAt = now;
      open.ip = context?.ip ?? open.ip;
      open.userAgent = context?.userAgent ?? open.userAgent;
      return;
    }
    // Replaced before anything is awaited, so concurrent refusals all land in the new window.
    this.refusals.set(key, {
      startedAt: now,
      actor,
      role: context?.user?.role ?? null,
      line,
      permission,
      page: pageOf(context?.path),
      more: 0,
      firstMoreAt: now,
      lastAt: now,
      ip: context?.ip ?? '',
      userAgent: context?.userAgent ?? '',
    });
    if (open) await this.writeRefusalCount(open);
    await this.record({ action: 'permission-denied', outcome: 'denied', detail: `${context ? requestLine(context) : ''} needs ${permission}` });
  }

  /** Writes the counts of the refusal windows that are over (all of them with `all`, at shutdown) and forgets those windows. */
  async flushRefusals(all = false): Promise<void> {
    const now = this.now();
    for (const [key, open] of [...this.refusals]) {
      if (!all && now - open.startedAt < REFUSAL_WINDOW_MS) continue;
      this.refusals.delete(key);
      await this.writeRefusalCount(open);
    }
  }

  private async writeRefusalCount(window: RefusalWindow): Promise<void> {
    if (window.more === 0) return;
    const from = new Date(window.firstMoreAt).toISOString();
    const to = new Date(window.lastAt).toISOString();
    await this.record({
      action: 'permission-denied',
      outcome: 'denied',
      actor: window.actor,
      role: window.role,
      page: window.page,
      ip: window.ip,
      userAgent: window.userAgent,
      detail: `${window.line} needs ${window.permission}: refused ${window.more} more time${window.more === 1 ? '' : 's'} from ${from} to ${to} (counted, one entry per account, route and permission a minute)`,
    });
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
      names: namesOf(all),
      checkpoint: await this.checkpoint(),
    };
  }

  /** Every matching entry, oldest first (an export reads like the trail). */
  async matching(query: AuditQuery): Promise<AuditEntry[]> {
    return (await this.readTrail()).filter(matches(query));
  }

  /** The matching entries, oldest first, with the accounts' display names (the CSV names people as the tab does). */
  async exported(query: AuditQuery): Promise<{ entries: AuditEntry[]; names: Record<string, string> }> {
    const all = await this.readTrail();
    return { entries: all.filter(matches(query)), names: namesOf(all) };
  }

  /**
   * The trail with each write entry's status, unsettled writes resolved first, and the pages of review
   * entries stored under 'review' derived from their request (read time only: entries are never rewritten).
   */
  private async readTrail(): Promise<AuditEntry[]> {
    await this.resolver.resolvePending();
    const settled = await this.entries.settled();
    return withReviewPages((await this.entries.list()).map((entry) => toEntry(entry, settled)));
  }

  /** Appends an entry; who, role, IP, user agent and page come from the request unless the event says. */
  async record(event: AuditEvent): Promise<void> {
    await this.append(event);
  }

  private async append(event: AuditEvent): Promise<StoredAudit> {
    const context = requestContext();
    // The API's own work has no user agent: the entry names what triggered it there (and its address).
    const trigger = context ? undefined : systemTrigger();
    const entry: NewAuditEntry = {
      at: new Date().toISOString(),
      actor: event.actor ?? context?.user?.username ?? (context ? 'anonymous' : 'system'),
      role: event.role !== undefined ? event.role : (context?.user?.role ?? null),
      ip: event.ip ?? context?.ip ?? trigger?.ip ?? '',
      userAgent: event.userAgent ?? context?.userAgent ?? trigger?.cause ?? '',
      action: event.action,
      page: event.page ?? pageOf(context?.path),
      collection: event.collection ?? '',
      documentId: event.documentId ?? '',
      changes: event.changes ?? [],
      outcome: event.outcome,
      detail: event.detail ?? '',
      intent: event.intent ?? null,
      ...traceOfWork(),
    };
    try {
      if (this.broken) throw this.broken;
      return await this.timedAppend(entry);
    } catch (error) {
      throw new AuditWriteError(error);
    }
  }

  /** The store's append alone, timed by outcome: every audited write waits on it, so operators watch it. */
  private async timedAppend(entry: NewAuditEntry): Promise<StoredAudit> {
    const timer = this.metrics.auditAppend.startTimer();
    try {
      const stored = await this.entries.append(entry);
      timer({ outcome: 'ok' });
      return stored;
    } catch (error) {
      timer({ outcome: 'failed' });
      throw error;
    }
  }
}

function requestLine(context: RequestContext): string {
  return `${context.method} ${context.path}`;
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

/** The trace id of the request the entry comes from (also of work it set off); the scheduler's own work has none. */
function traceOfWork(): { traceId?: string } {
  const trace = currentTrace();
  return trace ? { traceId: trace.traceId } : {};
}
