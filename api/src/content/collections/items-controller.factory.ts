import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { DraftWrite } from '../../platform/http/draft-write.decorator.js';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe.js';
import type { Request } from 'express';
import { ContentView } from '../../platform/http/content-view.decorator.js';
import { isAuthenticated, PublicRead } from '../../platform/http/public-read.interceptor.js';
import type { ReadView } from '../../platform/store/read-view.js';
import { createValidationPipe } from '../../platform/validation/validation-pipe.js';
import type { ItemsService } from './items.service.js';
import { LOCALE_QUERY, LocaleQueryPipe } from './translations.js';

export interface ItemRoutes<S> {
  /** Route path under /api, e.g. 'cms/home/slides'. */
  path: string;
  /** Class name, which also names the OpenAPI operations, e.g. 'HomeSlides'. */
  name: string;
  tag: string;
  /** The page service that owns the list, and how to reach the list on it. */
  service: string | symbol | Type<S>;
  items: (service: S) => ItemsService<any>;
  /** Body DTO of POST (required fields enforced) and of PUT (every field optional). */
  create: Type<object>;
  update: Type<object>;
}

/**
 * The five routes of a managed list (GET list, GET one, POST, PUT, DELETE), identical for every
 * list of every page; only the DTOs differ. Generic parameters lose their type at run time, so each
 * body gets a validation pipe that names its DTO explicitly.
 */
export function itemsController<S>(routes: ItemRoutes<S>): Type<unknown> {
  const createBody = createValidationPipe(routes.create);
  const updateBody = createValidationPipe(routes.update);

  @ApiTags(routes.tag)
  @Permit('content.edit')
  @Controller(routes.path)
  class ItemsController {
    private readonly items: ItemsService<object>;

    constructor(@Inject(routes.service) service: S) {
      this.items = routes.items(service);
    }

    @Get()
    @PublicRead()
    @ApiOperation({ summary: 'Items in display order: the active ones for visitors, all of them with the admin token' })
    @ApiQuery(LOCALE_QUERY)
    async list(@ContentView() view: ReadView, @Query('locale', LocaleQueryPipe) locale?: string) {
      return { data: await this.items.list(view, locale) };
    }

    @Get(':id')
    @PublicRead()
    @ApiQuery(LOCALE_QUERY)
    async get(@Param('id', ParseIdPipe) id: string, @Req() req: Request, @ContentView() view: ReadView, @Query('locale', LocaleQueryPipe) locale?: string) {
      return { data: await this.items.get(id, view, isAuthenticated(req), locale) };
    }

    @Post()
    @DraftWrite()
    @HttpCode(201)
    @ApiBearerAuth()
    @ApiBody({ type: routes.create })
    async create(@Body(createBody) body: object) {
      return { data: await this.items.create(body) };
    }

    @Put(':id')
    @DraftWrite()
    @ApiBearerAuth()
    @ApiBody({ type: routes.update })
    @ApiOperation({ summary: "Merge the fields sent; a stale `version` answers 409. With `locale`: that language's translation (localized fields only)" })
    @ApiQuery(LOCALE_QUERY)
    async update(@Param('id', ParseIdPipe) id: string, @Body(updateBody) body: object, @Query('locale', LocaleQueryPipe) locale?: string) {
      return { data: await this.items.update(id, body, locale) };
    }

    @Delete(':id')
    @DraftWrite()
    @ApiBearerAuth()
    async remove(@Param('id', ParseIdPipe) id: string) {
      return { data: await this.items.remove(id) };
    }
  }

  Object.defineProperty(ItemsController, 'name', { value: `${routes.name}Controller` });
  return ItemsController;
}
