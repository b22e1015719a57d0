import { NOTICE_KINDS } from './notices.js';

/** Settings › Outbox: the site's outgoing mail as Administrators see it (GET /api/outbox). */

export const OUTBOX_STATES = ['queued', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * What a message is about: a new account's set-password link, a reset one, or one its person asked for
 * ("Forgot password?"); or a notification about the site's work (notices.ts).
 */
export const OUTBOX_KINDS = ['account-created', 'password-reset', 'password-forgotten', ...NOTICE_KINDS] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * One message without its body: the body holds a one-time set-password link, which only its
 * recipient may see. lastError has addresses and tokens masked.
 */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: OutboxKind;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const OUTBOX_TEXTS = {
  onlyFailedAgain: 'Only a message that failed can be sent again.',
  notFound: 'No such message in the outbox.',
} as const;
