import type { ReadView } from '../../platform/store/read-view.js';
import { ContentView } from '../../platform/http/content-view.decorator.js';
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiQuery } from '@nestjs/swagger';
import { SUSTAINABILITY_COLLECTIONS } from '@pharma/shared/content';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { PublicRead } from '../../platform/http/public-read.interceptor.js';
import { mountCollections, type PageCollections } from '../../content/collections/mount.js';
import { LOCALE_QUERY, LocaleQueryPipe } from '../../content/collections/translations.js';

export const SUSTAINABILITY = mountCollections('sustainability', Object.values(SUSTAINABILITY_COLLECTIONS));

const { hero, visionMission, heart, sdg, policies, innovationTransformation, digitalSolutions, researchInnovations, social, footer } =
  SUSTAINABILITY_COLLECTIONS;

/** The page's answer in one read; each section and list has its own routes besides. */
@ApiTags('sustainability')
@Permit('content.edit')
@Controller('cms/sustainability')
export class SustainabilityController {
  constructor(@Inject(SUSTAINABILITY.token) private readonly collections: PageCollections) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'Every section and list of the sustainability page' })
  @ApiQuery(LOCALE_QUERY)
  async content(@ContentView() view: ReadView, @Query('locale', LocaleQueryPipe) locale?: string) {
    const page = { hero, visionMission, heart, sdgCards: sdg, policies, innovationTransformation, digitalSolutions, researchInnovations, social, footer };
    return { data: await this.collections.content(page, view, locale) };
  }
}
