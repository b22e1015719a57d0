import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { EmbeddedStore } from '../../src/platform/store/embedded/embedded-store.js';
import { MongoStore } from '../../src/platform/store/mongo/mongo-store.js';
import type { Store } from '../../src/platform/store/store.port.js';

export type StoreName = 'embedded' | 'mongodb';

/** A fresh, isolated store location: a temp dir, or a uniquely named MongoDB database. */
export interface StoreLocation {
  dataDir: string;
  mongoUri?: string;
  /** Environment for loadConfig: DATA_DIR, plus MONGODB_URI for the Mongo adapter. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export function requestedMongoUri(): string | undefined {
  return process.env.TEST_MONGODB_URI || process.env.MONGODB_URI || undefined;
}

/**
 * For the suites whose subject is the store's behaviour (the port's contract, atomic claims, races,
 * leases, restarts, the audit trail's anchors, GridFS uploads): the embedded store always, MongoDB as
 * well when the environment provides a server.
 */
export function storeNames(): StoreName[] {
  return requestedMongoUri() ? ['embedded', 'mongodb'] : ['embedded'];
}

/**
 * For the suites whose subject is a feature above the store port (validation, permissions, wording,
 * workflows): the embedded store. Both adapters answer the port identically (the store suites prove
 * it), so running these twice costs minutes of CI and finds nothing the store suites do not;
 * TEST_ALL_STORES=1 runs them on MongoDB too (the long form: `npm run test:all-stores -w api`).
 */
export function featureStores(): StoreName[] {
  return process.env.TEST_ALL_STORES === '1' ? storeNames() : ['embedded'];
}

function withDatabase(uri: string, database: string): string {
  const url = new URL(uri);
  url.pathname = `/${database}`;
  return url.toString();
}

export function newStoreLocation(name: StoreName): StoreLocation {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (name === 'embedded') {
    return { dataDir, env: { DATA_DIR: dataDir }, dispose: async () => removeDir() };
  }
  const mongoUri = withDatabase(requestedMongoUri()!, `apitest_${randomBytes(6).toString('hex')}`);
  return {
    dataDir,
    mongoUri,
    env: { DATA_DIR: dataDir, MONGODB_URI: mongoUri },
    dispose: async () => {
      removeDir();
      const conn = await mongoose.createConnection(mongoUri, { serverSelectionTimeoutMS: 5000 }).asPromise();
      await conn.dropDatabase();
      await conn.close(true);
    },
  };
}

/** Opens the store of that kind at a location (the embedded one in its db/ folder), ready to use. */
export async function openStore(name: StoreName, location: StoreLocation): Promise<Store> {
  if (name === 'embedded') {
    const store = new EmbeddedStore(join(location.dataDir, 'db'));
    await store.open();
    return store;
  }
  const store = new MongoStore(location.mongoUri!, 2000);
  await store.openOrFail();
  return store;
}
