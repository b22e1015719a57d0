import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runOnOneInstance, startupLease } from '../../src/platform/store/lease.js';
import type { Store } from '../../src/platform/store/store.port.js';
import { newStoreLocation, openStore, storeNames, type StoreLocation } from '../helpers/store-targets.js';

/*
 * Start-up work done once for every instance on one store: two instances (here two stores
 * opened on the same location, as two processes would) start at once; exactly one runs the work, the
 * other is told who does.
 */
describe.each(storeNames().filter((name) => name === 'mongodb'))('runOnOneInstance (%s store)', (storeName) => {
  let location: StoreLocation;
  let first: Store;
  let second: Store;

  beforeAll(async () => {
    location = newStoreLocation(storeName);
    first = await openStore(storeName, location);
    second = await openStore(storeName, location);
  });

  afterAll(async () => {
    await second.close();
    await first.close();
    await location.dispose();
  });

  it('runs the work on exactly one of two instances starting together; the other hears who holds it', async () => {
    let runs = 0;
    const skippedFor: string[] = [];
    const work = async () => void runs++;
    const ran = await Promise.all([
      runOnOneInstance(first, 'drill', work, (holder) => skippedFor.push(holder)),
      runOnOneInstance(second, 'drill', work, (holder) => skippedFor.push(holder)),
    ]);
    expect(runs).toBe(1);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(skippedFor).toHaveLength(1);
    expect(skippedFor[0]).toMatch(/:\d+:[0-9a-f]{8}$/); // host:pid:random of the holder
  });

  it('an instance started after the lease lapsed runs the work again (it must be safe to repeat)', async () => {
    let runs = 0;
    const work = async () => void runs++;
    expect(await runOnOneInstance(first, 'short', work, undefined, 50)).toBe(true);
    expect(await runOnOneInstance(second, 'short', work, undefined, 50)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 130)); // the slot and the one claimed ahead passed
    expect(await runOnOneInstance(second, 'short', work, undefined, 50)).toBe(true);
    expect(runs).toBe(2);
  });
});

describe('runOnOneInstance (embedded store)', () => {
  it('always runs the work: the store is one process’s, and a lease a killed process left never skips it', async () => {
    const location = newStoreLocation('embedded');
    const store = await openStore('embedded', location);
    try {
      // What a killed process leaves: the lease held (and claimed ahead), never released.
      expect(await startupLease(store, 'backfill').hold()).toBe(true);
      let runs = 0;
      expect(await runOnOneInstance(store, 'backfill', async () => void runs++)).toBe(true);
      expect(runs).toBe(1);
    } finally {
      await store.close();
      await location.dispose();
    }
  });
});
