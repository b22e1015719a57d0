import type { Server } from 'node:http';
import { solveChallenge } from 'altcha-lib/v1';
import request from 'supertest';

/** Does what the contact page's widget does: fetch a challenge, solve it, encode the payload. */
export async function solveAltcha(http: Server): Promise<string> {
  const { body: challenge } = await request(http).get('/api/contact-form/challenge').expect(200);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber ?? challenge.maxNumber).promise;
  if (!solution) throw new Error('ALTCHA challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
