/** Attempts after which a message is `failed` (an Administrator may send it again from Settings › Outbox). */
export const MAX_MAIL_ATTEMPTS = 6;
/** The wait after the first failed attempt; each further failure doubles it (30 s, 1, 2, 4, 8 min). */
export const FIRST_RETRY_MS = 30_000;

/** When a message that failed `attempts` times may be tried again, or null when it has had its tries. */
export function nextAttemptAt(attempts: number, now: Date): string | null {
  if (attempts >= MAX_MAIL_ATTEMPTS) return null;
  return new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1)).toISOString();
}
