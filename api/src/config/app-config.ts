import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';

/** Everything the API reads from the environment, resolved once at start-up. */
export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  dbDir: string;
  mongoUri?: string;
  mongoTimeoutMs: number;
  jwtSecret: string;
  /** Seconds, or a span such as '8h' (vercel/ms syntax). */
  jwtExpiresIn: string | number;
  adminUsername: string;
  adminPasswordHash: string;
  /** Set only outside production while the documented development password is in use; shown on the sign-in page. */
  demoCredentials?: { username: string; password: string };
  recaptcha?: { siteKey: string; secretKey: string; verifyUrl: string };
  altchaHmacKey: string;
  /** ALTCHA difficulty: the largest number a client may have to try. */
  altchaMaxNumber: number;
  loginRateLimit: number;
  contactRateLimit: number;
  logLevel: string;
  trustProxy: string;
  readCacheTtlMs: number;
}

/** Injection token for the resolved config. */
export const APP_CONFIG = Symbol('APP_CONFIG');

const DEV_ADMIN_USERNAME = 'admin';
const DEV_ADMIN_PASSWORD = 'admin123';
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me';

// api/src/config -> repository root (also valid from api/dist/config)
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${key} must be a non-negative integer, got "${raw}"`);
  return value;
}

/**
 * Production must never run with the documented development credentials, so it refuses to start
 * unless the admin user, its bcrypt hash and the JWT secret are all configured.
 */
function credentials(env: NodeJS.ProcessEnv, production: boolean) {
  const { ADMIN_USERNAME, ADMIN_PASSWORD_HASH, JWT_SECRET } = env;
  if (production) {
    const missing = ['ADMIN_USERNAME', 'ADMIN_PASSWORD_HASH', 'JWT_SECRET'].filter((k) => !env[k]);
    if (missing.length) throw new ConfigError(`Production start refused: set ${missing.join(', ')}`);
    if (JWT_SECRET!.length < 32) throw new ConfigError('Production start refused: JWT_SECRET must be at least 32 characters');
  }
  if (ADMIN_PASSWORD_HASH && !/^\$2[aby]\$\d\d\$/.test(ADMIN_PASSWORD_HASH)) {
    throw new ConfigError('ADMIN_PASSWORD_HASH must be a bcrypt hash (npm run hash-password -w api -- <password>)');
  }
  return {
    adminUsername: ADMIN_USERNAME || DEV_ADMIN_USERNAME,
    // Cost 10 keeps the one-off start-up hash of the dev password near 100 ms.
    adminPasswordHash: ADMIN_PASSWORD_HASH || bcrypt.hashSync(DEV_ADMIN_PASSWORD, 10),
    jwtSecret: JWT_SECRET || DEV_JWT_SECRET,
    demoCredentials:
      production || ADMIN_PASSWORD_HASH ? undefined : { username: ADMIN_USERNAME || DEV_ADMIN_USERNAME, password: DEV_ADMIN_PASSWORD },
  };
}

/** A bare number means seconds (jsonwebtoken would read the string '3600' as milliseconds). */
function expiresIn(raw: string | undefined): string | number {
  if (!raw) return '8h';
  if (/^\d+$/.test(raw)) return Number(raw);
  if (!/^\d+(?:\.\d+)?\s*(?:ms|s|m|h|d|w|y)$/i.test(raw)) throw new ConfigError(`JWT_EXPIRES_IN must be seconds or a span such as 8h, got "${raw}"`);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR || resolve(REPO_ROOT, '.data'));
  const creds = credentials(env, production);
  const recaptcha =
    env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
      ? {
          siteKey: env.RECAPTCHA_SITE_KEY,
          secretKey: env.RECAPTCHA_SECRET_KEY,
          verifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
        }
      : undefined;
  const mongoUri = env.MONGODB_URI || undefined;
  return {
    production,
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    dbDir: resolve(dataDir, 'db'),
    mongoUri,
    mongoTimeoutMs: intFrom(env, 'MONGODB_TIMEOUT_MS', 2000),
    ...creds,
    jwtExpiresIn: expiresIn(env.JWT_EXPIRES_IN),
    recaptcha,
    // The ALTCHA HMAC key only has to be secret and stable per process; derive it from the JWT secret.
    altchaHmacKey: env.ALTCHA_HMAC_KEY || `altcha:${creds.jwtSecret}`,
    altchaMaxNumber: intFrom(env, 'ALTCHA_MAX_NUMBER', 100_000),
    loginRateLimit: intFrom(env, 'LOGIN_RATE_LIMIT', 10),
    contactRateLimit: intFrom(env, 'CONTACT_RATE_LIMIT', 5),
    logLevel: env.LOG_LEVEL || 'log',
    trustProxy: env.TRUST_PROXY || 'loopback',
    // A single process owns the embedded store, so its read cache never goes stale; with MongoDB
    // other instances may write, so cached reads expire quickly.
    readCacheTtlMs: intFrom(env, 'READ_CACHE_TTL_MS', mongoUri ? 1000 : 0),
  };
}

export const DEV_DEFAULTS = { username: DEV_ADMIN_USERNAME, password: DEV_ADMIN_PASSWORD };
