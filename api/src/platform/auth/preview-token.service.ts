import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { PAGE_OF_ROUTE } from '../config/site-pages.js';
import { AccountsService } from './accounts.service.js';
import type { AuthUser } from './auth.decorators.js';
import { SessionService, type ActiveSession } from './session.service.js';

/** The request header a preview token travels in (the gateway sets it from `?preview=`). */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
/** Its own audience: a session token is never a preview token, and a preview token never a session. */
export const PREVIEW_AUDIENCE = 'preview';
export const PREVIEW_TTL_SECONDS = 10 * 60;
export const INVALID_PREVIEW_TOKEN = 'Invalid or expired preview token: ask for a new preview link.';

/** What a valid preview token grants: reading one page like this admin (its drafts, inactive content included), until expiresAt. */
export interface PreviewGrant {
  user: AuthUser;
  expiresAt: Date;
  /** The page key whose drafts it shows (`about`); every other page reads as visitors see it. */
  page: string;
}

/**
 * Preview tokens: JWTs signed with the API's secret, audience "preview", ten minutes at most. Each
 * names the session that asked for it and lives only as long as that session does: a logout, a
 * password change or deactivation (which end the person's sessions), or the session's expiry ends
 * it too, on every instance (the session is read from the store). They only ever authorise reads;
 * the guard never looks at them for a write.
 */
@Injectable()
export class PreviewTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionService,
  ) {}

  /** A token for `route`'s page (the controller checked it is a public route). */
  async issue(user: AuthUser, session: ActiveSession, route: string): Promise<{ token: string; expiresAt: string }> {
    const page = PAGE_OF_ROUTE.get(route);
    if (!page) throw new Error(`No page shows ${route}`);
    const claims = { sub: user.username, uid: session.userId, sid: session.id, scope: 'preview', page };
    const token = await this.jwt.signAsync(claims, { audience: PREVIEW_AUDIENCE, expiresIn: PREVIEW_TTL_SECONDS });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The grant of a valid token; null for anything else (forged, expired, another audience, its session over, a user who may no longer sign in). */
  async verify(token: string): Promise<PreviewGrant | null> {
    const claims = await this.claims(token);
    if (!claims || !(await this.sessions.isLive(claims.sid, claims.sub))) return null;
    if (!(await this.accounts.current(claims.uid, claims.sub))) return null;
    // A preview only reads: it carries the least role that may read unpublished content.
    return { user: { username: claims.sub, role: 'Viewer' }, expiresAt: new Date(claims.exp * 1000), page: claims.page };
  }

  /** A token without a page (made before tokens were scoped) would show every page's drafts: refused. */
  private async claims(token: string): Promise<{ sub: string; uid: string; sid: string; exp: number; page: string } | null> {
    try {
      const claims = await this.jwt.verifyAsync<{ sub?: unknown; uid?: unknown; sid?: unknown; scope?: unknown; exp?: unknown; page?: unknown }>(token, {
        algorithms: ['HS256'],
        audience: PREVIEW_AUDIENCE,
      });
      const { sub, uid, sid, scope, exp, page } = claims;
      const strings = [sub, uid, sid, page].every((v) => typeof v === 'string');
      return scope === 'preview' && strings && typeof exp === 'number'
        ? { sub: sub as string, uid: uid as string, sid: sid as string, exp, page: page as string }
        : null;
    } catch {
      return null;
    }
  }
}
