import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config/app-config.js';
import type { MailMessage } from './mail-outbox.schema.js';

/** Hands one message on; rejects when it was not accepted (the outbox then tries again later). */
export interface MailTransport {
  /** 'smtp' or 'eml-files', for the start-up log. */
  readonly kind: string;
  send(id: string, message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; else .eml files under <DATA_DIR>/outbox, so the zero-setup site still delivers somewhere. */
export function mailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : emlTransport(config.outboxDir, config.from);
}

function smtpTransport(url: string, from: string): MailTransport {
  // No pool: the sender sends one message at a time, a few a minute at most. Short timeouts (nodemailer
  // waits up to 10 minutes on a silent socket by default): a hung server must not hold the sender past
  // its lease, or another instance takes the lease and sends the same message as well.
  const transporter: Transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    kind: 'smtp',
    send: async (_id, message) => {
      await transporter.sendMail(envelope(from, message));
    },
    close: () => transporter.close(),
  };
}

/** The same RFC 5322 message nodemailer would send, built by its stream transport and written to a file. */
function emlTransport(dir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'eml-files',
    send: async (id, message) => {
      const info = await transporter.sendMail(envelope(from, message));
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${id}.eml`), info.message as Buffer, { mode: 0o600 }); // it holds a one-time link
    },
    close: () => transporter.close(),
  };
}

function envelope(from: string, message: MailMessage) {
  return { from, to: message.to, subject: message.subject, text: message.text, html: message.html };
}
