import { Body, Controller, Get, Inject, Put, Query, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { ContentView } from '../../platform/http/content-view.decorator.js';
import { DraftWrite } from '../../platform/http/draft-write.decorator.js';
import type { ReadView } from '../../platform/store/read-view.js';
import { PublicRead } from '../../platform/http/public-read.interceptor.js';
import { createValidationPipe } from '../../platform/validation/validation-pipe.js';
import type { SectionService } from './items.service.js';
import { LOCALE_QUERY, LocaleQueryPipe } from './translations.js';

export interface SectionRoutes<S> {
  /** Route path under /api, e.g. 'cms/home/global-impact'. */
  path: string;
  /** Class name, which also names the OpenAPI operations, e.g. 'HomeGlobalImpact'. */
  name: string;
  tag: string;
  /** The provider that owns the section, and how to reach the section on it. */
  service: string | symbol | Type<S>;
  section: (service: S) => SectionService<any>;
  /** Body DTO of PUT (every field optional). */
  update: Type<object>;
}

/** The two routes of a page section: GET (the stored section or its default) and PUT (merge the fields sent). */
export function sectionController<S>(routes: SectionRoutes<S>): Type<unknown> {
  const updateBody = createValidationPipe(routes.update);

  @ApiTags(routes.tag)
  @Permit('content.edit')
  @Controller(routes.path)
  class SectionController {
    private readonly section: SectionService<object>;

    constructor(@Inject(routes.service) service: S) {
      this.section = routes.section(service);
    }

    @Get()
    @PublicRead()
    @ApiQuery(LOCALE_QUERY)
    async get(@ContentView() view: ReadView, @Query('locale', LocaleQueryPipe) locale?: string) {
      return { data: await this.section.get(view, locale) };
    }

    @Put()
    @DraftWrite()
    @ApiBearerAuth()
    @ApiBody({ type: routes.update })
    @ApiQuery(LOCALE_QUERY)
    async put(@Body(updateBody) body: object, @Query('locale', LocaleQueryPipe) locale?: string) {
      return { data: await this.section.put(body, locale) };
    }
  }

  Object.defineProperty(SectionController, 'name', { value: `${routes.name}Controller` });
  return SectionController;
}
