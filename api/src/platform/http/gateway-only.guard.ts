import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { isFromGateway } from './forwarded-trust.js';

/**
 * Internal routes the site gateway calls (CSP reports): the request must carry PROXY_SECRET, which
 * installForwardedTrust checks and removes before anything else runs. Without PROXY_SECRET configured
 * nobody can prove it, so the route is closed.
 */
@Injectable()
export class GatewayOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (isFromGateway(context.switchToHttp().getRequest<object>())) return true;
    throw new ForbiddenException('Only the site gateway may call this route.');
  }
}
