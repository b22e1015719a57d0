import { ForbiddenException, Inject, Injectable, Logger, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ACCOUNT_TEXTS, can, type Permission } from '@pharma/shared/content';
import { AuditService } from '../audit/audit.service.js';
import { AccountsService } from './accounts.service.js';
import { setReadView } from '../http/content-view.decorator.js';
import { requestContext } from '../http/request-context.js';
import { ReadView } from '../store/read-view.js';
import { PERMISSION, type AuthUser } from './auth.decorators.js';
import { CROSS_SITE_REFUSED, isCrossSite } from './csrf.js';
import { sessionCookieOf, setSessionCookie } from './session-cookie.js';
import { INVALID_PREVIEW_TOKEN, PREVIEW_TOKEN_HEADER, PreviewTokenService, type PreviewGrant } from './preview-token.service.js';
import { SessionService, type ActiveSession } from './session.service.js';
import { DeployTokenService } from './deploy-token.service.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Credentials = { kind: 'bearer' | 'cookie'; token: string };

/** What the guard leaves on the request for handlers (logout, preview check) and interceptors (public reads). */
export type AuthedRequest = Request & { user?: AuthUser; authSession?: ActiveSession; preview?: PreviewGrant };

export const NO_PERMISSION_DECLARED = 'This route declares no permission, so nobody may use it.';

/**
 * Registered globally. Every route names what it needs (@Permit, see auth.decorators.ts): 'public'
 * routes are open, every other one needs a live session whose role holds the permission (401
 * without one, 403 with the wrong role). A route that names nothing is refused for everyone, so a
 * new route can never ship open by mistake.
 *
 * Credentials are a bearer token (scripts, tests) or the httpOnly session cookie (the browser).
 * They are read on EVERY request, public reads included: valid ones set `req.user` (so a public
 * read can tell a signed-in user from a visitor), absent or invalid ones on a public route are
 * simply anonymous. A write authenticated by the cookie must also come from this site (CSRF); a
 * bearer token cannot be attached by another site, so bearer requests skip that check.
 *
 * A read may carry a preview token (X-Preview-Token) instead: a valid one makes a public read answer
 * like a signed-in Viewer, an invalid or expired one is a 401 (a preview must never silently show
 * the published page as if it were the draft). It opens nothing but public reads.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly previews: PreviewTokenService,
    private readonly audit: AuditService,
    private readonly accounts: AccountsService,
    private readonly deployToken: DeployTokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION, [context.getHandler(), context.getClass()]);
    const credentials = credentialsOf(req);
    const session = credentials ? await this.signedIn(credentials.token) : null;
    if (session) {
      req.user = session.user;
      req.authSession = session;
      const request = requestContext();
      if (request) request.user = session.user;
      setReadView(req, ReadView.working()); // the one place reads split: signed in, the drafts; anonymous, the release
      if (session.renewed && credentials?.kind === 'cookie') {
        setSessionCookie(context.switchToHttp().getResponse<Response>(), req, this.config, credentials.token, session.expiresAt);
      }
    }
    const read = READ_METHODS.has(req.method);
    if (read) await this.admitPreview(req, permission);
    if (!permission) {
      this.logger.error(`${req.method} ${req.path} declares no permission (@Permit); refused`);
      throw new ForbiddenException(NO_PERMISSION_DECLARED);
    }
    if (permission === 'public') return true;
    if (!session && permission === 'remotes.manage' && this.deployToken.admits(req)) return true;
    if (!session) throw new UnauthorizedException(credentials ? 'Invalid or expired session' : 'Authentication required');
    if (!read && credentials?.kind === 'cookie' && isCrossSite(req)) throw new ForbiddenException(CROSS_SITE_REFUSED);
    if (!can(session.user.role, permission)) {
      await this.audit.recordDenied(permission, routePattern(req));
      throw new ForbiddenException(ACCOUNT_TEXTS.permissionDenied(session.user.role));
    }
    return true;
  }

  /** The live session a token names, with its user as their account is now (deactivated: none; a new role counts at once). */
  private async signedIn(token: string): Promise<ActiveSession | null> {
    const session = await this.sessions.authenticate(token);
    const user = session && (await this.accounts.current(session.userId, session.user.username));
    return session && user ? { ...session, user } : null;
  }

  /** Checks a read's preview token, if it has one; without a session, a valid one reads like a Viewer. */
  private async admitPreview(req: AuthedRequest, permission: Permission | undefined): Promise<void> {
    const header = req.headers[PREVIEW_TOKEN_HEADER];
    if (header === undefined) return;
    const grant = typeof header === 'string' ? await this.previews.verify(header) : null;
    if (!grant) throw new UnauthorizedException(INVALID_PREVIEW_TOKEN);
    req.preview = grant;
    // With a session the admin sees every page's drafts anyway; a preview alone shows its own page's.
    if (!req.user) setReadView(req, ReadView.preview(grant.page));
    if (!req.user && permission === 'public') req.user = grant.user;
  }
}
/** The matched route's pattern ('/api/users/:id'): refusals are counted per route, whatever id a request names. */
function routePattern(req: Request): string | undefined {
  const path = (req as Request & { route?: { path?: unknown } }).route?.path;
  return typeof path === 'string' ? path : undefined;
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
