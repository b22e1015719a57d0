import { ContentView } from '../../platform/http/content-view.decorator.js';
import type { ReadView } from '../../platform/store/read-view.js';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../../platform/http/public-read.interceptor.js';
import { PagesService } from './pages.service.js';

@ApiTags('pages')
@Controller('cms/pages')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get('updated')
  @PublicRead()
  @ApiOperation({ summary: "Each public route's newest published change: { data: { '/about': '2026-…Z', … } } (the sitemap's lastmod)" })
  async updated(@ContentView() view: ReadView) {
    return { data: await this.pages.updated(view) };
  }

  @Get('languages')
  @PublicRead()
  @ApiOperation({
    summary:
      "The site's languages and each public route's: { data: { defaultLocale, locales, routes: { '/about': ['en', 'de'] } } } (a language is listed once its translation of the page is published)",
  })
  async languages(@ContentView() view: ReadView) {
    return { data: await this.pages.languagesOf(view) };
  }
}
