import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './bootstrap/configure-app.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';
import { startLogger, withQuietStartUp } from './platform/config/logger.js';

async function bootstrap(): Promise<void> {
  const log = startLogger(process.env.LOG_LEVEL ?? 'log');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.fatal({ context: 'Config' }, error.message);
    process.exit(1);
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(withQuietStartUp(logger));
  configureApp(app);
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  logger.log(
    `Content API on http://${config.host}:${config.port}/api (store: ${config.mongoUri ? 'mongodb' : 'embedded'}, data: ${config.dataDir})`,
    'Bootstrap',
  );
}

void bootstrap();
