import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';

/** The admin session cookie. Path=/api: only API calls carry it, never page or asset requests. */
export const SESSION_COOKIE = 'admin_session';
export const SESSION_COOKIE_PATH = '/api';

/** The flags every admin cookie shares (the device cookie narrows the path). */
export function cookieOptions(config: AppConfig, req: Request): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: SESSION_COOKIE_PATH,
    // Secure in production and whenever the visitor came over HTTPS (req.secure honours TRUST_PROXY).
    secure: config.cookieSecure ?? (config.production || req.secure),
  };
}

/** Sets (or renews) the cookie; it lives as long as the session may stay idle, never past its hard end. */
export function setSessionCookie(res: Response, req: Request, config: AppConfig, token: string, expiresAt: Date): void {
  // Whole seconds, rounded up: Max-Age is written in seconds and must not fall short of the session.
  const maxAge = Math.ceil(Math.max(0, expiresAt.getTime() - Date.now()) / 1000) * 1000;
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(config, req), maxAge });
}

export function clearSessionCookie(res: Response, req: Request, config: AppConfig): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(config, req));
}

export function sessionCookieOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}
