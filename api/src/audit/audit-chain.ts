import { createHash } from 'node:crypto';
import type { AuditData } from './schema/audit.schema.js';

/** The hash before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The entry's own fields, in a fixed order, as hashed (the stored id and timestamps are not part of it). */
function canonical(entry: Omit<AuditData, 'hash' | 'prevHash'>): string {
  const { seq, at, actor, role, ip, userAgent, action, page, collection, documentId, changes, outcome, detail } = entry;
  const fields = changes.map(({ field, before, after }) => [field, before, after]);
  return JSON.stringify([seq, at, actor, role, ip, userAgent, action, page, collection, documentId, fields, outcome, detail]);
}

export function chainHash(prevHash: string, entry: Omit<AuditData, 'hash' | 'prevHash'>): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonical(entry)).digest('hex');
}

/** Stored ids sort in trail order. */
export function auditId(seq: number): string {
  return String(seq).padStart(12, '0');
}

/** Why the trail is broken, or null when every entry is in place and unchanged. */
export function chainBreak(entries: ReadonlyArray<AuditData & { id: string }>): string | null {
  let prevHash = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    const seq = index + 1;
    if (entry.seq !== seq || entry.id !== auditId(seq)) return `entry ${seq} is missing (found ${entry.seq} in its place)`;
    if (entry.prevHash !== prevHash) return `entry ${seq} does not follow entry ${seq - 1}`;
    if (chainHash(prevHash, entry) !== entry.hash) return `entry ${seq} was changed after it was written`;
    prevHash = entry.hash;
  }
  return null;
}
