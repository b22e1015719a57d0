import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AccountsService } from './accounts.service.js';
import type { AuthUser } from './auth.decorators.js';

/** The request header a preview token travels in (the gateway sets it from `?preview=`). */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
/** Its own audience: a session token is never a preview token, and a preview token never a session. */
export const PREVIEW_AUDIENCE = 'preview';
export const PREVIEW_TTL_SECONDS = 10 * 60;
export const INVALID_PREVIEW_TOKEN = 'Invalid or expired preview token: ask for a new preview link.';

/** What a valid preview token grants: reading like this admin (inactive content included), until expiresAt. */
export interface PreviewGrant {
  user: AuthUser;
  expiresAt: Date;
}

/**
 * Preview tokens: JWTs signed with the API's secret, audience "preview", ten minutes, no session
 * behind them (they can be handed to the gateway in a URL). They only ever authorise reads; the
 * guard never looks at them for a write.
 */
@Injectable()
export class PreviewTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly accounts: AccountsService,
  ) {}

  async issue(user: AuthUser, userId: string): Promise<{ token: string; expiresAt: string }> {
    const claims = { sub: user.username, uid: userId, scope: 'preview' };
    const token = await this.jwt.signAsync(claims, { audience: PREVIEW_AUDIENCE, expiresIn: PREVIEW_TTL_SECONDS });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The grant of a valid token; null for anything else (forged, expired, another audience, a user who may no longer sign in). */
  async verify(token: string): Promise<PreviewGrant | null> {
    const claims = await this.claims(token);
    if (!claims || !(await this.accounts.current(claims.uid, claims.sub))) return null;
    // A preview only reads: it carries the least role that may read unpublished content.
    return { user: { username: claims.sub, role: 'Viewer' }, expiresAt: new Date(claims.exp * 1000) };
  }

  private async claims(token: string): Promise<{ sub: string; uid: string; exp: number } | null> {
    try {
      const claims = await this.jwt.verifyAsync<{ sub?: unknown; uid?: unknown; scope?: unknown; exp?: unknown }>(token, {
        algorithms: ['HS256'],
        audience: PREVIEW_AUDIENCE,
      });
      const { sub, uid, scope, exp } = claims;
      return scope === 'preview' && typeof sub === 'string' && typeof uid === 'string' && typeof exp === 'number' ? { sub, uid, exp } : null;
    } catch {
      return null;
    }
  }
}
