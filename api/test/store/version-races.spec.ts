import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { f, itemSchema } from '../../src/platform/store/schema-kit.js';
import { VersionConflictError } from '../../src/platform/store/store.errors.js';
import type { Collection, CollectionDef, Store } from '../../src/platform/store/store.port.js';
import { STALE_CLAIM_MS, VERSION_CLAIMS } from '../../src/platform/store/mongo/version-claims.js';
import { MongoStore } from '../../src/platform/store/mongo/mongo-store.js';
import { newStoreLocation, openStore, storeNames, type StoreLocation } from '../helpers/store-targets.js';

interface Note {
  title: string;
}

const notes: CollectionDef = { name: 'race_notes', schema: itemSchema({ title: f.required() }) };
const ROUNDS = 40;

/** What each racer's save answered: 'saved' or 'conflict' (anything else fails the test). */
async function outcome(save: Promise<unknown>): Promise<'saved' | 'conflict'> {
  try {
    await save;
    return 'saved';
  } catch (error) {
    if (error instanceof VersionConflictError) return 'conflict';
    throw error;
  }
}

/*
 * Two API instances are two processes on one database: here two stores opened on the same location.
 * A save names the version it was made from; of two saves from one version, exactly one may land,
 * whichever instance each goes through, on every server (FerretDB v1 does not apply a conditional
 * replace atomically, so the store must not rely on it).
 */
describe.each(storeNames().filter((name) => name === 'mongodb'))('saves from one version through two instances (%s store)', (storeName) => {
  let location: StoreLocation;
  let stores: Store[];
  let collections: Array<Collection<Note>>;

  beforeAll(async () => {
    location = newStoreLocation(storeName);
    stores = [await openStore(storeName, location), await openStore(storeName, location)];
    collections = stores.map((store) => store.collection<Note>(notes));
  });

  afterAll(async () => {
    for (const store of stores) await store.close();
    await location.dispose();
  });

  it(`updates: exactly one of two lands, ${ROUNDS} times, and the document's version counts only the landed ones`, async () => {
    const { id } = await collections[0].insert({ title: 'start' });
    const tally = { saved: 0, conflict: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { version } = (await collections[1].get(id))!;
      const results = await Promise.all(collections.map((notes, via) => outcome(notes.update(id, { title: `round ${round} via ${via}` }, version))));
      expect(results.sort()).toEqual(['conflict', 'saved']);
      for (const result of results) tally[result]++;
    }
    expect(tally).toEqual({ saved: ROUNDS, conflict: ROUNDS });
    expect((await collections[0].get(id))!.version).toBe(1 + ROUNDS);
  });

  it('updates without a version both land, one after the other (the loser of the race retries on the newer version)', async () => {
    const { id } = await collections[0].insert({ title: 'start' });
    for (let round = 0; round < 10; round++) {
      await Promise.all(collections.map((notes, via) => notes.update(id, { title: `round ${round} via ${via}` })));
    }
    expect((await collections[1].get(id))!.version).toBe(1 + 2 * 10);
  });

  it('a claim left by a writer killed before its write makes the next writer wait until it is stale, then take over', async () => {
    const { id, version } = await collections[0].insert({ title: 'start' });
    const claims = (stores[0] as MongoStore).database().collection(VERSION_CLAIMS);
    const key = `${notes.name}|${id}|${version}`;
    // What a SIGKILL between the claim and the write leaves: the claim, the document unchanged. This
    // one goes stale 1.5 s from now.
    await claims.insertOne({ _id: `${key}|0`, key, generation: 0, at: Date.now() - STALE_CLAIM_MS + 1500 } as never);
    const started = Date.now();
    const save = outcome(collections[1].update(id, { title: 'taken over' }, version));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await collections[0].get(id))!.title).toBe('start'); // still waiting
    expect(await save).toBe('saved');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect((await collections[0].get(id))!).toMatchObject({ title: 'taken over', version: version + 1 });
    // The claims of a finished move are removed after the write answered (not awaited by the writer).
    for (let tries = 0; (await claims.countDocuments({ key })) > 0; tries++) {
      expect(tries).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
