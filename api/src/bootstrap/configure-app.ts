import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config.js';
import { AllExceptionsFilter } from '../platform/http/errors/all-exceptions.filter.js';
import { withRequestContext } from '../platform/http/request-context.js';
import { rejectDeepJson } from '../platform/http/json-depth.js';
import { installReadCache, ReadCache } from '../platform/http/read-cache.service.js';
import { createValidationPipe } from '../platform/validation/validation-pipe.js';
import { MediaFiles } from '../content/media/media-files.js';
import { installForwardedTrust } from '../platform/http/forwarded-trust.js';
import { installHttpMetrics } from '../platform/metrics/http-metrics.js';
import { Metrics } from '../platform/metrics/metrics.js';
import { installSecurityHeaders } from './security-headers.js';
import { installUploads } from './serve-uploads.js';

/** JSON bodies stay small: images travel through the upload endpoint, not inside JSON. */
const JSON_LIMIT = '1mb';

/**
 * Everything main.ts and the integration tests must configure identically: prefix, pipes, filters,
 * the read-cache fast path, uploads and the OpenAPI document.
 */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy(config.trustProxy));
  app.set('etag', false); // the API sets its own ETags on public reads; nothing else is cacheable
  app.use(withRequestContext(config.traceExport)); // who is asking and the request's trace, for the audit trail and the logs
  app.useBodyParser('json', { limit: JSON_LIMIT });
  app.use(rejectDeepJson);
  app.use(cookieParser()); // the admin session cookie (unsigned: its value is itself a signed token)
  installUploads(app, config, app.get(MediaFiles)); // the folder, or GridFS when the store is MongoDB
  installReadCache(app.getHttpServer(), app.get(ReadCache));
  installSecurityHeaders(app); // after the read cache: it wraps the handler the cache installed
  if (config.metrics.enabled) installHttpMetrics(app.getHttpServer(), app.get(Metrics)); // around all of the above, so cached reads count too
  installForwardedTrust(app.getHttpServer(), config.proxySecret); // last, so it runs first: what follows sees proven headers only
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // The API's map is for developers: served in development, elsewhere only when API_DOCS=true.
  if (config.apiDocs) setUpOpenApi(app);
}

function trustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function setUpOpenApi(app: NestExpressApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Content API')
      .setDescription(
        'Content of the marketing site: public reads, admin writes (session cookie or bearer JWT from POST /api/auth/login), uploads and enquiries.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      .addCookieAuth('admin_session')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
