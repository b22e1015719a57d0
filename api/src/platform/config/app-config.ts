import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import type { DestinationStream } from 'pino';
import { TraceExport } from '../tracing/trace-export.js';
import { SCHEDULE_TICK_MS } from '@pharma/shared/content';
import { metricsSettings, type MetricsSettings } from '@pharma/shared/server/metrics-server';
import { reportKeyOf } from './report-key.js';

/** Everything the API reads from the environment, resolved once at start-up. */
export interface AppConfig {
  production: boolean;
  /** NODE_ENV=development, set on purpose: the only mode with built-in secrets and demo credentials. */
  development: boolean;
  port: number;
  host: string;
  /** The metrics port (METRICS_PORT, default PORT + 900), its address (METRICS_HOST, 127.0.0.1) and token (METRICS_TOKEN). */
  metrics: MetricsSettings;
  dataDir: string;
  uploadsDir: string;
  dbDir: string;
  mongoUri?: string;
  mongoTimeoutMs: number;
  jwtSecret: string;
  /** Keys the audit trail's MAC chain, its checkpoint and resolutions (AUDIT_SECRET). */
  auditSecret: string;
  /**
   * How old another process's unsettled write entry must be before this one resolves it against the
   * store (AUDIT_PENDING_GRACE_MS): it may still be writing. 0 with the embedded store (one process).
   */
  auditPendingGraceMs: number;
  /**
   * How often the scheduler looks for due schedules and review-by dates (SCHEDULE_TICK_MS, default
   * 15 s). 0: no timer, only the run at start (tests drive the runner themselves).
   */
  scheduleTickMs: number;
  /**
   * SCHEDULING_CLOCK_CONTROL=true (development mode only): PUT/DELETE /api/scheduling-clock let an
   * Administrator set the time the scheduler and the review-by dates go by, and run a scheduler round at
   * once. The e2e composition sets it, so a schedule spec moves to its due time instead of waiting for
   * it; any other start refuses it.
   */
  schedulingClockControl: boolean;
  /** Absolute session lifetime: seconds, or a span such as '8h' (vercel/ms syntax). */
  jwtExpiresIn: string | number;
  /** A session unused for this long (ms) is over; activity slides it (SESSION_IDLE_TIMEOUT). */
  sessionIdleMs: number;
  /** Absolute session lifetime in ms, the same span as jwtExpiresIn. */
  sessionMaxMs: number;
  /** true/false forces the cookie's Secure flag; undefined: Secure in production or over HTTPS. */
  cookieSecure?: boolean;
  /** Failed sign-ins in a row that lock an account (LOGIN_LOCKOUT_THRESHOLD). */
  loginLockoutThreshold: number;
  /** The first lock's length in ms; each further lock doubles it (LOGIN_LOCKOUT_SECONDS). */
  loginLockoutMs: number;
  /** Serve /api/docs and /api/docs-json (development, or API_DOCS=true). */
  apiDocs: boolean;
  adminUsername: string;
  adminPasswordHash: string;
  /** Set only in development mode while the documented development password is in use; shown on the sign-in page. */
  demoCredentials?: { username: string; password: string };
  recaptcha?: { siteKey: string; secretKey: string; verifyUrl: string };
  altchaHmacKey: string;
  /** ALTCHA difficulty: the largest number a client may have to try. */
  altchaMaxNumber: number;
  loginRateLimit: number;
  contactRateLimit: number;
  /** LOG_LEVEL, in Nest's names: the least severe level logged (fatal, error, warn, log, debug, verbose). */
  logLevel: string;
  /** Where log lines go: stdout and stderr (unset), or a test's stream. */
  logDestination?: DestinationStream;
  /** OpenTelemetry export of request spans (OTEL_EXPORTER_OTLP_ENDPOINT), or null: off. */
  traceExport: TraceExport | null;
  /**
   * Express `trust proxy`: which peers' X-Forwarded-* headers count (client address, HTTPS). TRUST_PROXY
   * when set; else 'loopback' when PROXY_SECRET is set (the local gateway proves itself with it); else
   * 'false': on one machine every local process connects from 127.0.0.1, so loopback alone proves nothing.
   */
  trustProxy: string;
  /** PROXY_SECRET: when set, X-Forwarded-* count only on requests carrying it in X-Proxy-Secret. */
  proxySecret?: string;
  readCacheTtlMs: number;
  /** REVIEW_REQUIRED=true: the review settings start with "Require review before publishing" on; a saved setting wins. */
  reviewRequired: boolean;
  /**
   * Remote releases. REMOTES_DEPLOY_TOKEN (32+ characters): a deploy pipeline may publish and
   * promote releases with it (X-Deploy-Token) instead of an Administrator's session; unset, only
   * Administrators can. REMOTE_FETCH_ORIGIN: where the API fetches releases whose entry is a path on the
   * site's origin (/remotes/…) to check them (the site gateway's address); unset, such releases cannot
   * be checked, so they are refused. REMOTE_REPORT_RATE_LIMIT: browsers'
   * remote-load reports per IP and minute.
   * reportKey: verifies the assignment the gateway signed into each page (REMOTE_REPORT_SECRET, else
   * PROXY_SECRET, the secret the gateway shares with the API); unset, load reports are refused.
   * reportClientCap (REMOTE_REPORT_CLIENT_CAP): the most loads one client address counts for one release
   * per hour in a canary's verdict. reportMinClients (REMOTE_REPORT_MIN_CLIENTS): a verdict needs
   * reports from at least this many client addresses, so one address never decides a rollback.
   */
  /** Outgoing mail (platform/mail): see MailConfig. */
  mail: MailConfig;
  remotes: {
    deployToken?: string;
    fetchOrigin?: string;
    reportRateLimit: number;
    reportKey?: Buffer;
    reportClientCap: number;
    reportMinClients: number;
  };
}

/**
 * Outgoing mail. smtpUrl (SMTP_URL, smtp:// or smtps://user:pass@host:port): where the outbox sends;
 * unset, each message is written as an .eml file under outboxDir (<DATA_DIR>/outbox) instead, so a
 * site without a mail server still works end to end. from (MAIL_FROM). publicSiteUrl (PUBLIC_SITE_URL,
 * else the gateway's PUBLIC_URL, else http://localhost:8080): the site's URL that links in mails start with. tickMs (MAIL_TICK_MS, default 5 s): how often the instance holding
 * the outbox lease sends what is due; 0: no timer (tests drive the sender themselves).
 */
export interface MailConfig {
  smtpUrl?: string;
  from: string;
  publicSiteUrl: string;
  outboxDir: string;
  tickMs: number;
  /** ENQUIRY_MAIL_TO: addresses (a shared sales inbox) sent every enquiry, besides the accounts that read enquiries. */
  enquiryTo: string[];
}

/** Injection token for the resolved config. */
export const APP_CONFIG = Symbol('APP_CONFIG');

const DEV_ADMIN_USERNAME = 'admin';
const DEV_ADMIN_PASSWORD = 'admin123';
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me';
const DEV_AUDIT_SECRET = 'dev-only-audit-secret-change-me';

// api/src/platform/config -> repository root (also valid from api/dist/platform/config)
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

export class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${key} must be a non-negative integer, got "${raw}"`);
  return value;
}

/**
 * The built-in secrets (a known JWT constant, the documented admin password) exist only when the
 * process was started in development mode on purpose (NODE_ENV=development). Any other start (no
 * NODE_ENV, test, production, a typo) must bring its own secrets, so a forgotten variable can never
 * leave a server wide open.
 */
function credentials(env: NodeJS.ProcessEnv, mode: { production: boolean; development: boolean }) {
  const { ADMIN_USERNAME, ADMIN_PASSWORD_HASH, JWT_SECRET, AUDIT_SECRET } = env;
  if (!mode.development) {
    const required = mode.production
      ? ['ADMIN_USERNAME', 'ADMIN_PASSWORD_HASH', 'JWT_SECRET', 'AUDIT_SECRET']
      : ['ADMIN_PASSWORD_HASH', 'JWT_SECRET', 'AUDIT_SECRET'];
    const missing = required.filter((k) => !env[k]);
    const started = env.NODE_ENV ? `NODE_ENV=${env.NODE_ENV}` : 'NODE_ENV unset';
    if (missing.length) {
      const hint = missing.includes('ADMIN_PASSWORD_HASH') ? ' (npm run hash-password -w api -- <password> makes the hash)' : '';
      throw new ConfigError(
        `Start refused (${started}): set ${missing.join(', ')}${hint}, ` +
          'or start with NODE_ENV=development on purpose to use the built-in development credentials',
      );
    }
    if (JWT_SECRET!.length < 32) throw new ConfigError(`Start refused (${started}): JWT_SECRET must be at least 32 characters`);
    if (AUDIT_SECRET!.length < 32) throw new ConfigError(`Start refused (${started}): AUDIT_SECRET must be at least 32 characters`);
  }
  if (ADMIN_PASSWORD_HASH && !/^\$2[aby]\$\d\d\$/.test(ADMIN_PASSWORD_HASH)) {
    throw new ConfigError('ADMIN_PASSWORD_HASH must be a bcrypt hash (npm run hash-password -w api -- <password>)');
  }
  return {
    adminUsername: ADMIN_USERNAME || DEV_ADMIN_USERNAME,
    // Cost 10 keeps the one-off start-up hash of the dev password near 100 ms.
    adminPasswordHash: ADMIN_PASSWORD_HASH || bcrypt.hashSync(DEV_ADMIN_PASSWORD, 10),
    jwtSecret: JWT_SECRET || DEV_JWT_SECRET,
    // Its own secret, not derived from JWT_SECRET: rotating the session key must not break the trail.
    auditSecret: AUDIT_SECRET || DEV_AUDIT_SECRET,
    demoCredentials: mode.development && !ADMIN_PASSWORD_HASH ? { username: ADMIN_USERNAME || DEV_ADMIN_USERNAME, password: DEV_ADMIN_PASSWORD } : undefined,
  };
}

const SPAN_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000, y: 31_557_600_000 };

/** '15m', '8h', '90s' or bare seconds, in milliseconds. */
function spanMs(key: string, raw: string | number): number {
  if (typeof raw === 'number') return raw * 1000;
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w|y)$/i.exec(raw);
  if (!match) throw new ConfigError(`${key} must be seconds or a span such as 15m, got "${raw}"`);
  return Math.round(Number(match[1]) * SPAN_MS[match[2].toLowerCase()]);
}

function flag(env: NodeJS.ProcessEnv, key: string): boolean | undefined {
  const raw = env[key];
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`${key} must be true or false, got "${raw}"`);
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
  const development = env.NODE_ENV === 'development';
  const dataDir = resolve(env.DATA_DIR || resolve(REPO_ROOT, '.data'));
  const creds = credentials(env, { production, development });
  const jwtExpiresIn = expiresIn(env.JWT_EXPIRES_IN);
  const sessionMaxMs = spanMs('JWT_EXPIRES_IN', jwtExpiresIn);
  const idle = env.SESSION_IDLE_TIMEOUT || '15m';
  const sessionIdleMs = Math.min(spanMs('SESSION_IDLE_TIMEOUT', /^\d+$/.test(idle) ? Number(idle) : idle), sessionMaxMs);
  if (sessionIdleMs < 1000) throw new ConfigError(`SESSION_IDLE_TIMEOUT must be at least one second, got "${idle}"`);
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
    development,
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    metrics: metricsFrom(env, intFrom(env, 'PORT', 3000)),
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    dbDir: resolve(dataDir, 'db'),
    mongoUri,
    mongoTimeoutMs: intFrom(env, 'MONGODB_TIMEOUT_MS', 2000),
    // Longer than a store call's deadline (MONGODB_TIMEOUT_MS + 3 s): a write still running elsewhere is not judged.
    auditPendingGraceMs: intFrom(env, 'AUDIT_PENDING_GRACE_MS', mongoUri ? intFrom(env, 'MONGODB_TIMEOUT_MS', 2000) * 2 + 10_000 : 0),
    scheduleTickMs: intFrom(env, 'SCHEDULE_TICK_MS', SCHEDULE_TICK_MS),
    schedulingClockControl: clockControl(env, development),
    ...creds,
    jwtExpiresIn,
    sessionIdleMs,
    sessionMaxMs,
    cookieSecure: flag(env, 'SESSION_COOKIE_SECURE'),
    loginLockoutThreshold: Math.max(1, intFrom(env, 'LOGIN_LOCKOUT_THRESHOLD', 5)),
    loginLockoutMs: intFrom(env, 'LOGIN_LOCKOUT_SECONDS', 60) * 1000,
    apiDocs: flag(env, 'API_DOCS') ?? development,
    recaptcha,
    // The ALTCHA HMAC key only has to be secret and stable per process; derive it from the JWT secret.
    altchaHmacKey: env.ALTCHA_HMAC_KEY || `altcha:${creds.jwtSecret}`,
    altchaMaxNumber: intFrom(env, 'ALTCHA_MAX_NUMBER', 100_000),
    loginRateLimit: intFrom(env, 'LOGIN_RATE_LIMIT', 10),
    contactRateLimit: intFrom(env, 'CONTACT_RATE_LIMIT', 5),
    logLevel: env.LOG_LEVEL || 'log',
    traceExport: TraceExport.fromEnv(env),
    trustProxy: env.TRUST_PROXY || (env.PROXY_SECRET ? 'loopback' : 'false'),
    proxySecret: env.PROXY_SECRET || undefined,
    // A single process owns the embedded store, so its read cache never goes stale; with MongoDB
    // other instances may write, so cached reads expire quickly.
    readCacheTtlMs: intFrom(env, 'READ_CACHE_TTL_MS', mongoUri ? 1000 : 0),
    reviewRequired: env.REVIEW_REQUIRED === 'true',
    mail: mailConfig(env, dataDir),
    remotes: remotesConfig(env),
  };
}

function mailConfig(env: NodeJS.ProcessEnv, dataDir: string): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) throw new ConfigError('SMTP_URL must be smtp://user:pass@host:port or smtps://…');
  // The gateway's PUBLIC_URL names the same site: one setting serves both unless the API's is set apart.
  const publicSiteUrl = (env.PUBLIC_SITE_URL || env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+(\/.*)?$/.test(publicSiteUrl)) throw new ConfigError(`PUBLIC_SITE_URL must be an http(s) URL, got "${publicSiteUrl}"`);
  return {
    smtpUrl,
    from: env.MAIL_FROM || 'Auralis Life Sciences <no-reply@localhost>',
    publicSiteUrl,
    outboxDir: resolve(dataDir, 'outbox'),
    tickMs: intFrom(env, 'MAIL_TICK_MS', 5000),
    enquiryTo: addressList(env.ENQUIRY_MAIL_TO, 'ENQUIRY_MAIL_TO'),
  };
}

/** A comma-separated list of e-mail addresses; a start with anything else is refused (a typo would lose enquiries). */
function addressList(value: string | undefined, name: string): string[] {
  const addresses = (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = addresses.find((address) => !/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(address));
  if (wrong) throw new ConfigError(`${name} must be e-mail addresses separated by commas, got "${wrong}"`);
  return addresses;
}

function metricsFrom(env: NodeJS.ProcessEnv, port: number): MetricsSettings {
  try {
    return metricsSettings(env, port);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** A clock that anyone with an Administrator's session could move has no place outside development mode. */
function clockControl(env: NodeJS.ProcessEnv, development: boolean): boolean {
  const on = flag(env, 'SCHEDULING_CLOCK_CONTROL') ?? false;
  if (on && !development)
    throw new ConfigError("SCHEDULING_CLOCK_CONTROL=true is refused outside NODE_ENV=development (it lets the scheduler's clock be moved)");
  return on;
}

function remotesConfig(env: NodeJS.ProcessEnv): AppConfig['remotes'] {
  const deployToken = env.REMOTES_DEPLOY_TOKEN || undefined;
  if (deployToken && deployToken.length < 32) throw new ConfigError('REMOTES_DEPLOY_TOKEN must be at least 32 characters');
  const fetchOrigin = env.REMOTE_FETCH_ORIGIN || undefined;
  if (fetchOrigin && !/^https?:\/\/[^/]+\/?$/.test(fetchOrigin)) throw new ConfigError(`REMOTE_FETCH_ORIGIN must be an http(s) origin, got "${fetchOrigin}"`);
  const reportSecret = env.REMOTE_REPORT_SECRET || env.PROXY_SECRET || undefined;
  if (env.REMOTE_REPORT_SECRET && env.REMOTE_REPORT_SECRET.length < 32) throw new ConfigError('REMOTE_REPORT_SECRET must be at least 32 characters');
  return {
    deployToken,
    fetchOrigin,
    reportRateLimit: intFrom(env, 'REMOTE_REPORT_RATE_LIMIT', 120),
    reportKey: reportSecret ? reportKeyOf(reportSecret) : undefined,
    reportClientCap: Math.max(1, intFrom(env, 'REMOTE_REPORT_CLIENT_CAP', 5)),
    reportMinClients: Math.max(1, intFrom(env, 'REMOTE_REPORT_MIN_CLIENTS', 2)),
  };
}

export const DEV_DEFAULTS = { username: DEV_ADMIN_USERNAME, password: DEV_ADMIN_PASSWORD };
