import request from 'supertest';
import type { SignedInAccount, TestApp } from './test-app.js';

/** Turns "Require review before publishing" on with these meanings (as the built-in Administrator). */
export async function requireReview(t: TestApp, meanings: string[] = ['Approved for publication']): Promise<void> {
  const { version } = (await request(t.http).get('/api/review/settings').set('Authorization', t.auth).expect(200)).body.data as { version: number };
  await request(t.http)
    .put('/api/review/settings')
    .set('Authorization', t.auth)
    .send({ required: true, meanings, unpublishOnExpiry: false, version })
    .expect(200);
}

/** One approval of a request by `who` (password and user name, as a session's first signature needs). */
export function approve(t: TestApp, id: string, who: SignedInAccount, meaning: string, contentHash: string, extra: object = {}) {
  return request(t.http)
    .post(`/api/review/${id}/sign`)
    .set('Authorization', who.auth)
    .send({ meaning, verdict: 'approved', password: who.password, username: who.email, contentHash, ...extra });
}
