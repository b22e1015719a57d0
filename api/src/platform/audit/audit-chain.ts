import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AuditData } from './schema/audit.schema.js';

/** The hash before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** Entries written since the trail was keyed carry this; older ones were chained with plain SHA-256. */
export const KEYED_CHAIN = 'hmac-sha256';

type Chained = Omit<AuditData, 'hash' | 'prevHash'>;

/** The entry's own fields, in a fixed order, as first hashed (the unkeyed rule; no intent existed then). */
function legacyCanonical(entry: Chained): string {
  const { seq, at, actor, role, ip, userAgent, action, page, collection, documentId, changes, outcome, detail } = entry;
  const fields = changes.map(({ field, before, after }) => [field, before, after]);
  return JSON.stringify([seq, at, actor, role, ip, userAgent, action, page, collection, documentId, fields, outcome, detail]);
}

/**
 * The keyed rule covers the write's intent too (op, versions before and after), so a forged resolution
 * cannot point elsewhere, and the request's trace id where there is one (entries from before trace ids
 * hash as they did).
 */
function keyedCanonical(entry: Chained): string {
  const intent = entry.intent ? [entry.intent.op, entry.intent.from, entry.intent.to, entry.intent.writer] : null;
  return JSON.stringify([KEYED_CHAIN, legacyCanonical(entry), intent, ...(entry.traceId ? [entry.traceId] : [])]);
}

/** The unkeyed rule of trails written before AUDIT_SECRET existed: anyone can recompute it. */
export function legacyHash(prevHash: string, entry: Chained): string {
  return createHash('sha256').update(prevHash).update('\n').update(legacyCanonical(entry)).digest('hex');
}

/** HMAC-SHA256 of the previous entry's MAC and this entry: without the secret no entry can be re-chained. */
export function chainMac(secret: string, prevHash: string, entry: Chained): string {
  return createHmac('sha256', secret).update(prevHash).update('\n').update(keyedCanonical(entry)).digest('hex');
}

/** A MAC over any fixed list of values (the checkpoint, a resolution). */
export function macOf(secret: string, values: unknown[]): string {
  return createHmac('sha256', secret).update(JSON.stringify(values)).digest('hex');
}

export function sameMac(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Stored ids sort in trail order. */
export function auditId(seq: number): string {
  return String(seq).padStart(12, '0');
}

/**
 * The trail's head and length, MAC'ed, kept outside the trail (Store.readAnchor): deleting the newest
 * entries, or re-chaining the trail, no longer matches it. `keyedFrom` records where the trail
 * switched from the unkeyed SHA-256 rule to the keyed one (1 for a trail keyed from its start).
 */
export type Checkpoint = {
  count: number;
  head: string;
  at: string;
  keyedFrom: number;
  mac: string;
};

export function checkpointMac(secret: string, c: Omit<Checkpoint, 'mac'>): string {
  return macOf(secret, ['audit-checkpoint', c.count, c.head, c.at, c.keyedFrom]);
}

export function signCheckpoint(secret: string, c: Omit<Checkpoint, 'mac'>): Checkpoint {
  return { count: c.count, head: c.head, at: c.at, keyedFrom: c.keyedFrom, mac: checkpointMac(secret, c) };
}

type StoredEntry = AuditData & { id: string };

/** Where the unkeyed part ends: entries before `keyedFrom` may use the old rule, none after. */
function entryBreak(secret: string, entry: StoredEntry, prevHash: string, keyedFrom: number | null): string | null {
  const seq = entry.seq;
  if (entry.chain === KEYED_CHAIN)
    return sameMac(chainMac(secret, prevHash, entry), entry.hash) ? null : `entry ${seq} was changed after it was written (or chained without the secret)`;
  if (keyedFrom !== null && seq >= keyedFrom) return `entry ${seq} is not keyed, but the trail is keyed from entry ${keyedFrom}`;
  return legacyHash(prevHash, entry) === entry.hash ? null : `entry ${seq} was changed after it was written`;
}

/**
 * Why the stored trail is broken, or null. Every entry must be in place and chained to the one
 * before; keyed entries need the secret to verify; an unkeyed entry after a keyed one (or at or past
 * the checkpoint's switch) is a downgrade. The checkpoint, when there is one, must carry a valid MAC
 * and name an entry of the trail as its head: fewer entries than it counts means the newest were
 * deleted. More entries than it counts is normal (the checkpoint follows the trail, a crash may fall
 * in between).
 */
export function trailBreak(secret: string, entries: readonly StoredEntry[], checkpoint: Checkpoint | null): string | null {
  if (checkpoint && !sameMac(checkpointMac(secret, checkpoint), String(checkpoint.mac))) return 'the checkpoint was changed or signed without the secret';
  let prevHash = GENESIS_HASH;
  let keyedFrom = checkpoint?.keyedFrom ?? null;
  for (const [index, entry] of entries.entries()) {
    const seq = index + 1;
    if (entry.seq !== seq || entry.id !== auditId(seq)) return `entry ${seq} is missing (found ${entry.seq} in its place)`;
    if (entry.prevHash !== prevHash) return `entry ${seq} does not follow entry ${seq - 1}`;
    const broken = entryBreak(secret, entry, prevHash, keyedFrom);
    if (broken) return broken;
    if (entry.chain === KEYED_CHAIN && keyedFrom === null) keyedFrom = seq;
    prevHash = entry.hash;
  }
  if (!checkpoint) return keyedFrom !== null ? 'the checkpoint is missing, but the trail has keyed entries' : null;
  if (entries.length < checkpoint.count)
    return `the trail ends at entry ${entries.length}, but its checkpoint counts ${checkpoint.count}: the newest entries were deleted`;
  if (checkpoint.count > 0 && entries[checkpoint.count - 1]!.hash !== checkpoint.head) return `entry ${checkpoint.count} is not the one the checkpoint names`;
  return null;
}
