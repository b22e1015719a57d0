import { BadRequestException, ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { EDIT_LOCK_TTL_MS, type EditLock } from '@pharma/shared/content';
import { AuditService } from '../../platform/audit/audit.service.js';
import type { AuthUser } from '../../platform/auth/auth.decorators.js';
import { requestContext } from '../../platform/http/request-context.js';
import { Store } from '../../platform/store/store.port.js';
import { lockKey, LocksRepository, type LockRecord } from './locks.repository.js';

/** The document a lock is about. */
export interface LockRef {
  collection: string;
  id: string;
}

/** How often a lock operation re-reads and tries again after losing an insert race. */
const MAX_ATTEMPTS = 5;
/** Older generations are kept this long after their expiry (a loser's next refresh reads its record), then pruned. */
const KEEP_EXPIRED_MS = 60 * 60 * 1000;

/** 'HH:MM UTC': the API's messages name a time the same way for everyone. */
function utcTime(iso: string): string {
  return `${iso.slice(11, 16)} UTC`;
}

function nameOf(user: AuthUser): string {
  return user.name?.trim() || user.username;
}

function toLock(record: LockRecord): EditLock {
  return {
    collection: record.collection,
    id: record.docId,
    holder: record.holder,
    holderName: record.holderName,
    since: record.since,
    lastActiveAt: record.lastActiveAt,
    expiresAt: record.expiresAt,
  };
}

/**
 * Edit locks: who has a content document's form open, since when. A lock lives
 * EDIT_LOCK_TTL_MS after its holder's last activity (checked here against `now()`, never left to the
 * database), can be taken over (audited; the previous holder's next refresh answers 409 saying who took
 * it). While it is live, a write of its document by anyone else is refused (409 naming the holder),
 * whether or not the save carries a `version`: clients that send none would otherwise overwrite the
 * holder's work. Saves are also still guarded by versions (a stale save answers 409 as before).
 */
@Injectable()
export class LocksService implements OnModuleInit {
  constructor(
    private readonly repository: LocksRepository,
    private readonly store: Store,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.store.guardContentWritesWith((def, id) => this.refuseUnlessHolder(def.name, id));
  }

  /**
   * A write of a document someone else holds the live lock of: 409 with the holder's name. Writes
   * made by no signed-in user (the scheduler, seeding, the API's own work) are not editing and pass.
   */
  private async refuseUnlessHolder(collection: string, id: string | undefined): Promise<void> {
    const user = requestContext()?.user;
    if (!user || id === undefined) return;
    const top = (await this.repository.generations(collection, id)).at(-1);
    if (!top || !this.isLive(top, this.now()) || top.holder === user.username) return;
    throw new ConflictException({
      message: `${top.holderName} is editing this since ${utcTime(top.since)}: your changes were not saved. Ask them, or take over editing, then save again.`,
      lock: toLock(top),
    });
  }

  /** The clock expiry is checked against (tests move it). */
  now(): number {
    return Date.now();
  }

  /** The live locks: of one collection, or of all. */
  async live(collection?: string): Promise<EditLock[]> {
    if (collection !== undefined) this.checkCollection(collection);
    const newest = new Map<string, LockRecord>();
    for (const record of await this.repository.all()) {
      if (collection !== undefined && record.collection !== collection) continue;
      const known = newest.get(record.key);
      if (!known || known.generation < record.generation) newest.set(record.key, record);
    }
    const now = this.now();
    return [...newest.values()].filter((record) => this.isLive(record, now)).map(toLock);
  }

  /** Takes a free or expired lock, or refreshes the caller's own; someone else's live lock is a 409. */
  async acquire(ref: LockRef, user: AuthUser): Promise<EditLock> {
    this.checkRef(ref);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const generations = await this.repository.generations(ref.collection, ref.id);
      await this.refuseIfTakenFrom(user, generations);
      const top = generations.at(-1);
      if (top && this.isLive(top, this.now())) {
        if (top.holder !== user.username) throw this.heldBy(top);
        const refreshed = await this.refresh(top);
        if (refreshed) return refreshed;
        continue; // taken over or released between the read and the write: read again
      }
      const created = await this.createGeneration(ref, user, top);
      if (created) return toLock(created);
    }
    throw new ConflictException('The lock changed hands several times meanwhile. Try again.');
  }

  /** The caller holds the lock from now on, whoever held it; the previous holder is told on its next refresh. */
  async takeOver(ref: LockRef, user: AuthUser): Promise<EditLock> {
    this.checkRef(ref);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const top = (await this.repository.generations(ref.collection, ref.id)).at(-1);
      const live = top && this.isLive(top, this.now()) ? top : undefined;
      if (live?.holder === user.username) {
        const refreshed = await this.refresh(live);
        if (refreshed) return refreshed;
        continue;
      }
      const created = await this.createGeneration(ref, user, top, live?.holder);
      if (!created) continue; // someone else took it in between: take it from them
      if (live) await this.recordTakeOver(created, live);
      return toLock(created);
    }
    throw new ConflictException('The lock changed hands several times meanwhile. Try again.');
  }

  /** Lets the caller's own lock go; nothing held is fine; someone else's live lock is a 409. */
  async release(ref: LockRef, user: AuthUser): Promise<void> {
    this.checkRef(ref);
    const top = (await this.repository.generations(ref.collection, ref.id)).at(-1);
    if (!top || !this.isLive(top, this.now())) return;
    if (top.holder !== user.username) throw this.heldBy(top);
    const at = new Date(this.now()).toISOString();
    await this.repository.touch(top.id, { releasedAt: at, expiresAt: at });
  }

  private isLive(record: LockRecord, now: number): boolean {
    return !record.releasedAt && Date.parse(record.expiresAt) > now;
  }

  private heldBy(record: LockRecord, extra: Partial<EditLock> = {}): ConflictException {
    return new ConflictException({ message: `${record.holderName} is editing this since ${utcTime(record.since)}`, lock: { ...toLock(record), ...extra } });
  }

  /**
   * The caller's newest generation was taken over (the next one names it as `takenFrom`) and it was
   * not told yet: 409 with `takenOverBy`/`takenOverAt`, once. Later calls behave as usual.
   */
  private async refuseIfTakenFrom(user: AuthUser, generations: LockRecord[]): Promise<void> {
    const mine = generations.findLast((record) => record.holder === user.username);
    if (!mine || mine.notifiedAt) return;
    const taker = generations.find((record) => record.generation === mine.generation + 1);
    if (taker?.takenFrom !== user.username) return;
    await this.repository.touch(mine.id, { notifiedAt: new Date(this.now()).toISOString() });
    const top = generations.at(-1)!;
    const notice = { takenOverBy: taker.holderName, takenOverAt: taker.since };
    if (this.isLive(top, this.now())) throw this.heldBy(top, notice);
    throw new ConflictException({ message: `${taker.holderName} took over editing at ${utcTime(taker.since)}`, lock: { ...toLock(taker), ...notice } });
  }

  /** The holder's activity: the lock lives another TTL. Null when it is no longer the newest generation. */
  private async refresh(record: LockRecord): Promise<EditLock | null> {
    const now = this.now();
    const touched = await this.repository.touch(record.id, {
      lastActiveAt: new Date(now).toISOString(),
      expiresAt: new Date(now + EDIT_LOCK_TTL_MS).toISOString(),
    });
    // A take-over inserts the next generation without touching this one: check it is still the lock.
    const top = (await this.repository.generations(record.collection, record.docId)).at(-1);
    return touched && top?.id === record.id && this.isLive(top, now) ? toLock(top) : null;
  }

  private async createGeneration(ref: LockRef, user: AuthUser, top: LockRecord | undefined, takenFrom?: string): Promise<LockRecord | null> {
    const now = this.now();
    const at = new Date(now).toISOString();
    const created = await this.repository.create({
      key: lockKey(ref.collection, ref.id),
      generation: (top?.generation ?? 0) + 1,
      collection: ref.collection,
      docId: ref.id,
      holder: user.username,
      holderName: nameOf(user),
      since: at,
      lastActiveAt: at,
      expiresAt: new Date(now + EDIT_LOCK_TTL_MS).toISOString(),
      ...(takenFrom ? { takenFrom } : {}),
    });
    if (created) await this.prune(ref, created.generation, now);
    return created;
  }

  /** Drops old generations long expired (never the newest: its number is what the next insert competes for). */
  private async prune(ref: LockRef, newest: number, now: number): Promise<void> {
    for (const record of await this.repository.generations(ref.collection, ref.id)) {
      if (record.generation < newest && Date.parse(record.expiresAt) + KEEP_EXPIRED_MS < now) await this.repository.forget(record.id);
    }
  }

  /** The audit trail says who took the lock from whom (an event, not a content write). */
  private async recordTakeOver(created: LockRecord, previous: LockRecord): Promise<void> {
    try {
      await this.audit.record({
        action: 'lock-take-over',
        outcome: 'success',
        page: this.store.versionedCollection(created.collection)?.def.versioned?.page,
        collection: created.collection,
        documentId: created.docId,
        changes: [{ field: 'holder', before: previous.holder, after: created.holder }],
        detail: `${created.holderName} took over editing from ${previous.holderName} (editing since ${previous.since})`,
      });
    } catch (error) {
      // No take-over without its entry: the new generation goes, the previous holder keeps the lock.
      await this.repository.forget(created.id).catch(() => undefined);
      throw error;
    }
  }

  private checkRef(ref: LockRef): void {
    this.checkCollection(ref.collection);
  }

  private checkCollection(collection: string): void {
    if (!this.store.versionedCollection(collection)) throw new BadRequestException(`${collection} is not a content collection that can be edited`);
  }
}
