import {
  applyDecorators,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export type RateLimitBucket = 'login' | 'contact';

const BUCKET = 'rate-limit:bucket';
const WINDOW_MS = 60_000;
/** Beyond this many tracked clients, expired windows are swept before adding another. */
const SWEEP_THRESHOLD = 10_000;

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed one-minute windows per client IP and bucket, in memory (per API instance). req.ip honours
 * TRUST_PROXY, so behind the site gateway it is the visitor's address, not the gateway's.
 * (Own guard rather than @nestjs/throttler: that package is CommonJS requiring ESM-only Nest 12,
 * which Jest cannot load on Node 20.)
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const bucket = this.reflector.get<RateLimitBucket>(BUCKET, context.getHandler());
    const limit = bucket === 'login' ? this.config.loginRateLimit : this.config.contactRateLimit;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const now = Date.now();
    const window = this.windowFor(`${bucket}:${req.ip}`, now);
    window.count++;
    res.setHeader('RateLimit-Limit', String(limit));
    res.setHeader('RateLimit-Remaining', String(Math.max(0, limit - window.count)));
    if (window.count <= limit) return true;
    res.setHeader('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
    throw new HttpException('Too many requests. Please wait a minute and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }

  private windowFor(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(now);
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Limits a route per client IP: LOGIN_RATE_LIMIT or CONTACT_RATE_LIMIT requests per minute. */
export const RateLimit = (bucket: RateLimitBucket) => applyDecorators(SetMetadata(BUCKET, bucket), UseGuards(RateLimitGuard));
