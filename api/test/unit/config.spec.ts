import { describe, expect, it } from '@jest/globals';
import bcrypt from 'bcryptjs';
import { ConfigError, loadConfig } from '../../src/config/app-config.js';
import { logLevels } from '../../src/config/logger.js';

describe('config from the environment', () => {
  it('has working development defaults (admin / admin123) outside production', async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/x' });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: '/tmp/x', uploadsDir: '/tmp/x/uploads', dbDir: '/tmp/x/db', jwtExpiresIn: '8h' });
    expect(config.adminUsername).toBe('admin');
    expect(await bcrypt.compare('admin123', config.adminPasswordHash)).toBe(true);
    expect(config.mongoUri).toBeUndefined();
    expect(config.demoCredentials).toEqual({ username: 'admin', password: 'admin123' });
  });

  it('offers demo credentials only while the development password is in use outside production', () => {
    const hash = bcrypt.hashSync('s3cret', 4);
    expect(loadConfig({ ADMIN_PASSWORD_HASH: hash }).demoCredentials).toBeUndefined();
    const production = loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD_HASH: hash, JWT_SECRET: 'x'.repeat(32) });
    expect(production.demoCredentials).toBeUndefined();
  });

  it('defaults DATA_DIR to <repo root>/.data', () => {
    expect(loadConfig({}).dataDir).toMatch(/\/\.data$/);
    expect(loadConfig({}).dataDir).not.toMatch(/\/api\/\.data$/);
  });

  it('refuses to start in production without credentials and a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'a', ADMIN_PASSWORD_HASH: bcrypt.hashSync('p', 4) })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'a', ADMIN_PASSWORD_HASH: bcrypt.hashSync('p', 4), JWT_SECRET: 'short' })).toThrow(/32/);
    const ok = loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'a', ADMIN_PASSWORD_HASH: bcrypt.hashSync('p', 4), JWT_SECRET: 's'.repeat(32) });
    expect(ok.production).toBe(true);
  });

  it('rejects a password hash that is not bcrypt and malformed numbers', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD_HASH: 'plaintext' })).toThrow(/bcrypt/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_EXPIRES_IN: 'forever' })).toThrow(/JWT_EXPIRES_IN/);
  });

  it('reads the switches: MongoDB, reCAPTCHA, limits, expiry in seconds', () => {
    const config = loadConfig({
      MONGODB_URI: 'mongodb://db/site',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SECRET_KEY: 's',
      LOGIN_RATE_LIMIT: '3',
      CONTACT_RATE_LIMIT: '4',
      JWT_EXPIRES_IN: '3600',
    });
    expect(config).toMatchObject({ mongoUri: 'mongodb://db/site', loginRateLimit: 3, contactRateLimit: 4, jwtExpiresIn: 3600, readCacheTtlMs: 1000 });
    expect(config.recaptcha).toMatchObject({ siteKey: 'k', secretKey: 's' });
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toBeUndefined();
  });

  it('LOG_LEVEL names the least severe level printed', () => {
    expect(logLevels('warn')).toEqual(['fatal', 'error', 'warn']);
    expect(logLevels('debug')).toContain('debug');
    expect(logLevels('nonsense')).toEqual(['fatal', 'error', 'warn', 'log']);
  });
});
