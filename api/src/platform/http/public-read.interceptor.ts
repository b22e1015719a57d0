import { readViewOf } from './content-view.decorator.js';
import { applyDecorators, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, map, mergeMap, type Observable } from 'rxjs';
import { Permit } from '../auth/auth.decorators.js';
import { routeTemplate } from '../metrics/http-metrics.js';
import { publishedOnly } from './published-only.js';
import { MediaLookup, withMedia } from './media-lookup.js';
import { cacheKey, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, ReadCache, VARY } from './read-cache.service.js';

/** The auth guard sets `user` when a read carries valid credentials (it stays anonymous otherwise). */
export function isAuthenticated(req: Request): boolean {
  return Boolean((req as Request & { user?: unknown }).user);
}

/**
 * Public reads. Anonymous: only published (active) content, with ETag and Cache-Control, and the
 * read cache is filled with that variant only. Authenticated (the admin): everything, inactive
 * included, never cached anywhere. Both carry the media records of the uploaded images the content
 * uses (`media`, see media-lookup.ts). Express itself answers 304 when If-None-Match matches the ETag
 * set here (res.send checks freshness).
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: ReadCache,
    private readonly media: MediaLookup,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    res.setHeader('Vary', VARY);
    const view = readViewOf(req);
    if (isAuthenticated(req)) {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      // A preview made for another page reads this one as a visitor would: its inactive items stay hidden.
      return next.handle().pipe(mergeMap((data) => from(withMedia(view.readOutsidePreview ? publishedOnly(data) : data, this.media, view))));
    }
    const generation = this.cache.generation;
    const readAt = Date.now();
    return next.handle().pipe(
      mergeMap((data) => from(withMedia(publishedOnly(data), this.media, view))),
      map((published) => {
        const entry = this.cache.put(cacheKey(req.originalUrl), published, generation, readAt, routeTemplate(req));
        res.setHeader('ETag', entry.etag);
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        return published;
      }),
    );
  }
}

/** Marks a GET handler as a public, cacheable read (permission 'public'). */
export const PublicRead = () => applyDecorators(Permit('public'), UseInterceptors(PublicReadInterceptor));
