import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createChallenge } from 'altcha-lib/v1';
import { AltchaVerifier } from '../../src/site-services/enquiries/verification/altcha.verifier.js';
import { SolvedChallenges } from '../../src/site-services/enquiries/verification/solved-challenges.repository.js';
import type { Store } from '../../src/platform/store/store.port.js';
import { newStoreLocation, openStore, storeNames, type StoreLocation } from '../helpers/store-targets.js';

const HMAC_KEY = 'replay-test-hmac-key';
const FLOOD = 10_001;

/**
 * A solved token, made the cheap way: the server side of ALTCHA lets us pick the secret number, so
 * the challenge comes with its solution and no hashing loop is needed (10,001 of them in seconds).
 */
async function solvedToken(number: number, expires = new Date(Date.now() + 60_000)): Promise<string> {
  const c = await createChallenge({ hmacKey: HMAC_KEY, number, expires });
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe.each(storeNames())('ALTCHA solutions remembered in the store (%s store)', (name) => {
  let location: StoreLocation;
  let store: Store;
  let solved: SolvedChallenges;
  let verifier: AltchaVerifier;

  beforeEach(async () => {
    location = newStoreLocation(name);
    store = await openStore(name, location);
    solved = new SolvedChallenges(store);
    verifier = new AltchaVerifier(HMAC_KEY, 1000, solved);
  });

  afterEach(async () => {
    await store.close();
    await location.dispose();
  });

  it('is shared: a solution used through one verifier is refused by another on the same store', async () => {
    const token = await solvedToken(7);
    expect(await verifier.verify(token)).toBe(true);
    expect(await new AltchaVerifier(HMAC_KEY, 1000, new SolvedChallenges(store)).verify(token)).toBe(false);
  });

  it('accepts a solution once, whatever the case of its algorithm name (SHA-256, sha-256, Sha-256, …)', async () => {
    const decoded = JSON.parse(Buffer.from(await solvedToken(11), 'base64').toString()) as Record<string, unknown>;
    const spellings = ['SHA-256', 'sha-256', 'Sha-256', 'sHa-256', 'shA-256', 'SHa-256', 'ShA-256', 'sHA-256'];
    const results = [];
    for (const algorithm of spellings) results.push(await verifier.verify(Buffer.from(JSON.stringify({ ...decoded, algorithm })).toString('base64')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it(`keeps accepting honest visitors after ${FLOOD.toLocaleString('en')} distinct solutions`, async () => {
    // Valid for 10 minutes: on a loaded 2-core machine verifying them all has taken over 2 minutes, and
    // a solution that expired on the way is refused for that, not for the flood (what this measures).
    const expires = new Date(Date.now() + 10 * 60_000);
    const tokens = await Promise.all(Array.from({ length: FLOOD }, (_, n) => solvedToken(n % 1000, expires)));
    let accepted = 0;
    for (let i = 0; i < tokens.length; i += 200) {
      const results = await Promise.all(tokens.slice(i, i + 200).map((token) => verifier.verify(token)));
      accepted += results.filter(Boolean).length;
    }
    expect(accepted).toBe(FLOOD);
    expect(await verifier.verify(await solvedToken(42))).toBe(true); // the next honest visitor
    expect(await verifier.verify(tokens[0])).toBe(false); // and every one of them is still remembered
  }, 180_000);

  it('forgets a solution once its challenge has expired (it is refused as expired from then on)', async () => {
    const soon = await solvedToken(3, new Date(Date.now() + 1500));
    const later = await solvedToken(4);
    expect(await verifier.verify(soon)).toBe(true);
    expect(await verifier.verify(later)).toBe(true);
    expect(await solved.purgeExpired(Date.now() + 2000)).toBe(1);
    expect(await verifier.verify(later)).toBe(false); // not expired: still remembered
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await verifier.verify(soon)).toBe(false); // expired: refused without the record
  });
});
