import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { OUTBOX_TEXTS, type OutboxMessage } from '@pharma/shared/content';
import { MailOutboxRepository, type StoredMail } from './mail-outbox.repository.js';
import type { MailMessage } from './mail-outbox.schema.js';
import { redactAddress } from './mail-redaction.js';

/** How many messages Settings › Outbox lists. */
export const OUTBOX_LISTED = 200;

/**
 * The site's way to send mail: `enqueue` only stores the message, so a request never waits for a
 * mail server and a server that is down loses nothing; MailSender delivers it (one instance, under a lease).
 */
@Injectable()
export class MailOutbox {
  private readonly logger = new Logger('Outbox');

  constructor(private readonly mails: MailOutboxRepository) {}

  async enqueue(message: MailMessage): Promise<void> {
    const stored = await this.mails.add(message, new Date());
    this.logger.log(`queued ${stored.kind} mail ${stored.id} to ${redactAddress(stored.to)}`);
  }

  async list(): Promise<OutboxMessage[]> {
    return (await this.mails.newest(OUTBOX_LISTED)).map(summary);
  }

  /** "Send again": a failed message is queued for now; the sender gives it one more attempt. */
  async retry(id: string): Promise<OutboxMessage> {
    const mail = await this.mails.get(id);
    if (!mail) throw new NotFoundException(OUTBOX_TEXTS.notFound);
    if (mail.state !== 'failed') throw new ConflictException(OUTBOX_TEXTS.onlyFailedAgain);
    const queued = await this.mails.update(id, { state: 'queued', nextAttemptAt: new Date().toISOString() });
    return summary(queued ?? mail);
  }
}

/** Everything but the body (its link's token is for the recipient alone). */
function summary(mail: StoredMail): OutboxMessage {
  const { id, to, subject, kind, state, attempts, nextAttemptAt, lastError, sentAt, createdAt, updatedAt } = mail;
  return { id, to, subject, kind, state, attempts, nextAttemptAt, lastError, sentAt, createdAt, updatedAt };
}
