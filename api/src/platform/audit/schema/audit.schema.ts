import { AUDIT_ACTIONS, ROLES, type AuditEntry } from '@pharma/shared/content';
import { recordSchema, sub } from '../../store/schema-kit.js';
import type { CollectionDef } from '../../store/store.port.js';

/**
 * What a write's entry announces before the write is made (write-ahead): the document's version
 * stamp ('version@updatedAt') before and after, null for none (a create has no before, a delete no
 * after), and which API process wrote it.
 */
export interface WriteIntentData {
  op: 'create' | 'update' | 'delete';
  from: string | null;
  to: string | null;
  writer: string;
}

/** An entry as stored: the shared AuditEntry (without its resolved status) plus the hash it was chained to. */
export type AuditData = Omit<AuditEntry, 'id' | 'status'> & { prevHash: string; intent?: WriteIntentData | null; chain?: string };

const change = sub({ field: { type: String, required: true }, before: { type: String, default: '' }, after: { type: String, default: '' } });

/**
 * The audit trail, append-only: its repository has no update or remove, no route writes to it,
 * and each entry is chained to the previous one by hash, so an edit or a deletion made to the
 * database directly is found when the API starts (it then refuses to start).
 */
export const auditCollection: CollectionDef = {
  name: 'audit_log',
  audit: false,
  schema: recordSchema(
    {
      seq: { type: Number, required: true, min: 1 },
      at: { type: String, required: true },
      actor: { type: String, required: true },
      role: { type: String, enum: [...ROLES, null], default: null },
      ip: { type: String, default: '' },
      userAgent: { type: String, default: '' },
      action: { type: String, enum: AUDIT_ACTIONS, required: true },
      page: { type: String, default: '' },
      collection: { type: String, default: '' },
      documentId: { type: String, default: '' },
      changes: { type: [change], default: [] },
      outcome: { type: String, enum: ['success', 'failure', 'denied'], required: true },
      detail: { type: String, default: '' },
      traceId: { type: String },
      intent: {
        type: sub({
          op: { type: String, required: true },
          from: { type: String, default: null },
          to: { type: String, default: null },
          writer: { type: String, default: '' },
        }),
        default: null,
      },
      chain: { type: String },
      prevHash: { type: String, required: true },
      hash: { type: String, required: true },
    },
    { reservedNames: true },
  ),
};

/** How a write's entry was settled: its write was applied ('committed') or not ('aborted'). */
export type Resolution = 'committed' | 'aborted';

export interface ResolutionData {
  seq: number;
  status: Resolution;
  /** The entry's MAC: a resolution belongs to that one entry. */
  entry: string;
  at: string;
  /** Who settled it: 'writer' (the process that made the write) or 'recovery' (checked against the store later). */
  by: string;
  mac: string;
}

/**
 * One record per settled write entry, keyed by its sequence number (first one wins), apart from the
 * trail so the trail stays append-only and its chain untouched. Each carries a MAC over the entry
 * it settles: one cannot be forged or moved to another entry without the secret.
 */
export const resolutionCollection: CollectionDef = {
  name: 'audit_resolutions',
  audit: false,
  schema: recordSchema({
    seq: { type: Number, required: true, min: 1 },
    status: { type: String, enum: ['committed', 'aborted'], required: true },
    entry: { type: String, required: true },
    at: { type: String, required: true },
    by: { type: String, required: true },
    mac: { type: String, required: true },
  }),
};
