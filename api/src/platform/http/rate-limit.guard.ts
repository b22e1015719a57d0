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
import { Metrics } from '../metrics/metrics.js';
import { RateLimiters, type RateLimitBucket } from './rate-limiters.js';

export type { RateLimitBucket } from './rate-limiters.js';

const BUCKET = 'rate-limit:bucket';

/**
 * Fixed one-minute windows per client IP and bucket, counted by RateLimiters where every API instance
 * sees them (MongoDB) or in this process (embedded store). req.ip honours TRUST_PROXY, so behind the
 * site gateway it is the visitor's address, not the gateway's.
 * (Own guard rather than @nestjs/throttler: that package is CommonJS requiring ESM-only Nest 12,
 * which Jest cannot load on Node 20, and its MongoDB storages are unmaintained.)
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RateLimiters) private readonly limiters: RateLimiters,
    private readonly metrics: Metrics,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<RateLimitBucket>(BUCKET, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const counted = await this.limiters.consume(bucket, req.ip ?? 'unknown');
    res.setHeader('RateLimit-Limit', String(counted.limit));
    res.setHeader('RateLimit-Remaining', String(counted.remaining));
    if (counted.allowed) return true;
    this.metrics.refused(`rate_limit_${bucket}`);
    res.setHeader('Retry-After', String(counted.retryAfterSeconds));
    throw new HttpException('Too many requests. Please wait a minute and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Limits a route per client IP: LOGIN_RATE_LIMIT, CONTACT_RATE_LIMIT or REMOTE_REPORT_RATE_LIMIT requests per minute. */
export const RateLimit = (bucket: RateLimitBucket) => applyDecorators(SetMetadata(BUCKET, bucket), UseGuards(RateLimitGuard));
