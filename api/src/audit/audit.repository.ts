import { Injectable } from '@nestjs/common';
import { KeyedMutex } from '../store/keyed-mutex.js';
import { DuplicateIdError } from '../store/store.errors.js';
import { Store, type Collection, type Stored } from '../store/store.port.js';
import { auditId, chainBreak, chainHash, GENESIS_HASH } from './audit-chain.js';
import { auditCollection, type AuditData } from './schema/audit.schema.js';

export type StoredAudit = Stored<AuditData>;
export type NewAuditEntry = Omit<AuditData, 'seq' | 'prevHash' | 'hash'>;

/** Where the next entry goes: after this sequence number, chained to this hash. */
type Tail = { seq: number; hash: string };

function tailOf(entries: readonly StoredAudit[]): Tail {
  const last = entries[entries.length - 1];
  return last ? { seq: last.seq, hash: last.hash } : { seq: 0, hash: GENESIS_HASH };
}

/** Appends after this many lost races (other instances appending at the same moment) give up. */
const MAX_APPEND_ATTEMPTS = 20;

/**
 * The `audit_log` collection, append-only: this class offers append and read, nothing else. Each
 * entry takes the next sequence number as its id, so two API instances appending at once cannot
 * both take the same place: the loser reads the new tail and tries the next one.
 */
@Injectable()
export class AuditRepository {
  private readonly entries: Collection<AuditData>;
  private readonly appends = new KeyedMutex();
  private tail: Tail | null = null;

  constructor(store: Store) {
    this.entries = store.collection<AuditData>(auditCollection);
  }

  append(entry: NewAuditEntry): Promise<StoredAudit> {
    return this.appends.run('tail', async () => {
      for (let attempt = 0; attempt < MAX_APPEND_ATTEMPTS; attempt++) {
        const tail = this.tail ?? (await this.readTail());
        const seq = tail.seq + 1;
        const data = { ...entry, seq, prevHash: tail.hash };
        const stored = await this.insertAt(seq, { ...data, hash: chainHash(tail.hash, data) });
        if (stored) {
          this.tail = { seq, hash: stored.hash };
          return stored;
        }
        this.tail = null; // another instance appended: read the tail again
      }
      throw new Error('The audit trail is too busy to append to');
    });
  }

  /** Every entry, oldest first. */
  async list(): Promise<StoredAudit[]> {
    return (await this.entries.list()).sort((a, b) => a.seq - b.seq);
  }

  /** Why the stored trail is broken, or null. */
  async verify(): Promise<string | null> {
    const entries = await this.list();
    const broken = chainBreak(entries);
    if (!broken) this.tail = tailOf(entries);
    return broken;
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
