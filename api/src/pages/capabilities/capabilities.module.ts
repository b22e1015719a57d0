import type { ReadView } from '../../platform/store/read-view.js';
import { ContentView } from '../../platform/http/content-view.decorator.js';
import { Controller, Get, Inject, Query, Module } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiQuery } from '@nestjs/swagger';
import { CAPABILITIES_COLLECTIONS, CAPABILITIES_PAGE_BODIES } from '@pharma/shared/content';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { PublicRead } from '../../platform/http/public-read.interceptor.js';
import { mountCollections, type PageCollections } from '../../content/collections/mount.js';
import { LOCALE_QUERY, LocaleQueryPipe } from '../../content/collections/translations.js';

const capabilities = mountCollections('capabilities', [...Object.values(CAPABILITIES_COLLECTIONS), ...Object.values(CAPABILITIES_PAGE_BODIES)]);

/** The page's whole content in one read, as the public page loads it. */
@ApiTags('capabilities')
@Permit('content.edit')
@Controller('cms/capabilities')
export class CapabilitiesContentController {
  constructor(@Inject(capabilities.token) private readonly collections: PageCollections) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'hero, research (R&D cards and promise) and facilities' })
  @ApiQuery(LOCALE_QUERY)
  async content(@ContentView() view: ReadView, @Query('locale', LocaleQueryPipe) locale?: string) {
    return { data: await this.collections.content(CAPABILITIES_COLLECTIONS, view, locale) };
  }
}

/** Capabilities page: hero, R&D section (cards and promise) and facilities; the bodies of /contract-manufacturing and /research-development. */
@Module({ controllers: [CapabilitiesContentController, ...capabilities.controllers], providers: capabilities.providers })
export class CapabilitiesModule {}
