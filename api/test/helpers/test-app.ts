import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Role } from '@pharma/shared/content';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import bcrypt from 'bcryptjs';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/bootstrap/configure-app.js';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config.js';
import { Store } from '../../src/platform/store/store.port.js';
import type { TraceExport } from '../../src/platform/tracing/trace-export.js';
import { newStoreLocation, type StoreLocation, type StoreName } from './store-targets.js';

export const TEST_USER = 'editor';
/** Like `npm start`, the app has a PROXY_SECRET: requests that play the site gateway send it (FROM_GATEWAY). */
export const TEST_PROXY_SECRET = 'test-proxy-secret-test-proxy-secret';
export const FROM_GATEWAY = { 'X-Proxy-Secret': TEST_PROXY_SECRET };
export const TEST_PASSWORD = 'correct horse battery staple';
// Cost 4: the hash is only a fixture; real hashes use cost 10+ (npm run hash-password).
const TEST_HASH = bcrypt.hashSync(TEST_PASSWORD, 4);

export interface TestApp {
  app: NestExpressApplication;
  http: Server;
  config: AppConfig;
  location: StoreLocation;
  /** A valid bearer header value. */
  auth: string;
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a store location (restart tests); a new one otherwise. */
  location?: StoreLocation;
  /** Some tests point the app at a dead database on purpose. */
  expectStoreDown?: boolean;
  /** The app's log lines (all of them, Nest's too) go here; without it only fatal ones are logged. */
  logTo?: DestinationStream;
  /** OpenTelemetry export of request spans (a test's in-memory exporter); off without it. */
  traceExport?: TraceExport;
}

/** The real application (same modules, same configureApp as main.ts) on a fresh, isolated store. */
export async function createTestApp(storeName: StoreName, options: TestAppOptions = {}): Promise<TestApp> {
  const location = options.location ?? newStoreLocation(storeName);
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_USERNAME: TEST_USER,
    ADMIN_PASSWORD_HASH: TEST_HASH,
    JWT_SECRET: 'test-secret-test-secret-test-secret!',
    AUDIT_SECRET: 'test-audit-secret-test-audit-secret!',
    LOGIN_RATE_LIMIT: '1000',
    CONTACT_RATE_LIMIT: '1000',
    ALTCHA_MAX_NUMBER: '2000',
    PROXY_SECRET: TEST_PROXY_SECRET,
    METRICS_PORT: '0', // many apps run at once: each metrics server takes a free port (MetricsEndpoint.port())
    MAIL_TICK_MS: '0', // no sender timer: a test that checks mail runs the sender itself (MailSender.tick)
    LOG_LEVEL: options.logTo ? 'log' : 'fatal',
    ...location.env,
    ...options.env,
  });
  config.logDestination = options.logTo;
  config.traceExport = options.traceExport ?? null;
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['fatal'], bufferLogs: Boolean(options.logTo) });
  if (options.logTo) app.useLogger(app.get(Logger));
  configureApp(app);
  try {
    await app.init();
  } catch (error) {
    // A start that fails (a broken audit trail) leaves the store open: close it, or Jest never exits.
    await app.close().catch(() => undefined);
    throw error;
  }
  if (!options.expectStoreDown) await app.get(Store).ping(); // a requested MongoDB must be reachable
  const http = app.getHttpServer() as Server;
  const auth = options.expectStoreDown ? '' : await login(http);
  return {
    app,
    http,
    config,
    location,
    auth,
    close: async ({ keepData = false } = {}) => {
      await app.close();
      if (!keepData) await location.dispose();
    },
  };
}

export async function login(http: Server): Promise<string> {
  const res = await request(http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD }).expect(200);
  return `Bearer ${res.body.token as string}`;
}

/** A signed-in account of the given role, made the way an Administrator makes one: added, link used, signed in. */
export async function signInAs(t: TestApp, role: Role, email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`): Promise<SignedInAccount> {
  const added = await request(t.http)
    .post('/api/users')
    .set('Authorization', t.auth)
    .send({ name: `${role} Person`, email, role, status: 'active' })
    .expect(201);
  const token = tokenOf(added.body.setPassword.path);
  const password = `${role} password ${randomUUID()}`;
  await request(t.http).post('/api/auth/set-password').send({ token, password }).expect(204);
  const res = await request(t.http).post('/api/auth/login').send({ username: email, password }).expect(200);
  return { id: added.body.data.id as string, email, password, auth: `Bearer ${res.body.token as string}` };
}

export interface SignedInAccount {
  id: string;
  email: string;
  password: string;
  /** A bearer header value. */
  auth: string;
}

/** The token of a set-password link's path ('/admin/set-password#token=…'). */
export function tokenOf(path: string): string {
  return new URLSearchParams(path.slice(path.indexOf('#') + 1)).get('token') ?? '';
}
