import { Injectable, ServiceUnavailableException, type OnModuleInit } from '@nestjs/common';
import type { AuditAction, AuditEntry, AuditOutcome, AuditPage, AuditQuery, FieldChange, Permission, Role } from '@pharma/shared/content';
import { requestContext, type RequestContext } from '../common/http/request-context.js';
import { Store, type StoredWrite } from '../store/store.port.js';
import { actionOf, fieldChanges, pageOf } from './audit-entry.js';
import { AuditRepository, type NewAuditEntry, type StoredAudit } from './audit.repository.js';

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
 * The audit trail: every write to an audited collection (the store calls `recordWrite` inside the
 * write, which is undone if the entry cannot be stored), plus the events that are not writes
 * (sign-in, sign-out, refusals). Who, role, IP and user agent come from the request context.
 */
@Injectable()
export class AuditService implements OnModuleInit {
  /** Set when the trail was found broken after start (a database that came up late): every write is then refused. */
  private broken: BrokenAuditTrailError | null = null;

  constructor(
    private readonly entries: AuditRepository,
    private readonly store: Store,
  ) {}

  onModuleInit(): Promise<void> {
    this.store.recordWritesWith((write) => this.recordWrite(write));
    // With the database up at start, a broken trail fails the start. With a database that comes up
    // later, the API is already serving: it then refuses every write it could not record truthfully.
    return this.store.whenReady(async () => {
      const broken = await this.entries.verify();
      if (broken) throw (this.broken = new BrokenAuditTrailError(broken));
    });
  }

  async recordWrite(write: StoredWrite): Promise<void> {
    const context = requestContext();
    const changes = fieldChanges(write);
    if (write.op === 'update' && changes.length === 0) return; // nothing changed: nothing to account for
    await this.record({
      action: actionOf(context?.path, write, changes),
      outcome: 'success',
      collection: write.collection,
      documentId: write.id,
      changes,
      detail: context ? requestLine(context) : 'the API at start',
    });
  }

  /** A signed-in user was refused a route for their role (called by the guard, inside the request). */
  recordDenied(permission: Permission): Promise<void> {
    const context = requestContext();
    return this.record({ action: 'permission-denied', outcome: 'denied', detail: `${context ? requestLine(context) : ''} needs ${permission}` });
  }

  async query(query: AuditQuery): Promise<AuditPage> {
    const all = await this.entries.list();
    const matching = all.filter(matches(query)).reverse(); // newest first
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 50;
    return {
      data: matching.slice(offset, offset + limit).map(toEntry),
      total: matching.length,
      users: [...new Set(all.map((entry) => entry.actor))].sort(),
      pages: [...new Set(all.map((entry) => entry.page).filter(Boolean))].sort(),
    };
  }

  /** Every matching entry, oldest first (an export reads like the trail). */
  async matching(query: AuditQuery): Promise<AuditEntry[]> {
    return (await this.entries.list()).filter(matches(query)).map(toEntry);
  }

  /** Appends an entry; who, role, IP, user agent and page come from the request unless the event says. */
  async record(event: AuditEvent): Promise<void> {
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
    };
    try {
      if (this.broken) throw this.broken;
      await this.entries.append(entry);
    } catch (error) {
      throw new AuditWriteError(error);
    }
  }
}

function requestLine(context: RequestContext): string {
  return `${context.method} ${context.path}`;
}

function toEntry({ createdAt: _c, updatedAt: _u, version: _v, prevHash: _p, ...entry }: StoredAudit): AuditEntry {
  return entry;
}

function matches(query: AuditQuery): (entry: StoredAudit) => boolean {
  // A date without a time covers that whole day.
  const to = query.to && query.to.length === 10 ? `${query.to}T23:59:59.999Z` : query.to;
  return (entry) =>
    (!query.user || entry.actor === query.user) &&
    (!query.page || entry.page === query.page) &&
    (!query.action || entry.action === query.action) &&
    (!query.from || entry.at >= query.from) &&
    (!to || entry.at <= to);
}
