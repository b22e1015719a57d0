import type { Logger } from '@nestjs/common';
import type { mongo } from 'mongoose';
import type { RawDoc } from '../engine.js';
import type { DocumentExpiry } from '../store.port.js';

/**
 * The BSON date a TTL index reads. Stored documents keep their times as ISO strings or epoch ms
 * (both adapters compare them the same way), which a TTL index ignores, so the Mongo engine writes
 * this copy next to them and drops it again on every read: repositories never see it.
 */
export const EXPIRE_AT = '_expireAt';
export const TTL_INDEX = 'expire_at_ttl';

/** MongoDB's answer when the server has no TTL (FerretDB v1: 'Index option "expireAfterSeconds" is not implemented yet'). */
const NOT_IMPLEMENTED = 238;
/** An index of that name exists with other options (another `afterSeconds` before). */
const OPTIONS_CONFLICT = new Set([85, 86]);

/** The latest time among the declared fields, or null when none holds one (such a document never expires). */
export function expiryOf(doc: Record<string, unknown>, expiry: DocumentExpiry): Date | null {
  const fields = typeof expiry.field === 'string' ? [expiry.field] : expiry.field;
  const times = fields.map((field) => toTime(doc[field])).filter((time): time is number => time !== null);
  return times.length ? new Date(Math.max(...times)) : null;
}

function toTime(value: unknown): number | null {
  const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : null;
}

/** The document as stored: with its TTL date when the collection expires and the document has a time. */
export function withExpiry(doc: RawDoc, expiry: DocumentExpiry | undefined): RawDoc {
  if (!expiry) return doc;
  const at = expiryOf(doc, expiry);
  return at ? { ...doc, [EXPIRE_AT]: at } : doc;
}

/** The document as read: the TTL date removed. */
export function withoutExpiry<D extends Record<string, unknown> | null>(doc: D): D {
  if (!doc || !(EXPIRE_AT in doc)) return doc;
  const { [EXPIRE_AT]: _ignored, ...rest } = doc;
  return rest as D;
}

/**
 * Creates (or adjusts) the collection's TTL index. Never throws: a server without TTL indexes, or a
 * database that is down, only means documents stay until the services' own sweeps remove them.
 * Returns whether the index is in place.
 */
export async function ensureTtlIndex(db: mongo.Db, name: string, expiry: DocumentExpiry, logger: Logger): Promise<boolean> {
  const expireAfterSeconds = expiry.afterSeconds ?? 0;
  const collection = db.collection(name);
  try {
    await collection.createIndex({ [EXPIRE_AT]: 1 }, { name: TTL_INDEX, expireAfterSeconds });
    return true;
  } catch (error) {
    const code = (error as { code?: number }).code;
    if (code !== undefined && OPTIONS_CONFLICT.has(code)) return adjust(db, name, expireAfterSeconds, logger);
    const why = code === NOT_IMPLEMENTED ? 'this server has no TTL indexes' : (error as Error).message;
    logger.warn(`No TTL index on ${name} (${why}): expired documents stay until the API's own sweeps remove them`);
    return false;
  }
}

/** A changed `afterSeconds` (a new release): collMod changes the index in place instead of dropping it. */
async function adjust(db: mongo.Db, name: string, expireAfterSeconds: number, logger: Logger): Promise<boolean> {
  try {
    await db.command({ collMod: name, index: { name: TTL_INDEX, expireAfterSeconds } });
    return true;
  } catch (error) {
    logger.warn(`TTL index on ${name} not adjusted to ${expireAfterSeconds} s: ${(error as Error).message}`);
    return false;
  }
}
