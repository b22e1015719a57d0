import { Global, Module } from '@nestjs/common';
import { PublicReadInterceptor } from './public-read.interceptor.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiters } from './rate-limiters.js';
import { ReadCache } from './read-cache.service.js';

@Global()
@Module({
  providers: [ReadCache, PublicReadInterceptor, RateLimiters, RateLimitGuard],
  exports: [ReadCache, PublicReadInterceptor, RateLimiters, RateLimitGuard],
})
export class HttpModule {}
