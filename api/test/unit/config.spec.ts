import { describe, expect, it } from '@jest/globals';
import bcrypt from 'bcryptjs';
import { ConfigError, loadConfig } from '../../src/platform/config/app-config.js';

describe('config from the environment', () => {
  const DEV = { NODE_ENV: 'development' };
  const SECRETS = { ADMIN_PASSWORD_HASH: bcrypt.hashSync('s3cret', 4), JWT_SECRET: 'j'.repeat(32), AUDIT_SECRET: 'a'.repeat(32) };

  it('has working development defaults (admin / admin123) only in development mode', async () => {
    const config = loadConfig({ ...DEV, DATA_DIR: '/tmp/x' });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: '/tmp/x', uploadsDir: '/tmp/x/uploads', dbDir: '/tmp/x/db', jwtExpiresIn: '8h' });
    expect(config.development).toBe(true);
    expect(config.adminUsername).toBe('admin');
    expect(await bcrypt.compare('admin123', config.adminPasswordHash)).toBe(true);
    expect(config.mongoUri).toBeUndefined();
    expect(config.demoCredentials).toEqual({ username: 'admin', password: 'admin123' });
    expect(config.apiDocs).toBe(true);
  });

  it('refuses any other start without secrets, naming what to set', () => {
    for (const NODE_ENV of [undefined, '', 'test', 'prod', 'Development']) {
      expect(() => loadConfig({ NODE_ENV })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV })).toThrow(/set ADMIN_PASSWORD_HASH, JWT_SECRET, AUDIT_SECRET .*NODE_ENV=development/);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD_HASH: SECRETS.ADMIN_PASSWORD_HASH })).toThrow(/set JWT_SECRET,/);
    expect(() => loadConfig({ ...SECRETS, JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...SECRETS, AUDIT_SECRET: '' })).toThrow(/set AUDIT_SECRET,/);
    expect(() => loadConfig({ ...SECRETS, AUDIT_SECRET: 'short' })).toThrow(/AUDIT_SECRET must be at least 32/);
    const test = loadConfig({ NODE_ENV: 'test', ...SECRETS });
    expect(test).toMatchObject({
      development: false,
      production: false,
      adminUsername: 'admin',
      jwtSecret: SECRETS.JWT_SECRET,
      auditSecret: SECRETS.AUDIT_SECRET,
      apiDocs: false,
    });
    expect(loadConfig(DEV).auditSecret).toMatch(/^dev-only-/);
    expect(test.demoCredentials).toBeUndefined();
  });

  it('offers demo credentials only while the development password is in use in development', () => {
    expect(loadConfig({ ...DEV, ADMIN_PASSWORD_HASH: SECRETS.ADMIN_PASSWORD_HASH }).demoCredentials).toBeUndefined();
    const production = loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'ops', ...SECRETS });
    expect(production.demoCredentials).toBeUndefined();
  });

  it('defaults DATA_DIR to <repo root>/.data', () => {
    expect(loadConfig(DEV).dataDir).toMatch(/\/\.data$/);
    expect(loadConfig(DEV).dataDir).not.toMatch(/\/api\/\.data$/);
  });

  it('refuses to start in production without credentials and a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_USERNAME, ADMIN_PASSWORD_HASH, JWT_SECRET, AUDIT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'a', ADMIN_PASSWORD_HASH: bcrypt.hashSync('p', 4) })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ADMIN_USERNAME: 'a',
        ADMIN_PASSWORD_HASH: bcrypt.hashSync('p', 4),
        JWT_SECRET: 'short',
        AUDIT_SECRET: SECRETS.AUDIT_SECRET,
      }),
    ).toThrow(/32/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      ADMIN_USERNAME: 'a',
      ADMIN_PASSWORD_HASH: bcrypt.hashSync('p', 4),
      JWT_SECRET: 's'.repeat(32),
      AUDIT_SECRET: SECRETS.AUDIT_SECRET,
    });
    expect(ok.production).toBe(true);
    expect(ok.apiDocs).toBe(false);
  });

  it('serves the API docs outside development only with API_DOCS=true', () => {
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'a', ...SECRETS, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'a', ...SECRETS, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ ...DEV, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ ...DEV, API_DOCS: 'yes' })).toThrow(/API_DOCS must be true or false/);
  });

  it('reads the session lifetimes and the lockout: 15 min idle within the absolute lifetime', () => {
    expect(loadConfig(DEV)).toMatchObject({ sessionIdleMs: 15 * 60_000, sessionMaxMs: 8 * 3_600_000, loginLockoutThreshold: 5, loginLockoutMs: 60_000 });
    const custom = loadConfig({
      ...DEV,
      SESSION_IDLE_TIMEOUT: '90',
      JWT_EXPIRES_IN: '1h',
      LOGIN_LOCKOUT_THRESHOLD: '3',
      LOGIN_LOCKOUT_SECONDS: '2',
      SESSION_COOKIE_SECURE: 'true',
    });
    expect(custom).toMatchObject({ sessionIdleMs: 90_000, sessionMaxMs: 3_600_000, loginLockoutThreshold: 3, loginLockoutMs: 2000, cookieSecure: true });
    expect(loadConfig({ ...DEV, SESSION_IDLE_TIMEOUT: '10h' }).sessionIdleMs).toBe(8 * 3_600_000);
    expect(() => loadConfig({ ...DEV, SESSION_IDLE_TIMEOUT: 'soon' })).toThrow(/SESSION_IDLE_TIMEOUT/);
  });

  it('rejects a password hash that is not bcrypt and malformed numbers', () => {
    expect(() => loadConfig({ ...DEV, ADMIN_PASSWORD_HASH: 'plaintext' })).toThrow(/bcrypt/);
    expect(() => loadConfig({ ...DEV, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...DEV, JWT_EXPIRES_IN: 'forever' })).toThrow(/JWT_EXPIRES_IN/);
  });

  it('reads the switches: MongoDB, reCAPTCHA, limits, expiry in seconds', () => {
    const config = loadConfig({
      ...DEV,
      MONGODB_URI: 'mongodb://db/site',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SECRET_KEY: 's',
      LOGIN_RATE_LIMIT: '3',
      CONTACT_RATE_LIMIT: '4',
      JWT_EXPIRES_IN: '3600',
    });
    expect(config).toMatchObject({ mongoUri: 'mongodb://db/site', loginRateLimit: 3, contactRateLimit: 4, jwtExpiresIn: 3600, readCacheTtlMs: 1000 });
    expect(config.recaptcha).toMatchObject({ siteKey: 'k', secretKey: 's' });
    expect(loadConfig({ ...DEV, RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toBeUndefined();
  });

  it('ships the rate limits 10 sign-ins, 5 enquiries and 120 remote-load reports a minute per client, in every mode', () => {
    for (const config of [loadConfig(DEV), loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'ops', ...SECRETS })]) {
      expect(config).toMatchObject({ loginRateLimit: 10, contactRateLimit: 5, remotes: { reportRateLimit: 120 } });
    }
  });

  it('the scheduling clock control is off unless asked for, and refused outside development mode', () => {
    expect(loadConfig(DEV).schedulingClockControl).toBe(false);
    expect(loadConfig({ ...DEV, SCHEDULING_CLOCK_CONTROL: 'true' }).schedulingClockControl).toBe(true);
    for (const env of [
      { NODE_ENV: 'production', ADMIN_USERNAME: 'ops', ...SECRETS },
      { NODE_ENV: 'test', ...SECRETS },
    ]) {
      expect(loadConfig(env).schedulingClockControl).toBe(false);
      expect(() => loadConfig({ ...env, SCHEDULING_CLOCK_CONTROL: 'true' })).toThrow(/SCHEDULING_CLOCK_CONTROL=true is refused outside NODE_ENV=development/);
    }
    expect(() => loadConfig({ ...DEV, SCHEDULING_CLOCK_CONTROL: 'yes' })).toThrow(/SCHEDULING_CLOCK_CONTROL must be true or false/);
  });

  it('mail: .eml files under the data folder unless SMTP_URL is set; links on PUBLIC_SITE_URL (else PUBLIC_URL, else localhost:8080)', () => {
    const plain = loadConfig({ ...DEV, DATA_DIR: '/tmp/x' }).mail;
    expect(plain).toMatchObject({ smtpUrl: undefined, outboxDir: '/tmp/x/outbox', publicSiteUrl: 'http://localhost:8080', tickMs: 5000 });
    expect(plain.from).toContain('Auralis Life Sciences');
    const smtp = loadConfig({ ...DEV, SMTP_URL: 'smtp://u:p@mail.example:587', MAIL_FROM: 'web@auralis.example', PUBLIC_SITE_URL: 'https://auralis.example/' });
    expect(smtp.mail).toMatchObject({ smtpUrl: 'smtp://u:p@mail.example:587', from: 'web@auralis.example', publicSiteUrl: 'https://auralis.example' });
    expect(() => loadConfig({ ...DEV, SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL must be/);
    expect(loadConfig({ ...DEV, PUBLIC_URL: 'https://www.auralis.example' }).mail.publicSiteUrl).toBe('https://www.auralis.example'); // the gateway's
    expect(() => loadConfig({ ...DEV, PUBLIC_SITE_URL: 'ftp://auralis.example' })).toThrow(/PUBLIC_SITE_URL must be an http\(s\) URL/);
    expect(loadConfig({ ...DEV, ENQUIRY_MAIL_TO: ' sales@auralis.example, ,ops@auralis.example ' }).mail.enquiryTo).toEqual([
      'sales@auralis.example',
      'ops@auralis.example',
    ]);
    expect(loadConfig(DEV).mail.enquiryTo).toEqual([]);
    expect(() => loadConfig({ ...DEV, ENQUIRY_MAIL_TO: 'sales@auralis.example; ops@auralis.example' })).toThrow(/ENQUIRY_MAIL_TO must be e-mail addresses/);
  });
});
