import { Global, Module } from '@nestjs/common';
import { PublicReadInterceptor } from './public-read.interceptor.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { ReadCache } from './read-cache.service.js';

@Global()
@Module({ providers: [ReadCache, PublicReadInterceptor, RateLimitGuard], exports: [ReadCache, PublicReadInterceptor, RateLimitGuard] })
export class HttpModule {}
