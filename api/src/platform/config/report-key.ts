import { createHmac } from 'node:crypto';

/** The key both sides derive from the shared secret (REMOTE_REPORT_SECRET, else PROXY_SECRET). */
export function reportKeyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('remote-load-reports').digest();
}
