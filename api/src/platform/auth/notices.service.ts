import { Inject, Injectable, Logger } from '@nestjs/common';
import { NOTICES, noticeKindsFor, type NoticeKind, type NoticeSetting } from '@pharma/shared/content';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { brandedMail } from '../mail/branded-mail.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { redactAddress } from '../mail/mail-redaction.js';
import { normaliseAccountName } from './account-name.js';
import { UsersRepository, type StoredUser } from './users.repository.js';

/** One notification: what it says; the dashboard link and the "turn it off" line are added. */
export interface Notice {
  subject: string;
  lead: string[];
  /** The button's words ("Open the review"); it leads to the dashboard. */
  action: string;
}

/**
 * The notifications people get by e-mail about the site's work (shared/src/content/notices.ts):
 * each goes to the active accounts with an address whose role is concerned with its kind and who did
 * not turn it off. It is queued in the outbox (a store write; MailSender delivers it), and a failure to
 * queue is logged, never the failure of the work it tells about.
 */
@Injectable()
export class Notices {
  private readonly logger = new Logger('Notices');

  constructor(
    private readonly users: UsersRepository,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails `notice` to everyone concerned with `kind`, or only to `only` (account names) among them,
   * leaving out `except` (the person who did the work). Answers how many were queued.
   */
  async tell(
    kind: NoticeKind,
    notice: Notice,
    to: { only?: string[]; except?: string; where?: (person: StoredUser) => Promise<boolean> } = {},
  ): Promise<number> {
    try {
      const only = to.only?.map(normaliseAccountName);
      const except = to.except === undefined ? undefined : normaliseAccountName(to.except);
      let queued = 0;
      for (const person of await this.users.list()) {
        if (!this.receives(person, kind) || person.email === except || (only && !only.includes(person.email))) continue;
        if (to.where && !(await to.where(person))) continue;
        await this.outbox.enqueue(this.mail(person, kind, notice));
        queued++;
      }
      return queued;
    } catch (error) {
      this.logger.warn(`${kind} notifications could not be queued: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }

  /**
   * Sends `notice` to addresses that are no accounts (ENQUIRY_MAIL_TO: a shared inbox), besides the
   * people `tell` reaches; an address that is also an account's is left to that account's own setting.
   */
  async tellAddresses(kind: NoticeKind, notice: Notice, addresses: readonly string[]): Promise<number> {
    try {
      const accounts = new Set((await this.users.list()).map((person) => person.email));
      const outside = addresses.filter((address) => !accounts.has(normaliseAccountName(address)));
      for (const to of outside) {
        const why = 'You get this e-mail because this address is set to receive every enquiry (ENQUIRY_MAIL_TO). Ask an Administrator to change it.';
        await this.outbox.enqueue(this.compose({ to, name: 'team' }, kind, notice, why));
      }
      return outside.length;
    } catch (error) {
      this.logger.warn(`${kind} notifications could not be queued: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }

  /** The signed-in person's notifications: every kind their role is sent, on or off. */
  async settingsOf(username: string): Promise<NoticeSetting[]> {
    const person = await this.users.byEmail(normaliseAccountName(username));
    if (!person) return [];
    return noticeKindsFor(person.role).map((kind) => ({ kind, label: NOTICES[kind].label, on: !(person.mailOff ?? []).includes(kind) }));
  }

  /** Turns the listed kinds off and every other one on; kinds the role is not sent are ignored. */
  async turnOff(username: string, off: NoticeKind[]): Promise<NoticeSetting[]> {
    const person = await this.users.byEmail(normaliseAccountName(username));
    if (person) await this.users.update(person.id, { mailOff: noticeKindsFor(person.role).filter((kind) => off.includes(kind)) });
    return this.settingsOf(username);
  }

  private receives(person: StoredUser, kind: NoticeKind): boolean {
    return person.status === 'active' && person.email.includes('@') && noticeKindsFor(person.role).includes(kind) && !(person.mailOff ?? []).includes(kind);
  }

  private mail(person: StoredUser, kind: NoticeKind, notice: Notice) {
    const why = `You get this e-mail because "${NOTICES[kind].label}" is on in your E-mail notifications. Turn it off with "E-mail notifications" at the top of the dashboard.`;
    return this.compose({ to: person.email, name: person.name }, kind, notice, why);
  }

  /** The notice as a mail in the site's layout, with a button to the dashboard and why it was sent. */
  private compose(recipient: { to: string; name: string }, kind: NoticeKind, notice: Notice, why: string) {
    this.logger.log(`${kind} notification for ${redactAddress(recipient.to)}`);
    return brandedMail({
      ...recipient,
      kind,
      subject: notice.subject,
      lead: notice.lead,
      action: { label: notice.action, url: `${this.config.mail.publicSiteUrl}/admin/dashboard` },
      after: [why],
    });
  }
}
