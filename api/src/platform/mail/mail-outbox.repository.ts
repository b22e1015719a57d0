import { Injectable } from '@nestjs/common';
import { Store, type Collection, type Stored } from '../store/store.port.js';
import { mailOutboxCollection, type MailData, type MailMessage } from './mail-outbox.schema.js';

export type StoredMail = Stored<MailData>;

/** `mail_outbox`: every message the site sends, from queued to sent or failed. */
@Injectable()
export class MailOutboxRepository {
  private readonly mails: Collection<MailData>;

  constructor(store: Store) {
    this.mails = store.collection<MailData>(mailOutboxCollection);
  }

  add(message: MailMessage, now: Date): Promise<StoredMail> {
    return this.mails.insert({ ...message, state: 'queued', attempts: 0, nextAttemptAt: now.toISOString(), lastError: null, sentAt: null });
  }

  get(id: string): Promise<StoredMail | null> {
    return this.mails.get(id);
  }

  /** Queued messages whose time has come, oldest first. */
  async due(now: Date): Promise<StoredMail[]> {
    const queued = await this.mails.where({ state: 'queued' });
    return queued.filter((mail) => !mail.nextAttemptAt || Date.parse(mail.nextAttemptAt) <= now.getTime()).sort(byCreation);
  }

  async newest(limit: number): Promise<StoredMail[]> {
    return (await this.mails.list()).sort(byCreation).reverse().slice(0, limit);
  }

  update(id: string, patch: Partial<MailData>): Promise<StoredMail | null> {
    return this.mails.update(id, patch);
  }
}

function byCreation(a: StoredMail, b: StoredMail): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}
