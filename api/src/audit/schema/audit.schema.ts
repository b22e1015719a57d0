import { AUDIT_ACTIONS, ROLES, type AuditEntry } from '@pharma/shared/content';
import { recordSchema, sub } from '../../store/schema-kit.js';
import type { CollectionDef } from '../../store/store.port.js';

/** An entry as stored: the shared AuditEntry plus the hash it was chained to. */
export type AuditData = Omit<AuditEntry, 'id'> & { prevHash: string };

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
      prevHash: { type: String, required: true },
      hash: { type: String, required: true },
    },
    { reservedNames: true },
  ),
};
