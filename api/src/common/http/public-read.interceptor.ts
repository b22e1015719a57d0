import { applyDecorators, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { cacheKey, PUBLIC_CACHE_CONTROL, ReadCache } from './read-cache.service.js';

/**
 * Public reads: adds ETag and Cache-Control and fills the read cache. Express itself answers 304
 * when If-None-Match matches the ETag set here (res.send checks freshness).
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(private readonly cache: ReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const generation = this.cache.generation;
    return next.handle().pipe(
      map((data) => {
        const entry = this.cache.put(cacheKey(req.originalUrl), data, generation);
        res.setHeader('ETag', entry.etag);
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        return data;
      }),
    );
  }
}

/** Marks a GET handler as a public, cacheable read. */
export const PublicRead = () => applyDecorators(UseInterceptors(PublicReadInterceptor));
