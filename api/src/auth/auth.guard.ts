import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_ONLY, IS_PUBLIC, type AuthUser } from './auth.decorators.js';
import { AuthService } from './auth.service.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Registered globally, so protection is the default: every write needs a valid bearer token unless
 * its handler is marked @Public(); reads are open unless marked @AdminOnly(). A new write route can
 * therefore never ship unprotected by mistake.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector, private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets);
    if (READ_METHODS.has(req.method) && !adminOnly) {
      // Optional authentication: valid credentials let the admin read unpublished content too;
      // absent or invalid ones leave the read anonymous (never a 401 on a public page).
      req.user = await this.authenticate(req.headers.authorization).catch(() => undefined);
      return true;
    }
    req.user = await this.authenticate(req.headers.authorization);
    return true;
  }

  private async authenticate(header: string | undefined): Promise<AuthUser> {
    const [scheme, token] = (header ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedException('Authentication required');
    const user = await this.auth.verify(token);
    if (!user) throw new UnauthorizedException('Invalid or expired token');
    return user;
  }
}
