import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A page's assignment as the site gateway signed it (shell/server/gateway/compose/report-token.mjs): which
 * release of each remote the page was given, and the sample rate its browser reports successes at.
 */
export interface ReportAssignment {
  /** When the gateway served the page (ms). */
  issuedAt: number;
  /** The share of successful loads the browser reports (0–1]: a reported success stands for 1/sample loads. */
  sample: number;
  /** Remote name → the version this page was given. */
  releases: Record<string, string>;
}

/** A page kept open longer than this sends reports that no longer count. */
export const ASSIGNMENT_TTL_MS = 24 * 60 * 60_000;
/** Clocks of the gateway and the API may differ a little. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The same form the gateway writes: `<base64url JSON>.<base64url HMAC-SHA256>`. Tests and drills sign with it too. */
export function signAssignment(key: Buffer, assignment: ReportAssignment): string {
  const body = Buffer.from(JSON.stringify({ iat: assignment.issuedAt, s: assignment.sample, r: assignment.releases })).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** Why a token does not count, or its assignment. */
export function verifyAssignment(key: Buffer, token: string, now = Date.now()): ReportAssignment | string {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return 'The token is not a signed assignment.';
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = createHmac('sha256', key).update(body).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'The token was not signed by this site.';
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return 'The token is not a signed assignment.';
  }
  const { iat, s, r } = (parsed ?? {}) as { iat?: unknown; s?: unknown; r?: unknown };
  if (typeof iat !== 'number' || typeof s !== 'number' || !(s > 0 && s <= 1) || typeof r !== 'object' || r === null || Array.isArray(r)) {
    return 'The token is not a signed assignment.';
  }
  if (iat > now + CLOCK_SKEW_MS || now - iat > ASSIGNMENT_TTL_MS) return 'The token has expired: reload the page.';
  const releases: Record<string, string> = {};
  for (const [remote, version] of Object.entries(r)) if (typeof version === 'string') releases[remote] = version;
  return { issuedAt: iat, sample: s, releases };
}
