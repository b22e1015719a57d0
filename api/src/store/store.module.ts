import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EmbeddedStore } from './embedded/embedded-store.js';
import { MongoStore } from './mongo/mongo-store.js';
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

@Global()
@Module({
  providers: [{ provide: Store, inject: [APP_CONFIG], useFactory: createStore }],
  exports: [Store],
})
export class StoreModule implements OnApplicationShutdown {
  constructor(@Inject(Store) private readonly store: Store) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
