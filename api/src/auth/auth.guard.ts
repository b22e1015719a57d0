import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ADMIN_ONLY, IS_PUBLIC, type AuthUser } from './auth.decorators.js';
import { CROSS_SITE_REFUSED, isCrossSite } from './csrf.js';
import { sessionCookieOf, setSessionCookie } from './session-cookie.js';
import { INVALID_PREVIEW_TOKEN, PREVIEW_TOKEN_HEADER, PreviewTokenService, type PreviewGrant } from './preview-token.service.js';
import { SessionService, type ActiveSession } from './session.service.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Credentials = { kind: 'bearer' | 'cookie'; token: string };

/** What the guard leaves on the request for handlers (logout, preview check) and interceptors (public reads). */
export type AuthedRequest = Request & { user?: AuthUser; authSession?: ActiveSession; preview?: PreviewGrant };

/**
 * Registered globally, so protection is the default: every write needs a valid session unless its
 * handler is marked @Public(); reads are open unless marked @AdminOnly(). A new write route can
 * therefore never ship unprotected by mistake.
 *
 * Credentials are a bearer token (scripts, tests) or the httpOnly session cookie (the browser).
 * They are read on EVERY request, public reads included: valid ones set `req.user` (so a public
 * read can tell an admin from a visitor), absent or invalid ones on a public route are simply
 * anonymous. A write authenticated by the cookie must also come from this site (CSRF); a bearer
 * token cannot be attached by another site, so bearer requests skip that check.
 *
 * A read may carry a preview token (X-Preview-Token) instead: a valid one makes a public read answer
 * like the admin (req.user), an invalid or expired one is a 401 (a preview must never silently show
 * the published page as if it were the draft). It opens no admin-only read and no write: writes
 * never look at it.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly previews: PreviewTokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const credentials = credentialsOf(req);
    const session = credentials ? await this.sessions.authenticate(credentials.token) : null;
    if (session) {
      req.user = session.user;
      req.authSession = session;
      if (session.renewed && credentials?.kind === 'cookie') {
        setSessionCookie(context.switchToHttp().getResponse<Response>(), req, this.config, credentials.token, session.expiresAt);
      }
    }
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets);
    const read = READ_METHODS.has(req.method);
    if (read) await this.admitPreview(req, adminOnly);
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (read && !adminOnly) return true;
    if (!session) throw new UnauthorizedException(credentials ? 'Invalid or expired session' : 'Authentication required');
    if (!read && credentials?.kind === 'cookie' && isCrossSite(req)) throw new ForbiddenException(CROSS_SITE_REFUSED);
    return true;
  }

  /** Checks a read's preview token, if it has one; without a session, a valid one reads like the admin. */
  private async admitPreview(req: AuthedRequest, adminOnly: boolean | undefined): Promise<void> {
    const header = req.headers[PREVIEW_TOKEN_HEADER];
    if (header === undefined) return;
    const grant = typeof header === 'string' ? await this.previews.verify(header) : null;
    if (!grant) throw new UnauthorizedException(INVALID_PREVIEW_TOKEN);
    req.preview = grant;
    if (!req.user && !adminOnly) req.user = grant.user;
  }
}

/** An Authorization header wins over the cookie: a script's explicit token is what it means to use. */
function credentialsOf(req: Request): Credentials | null {
  const header = req.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(' ');
    return scheme?.toLowerCase() === 'bearer' && token ? { kind: 'bearer', token } : { kind: 'bearer', token: '' };
  }
  const cookie = sessionCookieOf(req);
  return cookie ? { kind: 'cookie', token: cookie } : null;
}
