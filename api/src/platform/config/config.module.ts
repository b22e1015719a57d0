import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, loadConfig, type AppConfig } from './app-config.js';

/** Provides the resolved config everywhere; tests pass their own instead of the environment's. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig = loadConfig()): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
