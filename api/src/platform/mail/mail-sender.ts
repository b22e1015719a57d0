import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { asSystem } from '../http/request-context.js';
import { StoreLease } from '../store/lease.js';
import { Store } from '../store/store.port.js';
import { nextAttemptAt } from './mail-backoff.js';
import { MailOutboxRepository, type StoredMail } from './mail-outbox.repository.js';
import { redactAddress, redactError } from './mail-redaction.js';
import { mailTransport, type MailTransport } from './mail-transport.js';

/** The lease the outbox is sent under: one instance at a time sends, so a message is not sent twice. */
export const MAIL_LEASE = 'mail-outbox';
/**
 * The lease's slot: longer than one SMTP attempt may take (mail-transport.ts timeouts), so a slow attempt
 * does not outlive the lease; an instance that stops is replaced within two slots, a short delay for mail.
 */
const LEASE_SLOT_MS = 60_000;

/**
 * Every MAIL_TICK_MS the instance holding the lease sends the queued messages that are due, one at a
 * time. A failure counts an attempt and queues the message again after a back-off (mail-backoff.ts);
 * after the last attempt it is `failed`, listed in Settings › Outbox. Like the scheduler's timer, this
 * one is unref'ed and stopped with the module; a round in progress is awaited before the store closes.
 * Clock skew may let two instances both hold the lease for a moment (see lease.ts): a message may then
 * go twice, which mail tolerates better than never.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private readonly lease: StoreLease;
  private readonly transport: MailTransport;
  private readonly tickMs: number;
  private timer?: NodeJS.Timeout;
  private sending: Promise<number> | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    store: Store,
    private readonly mails: MailOutboxRepository,
  ) {
    this.tickMs = config.mail.tickMs;
    this.lease = new StoreLease(store, MAIL_LEASE, Math.max(this.tickMs, LEASE_SLOT_MS));
    this.transport = mailTransport(config.mail);
  }

  onApplicationBootstrap(): void {
    this.logger.log(`mail goes out by ${this.transport.kind}`);
    if (this.tickMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.sending;
    this.transport.close();
    await this.lease.release().catch(() => undefined);
  }

  /**
   * One round at `now` (tests pass a later time to reach a retry's back-off): sends what is due when
   * this instance holds the lease. Resolves to how many were sent; never throws.
   */
  tick(now: Date = new Date()): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.sending ??= asSystem('outbox round', () => this.round(now)).finally(() => (this.sending = null));
    return this.sending;
  }

  private async round(now: Date): Promise<number> {
    try {
      let sent = 0;
      for (const mail of await this.mails.due(now)) {
        // Asked before each message: a long round stops as soon as another instance holds the lease.
        if (!(await this.lease.hold())) break; // a store that is down throws: the next round tries again
        if (await this.attempt(mail, now)) sent++;
      }
      return sent;
    } catch (error) {
      this.logger.warn(`outbox round failed: ${redactError(error instanceof Error ? error.message : String(error))}`);
      return 0;
    }
  }

  private async attempt(mail: StoredMail, now: Date): Promise<boolean> {
    const attempts = mail.attempts + 1;
    try {
      await this.transport.send(mail.id, mail);
    } catch (error) {
      await this.failed(mail, attempts, now, error);
      return false;
    }
    // Sent: the body goes, its link is a credential the recipient now holds; the outbox is no archive of it.
    await this.mails.update(mail.id, { state: 'sent', attempts, sentAt: now.toISOString(), nextAttemptAt: null, lastError: null, text: '', html: '' });
    this.logger.log(`sent ${mail.kind} mail ${mail.id} to ${redactAddress(mail.to)} (attempt ${attempts})`);
    return true;
  }

  private async failed(mail: StoredMail, attempts: number, now: Date, error: unknown): Promise<void> {
    const lastError = redactError(error instanceof Error ? error.message : String(error));
    const next = nextAttemptAt(attempts, now);
    await this.mails.update(mail.id, { state: next ? 'queued' : 'failed', attempts, nextAttemptAt: next, lastError });
    const outcome = next ? `tries again at ${next}` : 'failed for good';
    this.logger.warn(`${mail.kind} mail ${mail.id} to ${redactAddress(mail.to)}: attempt ${attempts} ${outcome}: ${lastError}`);
  }
}
