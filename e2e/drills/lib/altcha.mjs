// Solves the API's self-hosted proof-of-work check (ALTCHA protocol v1) the way the browser widget
// does, so the drill can submit contact forms whose other fields are hostile.
import { createHash } from 'node:crypto';

/**
 * Fetches a challenge from `base` (the API root) and returns the `recaptchaToken` to submit.
 * @param {string} base
 */
export async function solveAltcha(base) {
  const challenge = await fetch(`${base}/contact-form/challenge`).then((r) => r.json());
  const algorithm = challenge.algorithm.toLowerCase().replace('-', '');
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const digest = createHash(algorithm).update(`${challenge.salt}${number}`).digest('hex');
    if (digest === challenge.challenge) {
      const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('ALTCHA challenge has no solution within maxnumber');
}
