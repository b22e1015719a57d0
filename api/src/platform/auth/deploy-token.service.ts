import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { actAs } from '../http/request-context.js';
import type { AuthUser } from './auth.decorators.js';

export const DEPLOY_TOKEN_HEADER = 'x-deploy-token';

/**
 * Who a deploy pipeline is in the trail. It holds exactly one permission, 'remotes.manage' (publish,
 * promote, roll back releases), the Administrators' own: the audit trail names it so.
 */
export const DEPLOY_USER: AuthUser = { username: 'deploy-token', role: 'Administrator', name: 'Deploy pipeline (REMOTES_DEPLOY_TOKEN)' };

/**
 * A deploy pipeline publishes a remote's release without a person's session: it sends
 * REMOTES_DEPLOY_TOKEN in X-Deploy-Token, which the auth guard accepts for 'remotes.manage' routes only.
 * No token configured: nothing is admitted this way. A header cannot be added by another site's page
 * (it would need CORS), so no CSRF check applies.
 */
@Injectable()
export class DeployTokenService {
  private readonly token: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.token = config.remotes.deployToken ? Buffer.from(config.remotes.deployToken) : null;
  }

  /** True when the request carries the configured token; the request then acts as DEPLOY_USER. */
  admits(req: Request & { user?: AuthUser }): boolean {
    const sent = req.headers[DEPLOY_TOKEN_HEADER];
    if (!this.token || typeof sent !== 'string') return false;
    const given = Buffer.from(sent);
    if (given.length !== this.token.length || !timingSafeEqual(given, this.token)) return false;
    req.user = DEPLOY_USER;
    actAs(DEPLOY_USER);
    return true;
  }
}
