import { createHash } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { DEFAULT_VERIFICATION } from '@pharma/shared/content';
import { HumanVerifier, type VerificationInfo } from './human-verifier.js';
import type { SolvedChallenges } from './solved-challenges.repository.js';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** The solved payload the widget sends (altcha-lib/v1 does not export its type). */
type Payload = Exclude<Parameters<typeof verifySolution>[0], string>;

/**
 * The widget's token is base64 of a JSON payload. Decoded here (standard or URL-safe base64, padding
 * and whitespace optional) so that the replay check below sees the payload's values, never its spelling.
 * The algorithm name is upper-cased: WebCrypto reads 'sha-256' and 'SHA-256' as one algorithm, so
 * each case spelling would otherwise be another "first use" of the same solution.
 */
export function decodePayload(token: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(token.trim(), 'base64').toString('utf8')) as Partial<Payload>;
    const { algorithm, challenge, salt, signature, number } = payload ?? {};
    if (![algorithm, challenge, salt, signature].every((v) => typeof v === 'string') || typeof number !== 'number') return null;
    return { algorithm: (algorithm as string).toUpperCase(), challenge, salt, signature, number } as Payload;
  } catch {
    return null;
  }
}

/**
 * What makes a solution unique: the signed challenge. Re-encoding the token (JSON spacing, key order,
 * a trailing newline, base64 variants, extra fields) cannot change it without breaking the signature.
 */
export function solutionKey(payload: Payload): string {
  return createHash('sha256')
    .update(JSON.stringify([payload.algorithm, payload.challenge, payload.signature]))
    .digest('hex');
}

/**
 * ALTCHA proof of work (protocol v1, the one the `altcha` widget speaks). Challenges are HMAC-signed
 * and expire; a solved challenge is remembered in the store until it expires so it cannot be replayed.
 */
export class AltchaVerifier extends HumanVerifier {
  /** At the default difficulty (100,000) a browser solves in well under a second; a bot pays it per message. */
  constructor(
    private readonly hmacKey: string,
    private readonly maxNumber: number,
    private readonly solved: SolvedChallenges,
  ) {
    super();
  }

  describe(): VerificationInfo {
    return DEFAULT_VERIFICATION;
  }

  challenge(): Promise<object> {
    return createChallenge({ hmacKey: this.hmacKey, maxNumber: this.maxNumber, expires: new Date(Date.now() + CHALLENGE_TTL_MS) });
  }

  async verify(token: string): Promise<boolean> {
    const payload = decodePayload(token);
    if (!payload) return false; // not base64 JSON, or not an ALTCHA payload
    // Every challenge issued here expires; one without an expiry was not issued here.
    const expiresAt = Number(extractParams(payload).expires) * 1000;
    if (!Number.isFinite(expiresAt) || expiresAt <= 0) return false;
    if (!(await verifySolution(payload, this.hmacKey, true).catch(() => false))) return false;
    return this.solved.firstUse(solutionKey(payload), expiresAt);
  }
}
