import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the receiver got it: the SMTP envelope and the raw RFC 5322 text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpReceiver {
  /** SMTP_URL for the API (with a user and password, which the receiver accepts). */
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `times` deliveries to `address` with 451 (a temporary failure). */
  refuse(address: string, times: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (the smtp-server package), keeping what it receives. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'], // plain local SMTP: nodemailer would otherwise upgrade to TLS
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, done) => done(null, { user: auth.username }),
    onRcptTo: (address, _session, done) => {
      const left = refusals.get(address.address) ?? 0;
      if (left <= 0) return done();
      refusals.set(address.address, left - 1);
      done(Object.assign(new Error(`Mailbox ${address.address} busy, try again later`), { responseCode: 451 }));
    },
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://outbox:secret@127.0.0.1:${port}`,
    received,
    refuse: (address, times) => refusals.set(address, times),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded body of a message's part of this content type ('text/plain', 'text/html'), or null. */
export function partOf(raw: string, contentType: string): string | null {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => new RegExp(`^Content-Type: ${contentType}`, 'im').test(candidate));
  if (!part) return null;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's value (first occurrence, unfolded). */
export function headerOf(raw: string, name: string): string | null {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? null;
}
