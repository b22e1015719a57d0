import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { DEFAULT_VERIFICATION } from '@pharma/shared/content';
import { HumanVerifier, type VerificationInfo } from './human-verifier.js';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const MAX_REMEMBERED = 10_000;

/**
 * ALTCHA proof of work (protocol v1, the one the `altcha` widget speaks). Challenges are HMAC-signed
 * and expire; a solved challenge is remembered until it expires so it cannot be replayed.
 */
export class AltchaVerifier extends HumanVerifier {
  private readonly used = new Map<string, number>();

  /** At the default difficulty (100,000) a browser solves in well under a second; a bot pays it per message. */
  constructor(private readonly hmacKey: string, private readonly maxNumber: number) {
    super();
  }

  describe(): VerificationInfo {
    return DEFAULT_VERIFICATION;
  }

  challenge(): Promise<object> {
    return createChallenge({ hmacKey: this.hmacKey, maxNumber: this.maxNumber, expires: new Date(Date.now() + CHALLENGE_TTL_MS) });
  }

  async verify(token: string): Promise<boolean> {
    let valid: boolean;
    try {
      valid = await verifySolution(token, this.hmacKey, true);
    } catch {
      return false; // not base64 JSON, or not an ALTCHA payload
    }
    if (!valid) return false;
    return this.firstUse(token);
  }

  private firstUse(token: string): boolean {
    const now = Date.now();
    for (const [key, expires] of this.used) if (expires < now) this.used.delete(key);
    if (this.used.has(token)) return false;
    if (this.used.size >= MAX_REMEMBERED) return false; // under a flood, refuse rather than forget
    const expires = Number(extractParams(token).expires) * 1000 || now + CHALLENGE_TTL_MS;
    this.used.set(token, expires);
    return true;
  }
}
