import { OUTBOX_KINDS, OUTBOX_STATES, type OutboxKind, type OutboxState } from '@pharma/shared/content';
import { recordSchema } from '../store/schema-kit.js';
import type { CollectionDef } from '../store/store.port.js';

/** A message to send: the outbox stores it before anything is sent, so a failure never loses it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: OutboxKind;
}

export interface MailData extends MailMessage {
  state: OutboxState;
  attempts: number;
  /** When the sender may try it (ISO); null once sent or failed. */
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
}

export const mailOutboxCollection: CollectionDef = {
  name: 'mail_outbox',
  // The writes that make mail (an account added, a password reset) are audited themselves; the body
  // holds a one-time link's token, which the trail must never hold.
  audit: false,
  schema: recordSchema({
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, default: '' },
    html: { type: String, default: '' },
    kind: { type: String, enum: OUTBOX_KINDS, required: true },
    state: { type: String, enum: OUTBOX_STATES, required: true },
    attempts: { type: Number, required: true, min: 0 },
    nextAttemptAt: { type: String, default: null },
    lastError: { type: String, default: null },
    sentAt: { type: String, default: null },
  }),
};
