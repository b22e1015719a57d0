import { Module } from '@nestjs/common';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailOutbox } from './mail-outbox.service.js';
import { MailSender } from './mail-sender.js';
import { OutboxController } from './outbox.controller.js';

/**
 * Outgoing mail: producers call MailOutbox.enqueue (a store write, never a send); MailSender delivers
 * from the instance holding the 'mail-outbox' lease, by SMTP (SMTP_URL) or as .eml files; /api/outbox
 * lists it for Administrators.
 */
@Module({
  controllers: [OutboxController],
  providers: [MailOutboxRepository, MailOutbox, MailSender],
  exports: [MailOutbox, MailSender],
})
export class MailModule {}
