import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { mongo } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EmbeddedStore } from './embedded/embedded-store.js';
import { isMongoStore, MongoStore } from './mongo/mongo-store.js';
import { Store } from './store.port.js';

/** MONGODB_URI chooses MongoDB; otherwise the embedded store under DATA_DIR/db. */
export async function createStore(config: AppConfig): Promise<Store> {
  if (config.mongoUri) {
    const store = new MongoStore(config.mongoUri, config.mongoTimeoutMs);
    await store.open();
    return store;
  }
  const store = new EmbeddedStore(config.dbDir);
  await store.open();
  new Logger('Store').log(`Embedded store in ${config.dbDir}`);
  return store;
}

/**
 * The MongoDB database under the store, for state that a library keeps in it directly (the rate
 * limiter's counters, shared by every instance): `db()` throws StoreUnavailableError until the
 * database was reached. null with the embedded store: one process by design, so in-memory state is
 * already shared by everyone. Repositories never use it; they stay on the Store port.
 */
export const STORE_DATABASE = Symbol('STORE_DATABASE');
export type StoreDatabase = { db(): mongo.Db } | null;

function storeDatabase(store: Store): StoreDatabase {
  return isMongoStore(store) ? { db: () => store.database() } : null;
}

@Global()
@Module({
  providers: [
    { provide: Store, inject: [APP_CONFIG], useFactory: createStore },
    { provide: STORE_DATABASE, inject: [Store], useFactory: storeDatabase },
  ],
  exports: [Store, STORE_DATABASE],
})
export class StoreModule implements OnApplicationShutdown {
  constructor(@Inject(Store) private readonly store: Store) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
