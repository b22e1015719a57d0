import { readViewOf } from '../../src/platform/http/content-view.decorator.js';
import { describe, expect, it } from '@jest/globals';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Permit, Public, SignedIn } from '../../src/platform/auth/auth.decorators.js';
import type { AccountsService } from '../../src/platform/auth/accounts.service.js';
import type { AuditService } from '../../src/platform/audit/audit.service.js';
import { AuthGuard, type AuthedRequest } from '../../src/platform/auth/auth.guard.js';
import type { PreviewTokenService } from '../../src/platform/auth/preview-token.service.js';
import type { ActiveSession, SessionService } from '../../src/platform/auth/session.service.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { DEPLOY_USER, DeployTokenService } from '../../src/platform/auth/deploy-token.service.js';

/*
 * The guard's contract with the rest of the API (public reads decide what to show by req.user):
 * valid credentials set req.user on EVERY request, public reads included; absent or invalid ones on
 * a public route are anonymous, never an error. The session lookup is faked at the edge.
 */

class Routes {
  @Public() login() {}
  @Public() publicRead() {}
  @SignedIn() me() {}
  @Permit('content.edit') write() {}
  @Permit('users.manage') manageUsers() {}
  @Permit('remotes.manage') promoteRelease() {}
  undeclared() {}
}

const VALID: ActiveSession = {
  user: { username: 'admin', role: 'Administrator' },
  userId: 'built-in-admin',
  id: 's1',
  expiresAt: new Date(Date.now() + 60_000),
  absoluteExpiresAt: new Date(Date.now() + 3_600_000),
  renewed: false,
};
const EDITOR: ActiveSession = { ...VALID, id: 's2', userId: 'u2', user: { username: 'ed@example.com', role: 'Editor' } };
const GONE: ActiveSession = { ...VALID, id: 's3', userId: 'u3', user: { username: 'gone@example.com', role: 'Editor' } };
const byToken: Record<string, ActiveSession> = { good: VALID, editor: EDITOR, deactivated: GONE };
const sessions = { authenticate: async (token: string) => byToken[token] ?? null } as unknown as SessionService;
// The account as it is now: u3 was deactivated after signing in; u2 was promoted to Administrator.
const accounts = {
  current: async (id: string, username: string) =>
    id === 'u3' ? null : id === 'u2' ? { username, role: 'Administrator' as const } : { username, role: 'Administrator' as const },
} as unknown as AccountsService;
const denied: string[] = [];
const audit = { recordDenied: async (permission: string) => void denied.push(permission) } as unknown as AuditService;
const previews = {
  verify: async (token: string) =>
    token === 'preview-good' ? { user: { username: 'admin', role: 'Viewer' }, expiresAt: new Date(Date.now() + 600_000) } : null,
} as unknown as PreviewTokenService;
const DEPLOY_TOKEN = 'deploy-token-of-at-least-thirty-two-characters';
const config = { production: false, remotes: { deployToken: DEPLOY_TOKEN, reportRateLimit: 1 } } as AppConfig;
const guard = new AuthGuard(new Reflector(), sessions, config, previews, audit, accounts, new DeployTokenService(config));

function context(handler: keyof Routes, req: Partial<AuthedRequest>): { ctx: ExecutionContext; req: AuthedRequest } {
  const request = { headers: {}, cookies: {}, ...req } as AuthedRequest;
  const ctx = {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({ cookie: () => undefined }) }),
  } as unknown as ExecutionContext;
  return { ctx, req: request };
}

describe('AuthGuard', () => {
  it('sets req.user on a public read when a valid cookie or bearer token comes with it', async () => {
    for (const req of [
      { method: 'GET', cookies: { admin_session: 'good' } },
      { method: 'GET', headers: { authorization: 'Bearer good' } },
    ]) {
      const { ctx, req: seen } = context('publicRead', req);
      await expect(guard.canActivate(ctx)).resolves.toBe(true);
      expect(seen.user).toEqual({ username: 'admin', role: 'Administrator' });
    }
  });

  it('treats absent or invalid credentials on public routes as anonymous, never an error', async () => {
    for (const req of [{ method: 'GET' }, { method: 'GET', cookies: { admin_session: 'bad' } }, { method: 'GET', headers: { authorization: 'Bearer bad' } }]) {
      const { ctx, req: seen } = context('publicRead', req);
      await expect(guard.canActivate(ctx)).resolves.toBe(true);
      expect(seen.user).toBeUndefined();
    }
    const { ctx } = context('login', { method: 'POST', cookies: { admin_session: 'bad' } });
    await expect(guard.canActivate(ctx)).resolves.toBe(true);
  });

  it('refuses a route that declares no permission, whoever asks (403)', async () => {
    for (const req of [{ method: 'GET' }, { method: 'GET', headers: { authorization: 'Bearer good' } }]) {
      await expect(guard.canActivate(context('undeclared', req).ctx)).rejects.toThrow('declares no permission');
    }
  });

  it("takes the role from the account as it is now, and a deactivated account's session is no session", async () => {
    const promoted = context('manageUsers', { method: 'POST', headers: { authorization: 'Bearer editor' } });
    await expect(guard.canActivate(promoted.ctx)).resolves.toBe(true);
    expect(promoted.req.user).toEqual({ username: 'ed@example.com', role: 'Administrator' });
    await expect(guard.canActivate(context('me', { method: 'GET', headers: { authorization: 'Bearer deactivated' } }).ctx)).rejects.toThrow(
      'Invalid or expired session',
    );
  });

  it('refuses admin reads and writes without a valid session (401)', async () => {
    await expect(guard.canActivate(context('me', { method: 'GET' }).ctx)).rejects.toThrow(UnauthorizedException);
    await expect(guard.canActivate(context('write', { method: 'PUT', cookies: { admin_session: 'bad' } }).ctx)).rejects.toThrow('Invalid or expired session');
    await expect(guard.canActivate(context('write', { method: 'PUT' }).ctx)).rejects.toThrow('Authentication required');
  });

  it('refuses a cookie-authenticated write from another site (403); bearer writes are exempt', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    await expect(guard.canActivate(context('write', { method: 'PUT', cookies: { admin_session: 'good' }, headers: crossSite }).ctx)).rejects.toThrow(
      ForbiddenException,
    );
    await expect(guard.canActivate(context('write', { method: 'PUT', headers: { ...crossSite, authorization: 'Bearer good' } }).ctx)).resolves.toBe(true);
    await expect(
      guard.canActivate(context('write', { method: 'PUT', cookies: { admin_session: 'good' }, headers: { 'sec-fetch-site': 'same-origin' } }).ctx),
    ).resolves.toBe(true);
  });

  it("a valid preview token makes a public read the admin's; it opens no admin-only read and no write", async () => {
    const preview = { 'x-preview-token': 'preview-good' };
    const { ctx, req: seen } = context('publicRead', { method: 'GET', headers: preview });
    await expect(guard.canActivate(ctx)).resolves.toBe(true);
    expect(seen.user).toEqual({ username: 'admin', role: 'Viewer' });
    expect(seen.preview?.user).toEqual({ username: 'admin', role: 'Viewer' });
    await expect(guard.canActivate(context('me', { method: 'GET', headers: preview }).ctx)).rejects.toThrow('Authentication required');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const write = context('write', { method, headers: preview });
      await expect(guard.canActivate(write.ctx)).rejects.toThrow('Authentication required');
      expect(write.req.user).toBeUndefined();
    }
  });

  it('decides once which copy the request reads: a session every working copy, a preview its page only, anyone else the release', async () => {
    const pagePreviews = { verify: async () => ({ user: { username: 'admin', role: 'Viewer' }, page: 'about', expiresAt: new Date(Date.now() + 600_000) }) };
    const previewing = new AuthGuard(
      new Reflector(),
      sessions,
      config,
      pagePreviews as unknown as PreviewTokenService,
      audit,
      accounts,
      new DeployTokenService(config),
    );
    const viewOf = async (req: Partial<AuthedRequest>) => {
      const { ctx, req: seen } = context('publicRead', { method: 'GET', ...req });
      await previewing.canActivate(ctx);
      return readViewOf(seen);
    };
    const anonymous = await viewOf({});
    expect([anonymous.readsRelease('about'), anonymous.readsRelease('home')]).toEqual([true, true]);
    const session = await viewOf({ cookies: { admin_session: 'good' }, headers: { 'x-preview-token': 'preview-good' } });
    expect([session.readsRelease('about'), session.readsRelease('home'), session.readOutsidePreview]).toEqual([false, false, false]);
    const preview = await viewOf({ headers: { 'x-preview-token': 'preview-good' } });
    expect([preview.readsRelease('about'), preview.readOutsidePreview]).toEqual([false, false]);
    expect([preview.readsRelease('home'), preview.readOutsidePreview]).toEqual([true, true]);
    // Each request its own view: one preview's read outside its page marks no other request's.
    expect((await viewOf({ headers: { 'x-preview-token': 'preview-good' } })).readOutsidePreview).toBe(false);
  });

  it('an invalid preview token on a read is a 401 with a message, never an anonymous read', async () => {
    for (const handler of ['publicRead', 'login'] as const) {
      const { ctx, req: seen } = context(handler, { method: 'GET', headers: { 'x-preview-token': 'forged' } });
      await expect(guard.canActivate(ctx)).rejects.toThrow('Invalid or expired preview token');
      expect(seen.user).toBeUndefined();
    }
  });

  it("a deploy pipeline's token opens the registry's routes ('remotes.manage') and nothing else", async () => {
    const { ctx, req } = context('promoteRelease', { method: 'POST', headers: { 'x-deploy-token': DEPLOY_TOKEN } });
    await expect(guard.canActivate(ctx)).resolves.toBe(true);
    expect(req.user).toEqual(DEPLOY_USER);
    for (const handler of ['write', 'manageUsers', 'me'] as const) {
      await expect(guard.canActivate(context(handler, { method: 'POST', headers: { 'x-deploy-token': DEPLOY_TOKEN } }).ctx)).rejects.toBeInstanceOf(
        UnauthorizedException,
      );
    }
    for (const wrong of [DEPLOY_TOKEN.slice(1), `${DEPLOY_TOKEN}x`, '']) {
      await expect(guard.canActivate(context('promoteRelease', { method: 'POST', headers: { 'x-deploy-token': wrong } }).ctx)).rejects.toBeInstanceOf(
        UnauthorizedException,
      );
    }
    const noToken = new AuthGuard(
      new Reflector(),
      sessions,
      { production: false, remotes: { reportRateLimit: 1 } } as AppConfig,
      previews,
      audit,
      accounts,
      new DeployTokenService({ remotes: { reportRateLimit: 1 } } as AppConfig),
    );
    await expect(noToken.canActivate(context('promoteRelease', { method: 'POST', headers: { 'x-deploy-token': '' } }).ctx)).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });
});
