import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { cookieOptions } from './session-cookie.js';

/** The browser's proof that it signed in to an account before. Path: only the sign-in route gets it. */
export const DEVICE_COOKIE = 'admin_device';
const DEVICE_COOKIE_PATH = '/api/auth/login';
const DEVICE_AUDIENCE = 'device';
const DEVICE_TTL_SECONDS = 180 * 24 * 3600;

/** A known browser of one account: the account's normalised name and the browser's own id. */
export interface KnownDevice {
  account: string;
  id: string;
}

/**
 * OWASP "device cookies": a successful sign-in leaves a signed, httpOnly cookie naming the account
 * (and a random id for this browser). Failed sign-ins that present a valid one for the account they
 * try count against that browser alone, so an attacker's anonymous failures, which lock the account
 * for every unknown browser, never lock its owner out of the browser they use.
 */
@Injectable()
export class DeviceCookies {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The known device the request's cookie names for `account`; null without one, for another account, forged or expired. */
  async of(req: Request, account: string): Promise<KnownDevice | null> {
    const token = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
    if (typeof token !== 'string' || !token) return null;
    try {
      const claims = await this.jwt.verifyAsync<{ sub?: unknown; did?: unknown }>(token, { algorithms: ['HS256'], audience: DEVICE_AUDIENCE });
      return claims.sub === account && typeof claims.did === 'string' ? { account, id: claims.did } : null;
    } catch {
      return null;
    }
  }

  /** Sets (or renews, keeping the browser's id) the cookie after a successful sign-in. */
  async remember(req: Request, res: Response, account: string, known: KnownDevice | null): Promise<void> {
    const did = known?.id ?? randomBytes(18).toString('base64url');
    const token = await this.jwt.signAsync({ sub: account, did }, { audience: DEVICE_AUDIENCE, expiresIn: DEVICE_TTL_SECONDS });
    res.cookie(DEVICE_COOKIE, token, { ...cookieOptions(this.config, req), path: DEVICE_COOKIE_PATH, maxAge: DEVICE_TTL_SECONDS * 1000 });
  }
}
