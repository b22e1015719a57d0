import { describe, expect, it } from '@jest/globals';
import { FIRST_RETRY_MS, MAX_MAIL_ATTEMPTS, nextAttemptAt } from '../../src/platform/mail/mail-backoff.js';
import { redactAddress, redactError } from '../../src/platform/mail/mail-redaction.js';

describe('the mail outbox, pure parts', () => {
  it('backs off exponentially and gives up after the last attempt', () => {
    const now = new Date('2026-11-28T08:00:00.000Z');
    const waits = [1, 2, 3, 4, 5].map((attempts) => Date.parse(nextAttemptAt(attempts, now)!) - now.getTime());
    expect(waits).toEqual([1, 2, 4, 8, 16].map((factor) => factor * FIRST_RETRY_MS));
    expect(nextAttemptAt(MAX_MAIL_ATTEMPTS, now)).toBeNull();
  });

  it('never lets an address or a link token through to a log line or the Outbox list', () => {
    expect(redactAddress('ada.lovelace@example.com')).toBe('a***@example.com');
    expect(redactAddress('nonsense')).toBe('***');
    const said = redactError('Message failed: 550 <ada@example.com> unknown; link https://x.example/admin/set-password#token=abc-DEF_123');
    expect(said).toBe('Message failed: 550 <a***@example.com> unknown; link https://x.example/admin/set-password#token=***');
  });
});
