import { afterEach, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { AuditRepository } from '../../src/platform/audit/audit.repository.js';
import { requestedMongoUri } from '../helpers/store-targets.js';
import { createTestApp } from '../helpers/test-app.js';

/*
 * The audit trail's full check at start: with MongoDB, one instance of those starting
 * together reads the whole trail; a clean shutdown gives the check up, so a restart checks again.
 * Counted by spying on the repository's verify(), which only the start (and "Verify trail") call.
 */
afterEach(() => {
  jest.restoreAllMocks();
});

const describeMongo = requestedMongoUri() ? describe : describe.skip;

describeMongo('audit trail check at start, two instances on one MongoDB', () => {
  it('two instances starting together verify the trail once; both serve; a restart after a clean shutdown verifies again', async () => {
    const first = await createTestApp('mongodb');
    const verify = jest.spyOn(AuditRepository.prototype, 'verify');
    const location = first.location;
    await first.close({ keepData: true }); // its clean shutdown gave the check's lease up
    const [a, b] = await Promise.all([createTestApp('mongodb', { location }), createTestApp('mongodb', { location })]);
    expect(verify).toHaveBeenCalledTimes(1);
    await request(a.http).get('/api/audit').set('Authorization', a.auth).expect(200); // both serve
    await request(b.http).get('/api/audit').set('Authorization', b.auth).expect(200);
    await a.close({ keepData: true });
    await b.close({ keepData: true }); // whichever held the check gave it up
    const c = await createTestApp('mongodb', { location });
    expect(verify).toHaveBeenCalledTimes(2); // a restart checks again
    const d = await createTestApp('mongodb', { location });
    expect(verify).toHaveBeenCalledTimes(2); // c holds it: d starts on its word
    await d.close({ keepData: true });
    await c.close();
  });
});

describe('audit trail check at start, embedded store', () => {
  it('checks at every start (one process by design: no lease to trust)', async () => {
    const verify = jest.spyOn(AuditRepository.prototype, 'verify');
    const t = await createTestApp('embedded');
    await t.close({ keepData: true });
    const again = await createTestApp('embedded', { location: t.location });
    await again.close();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
