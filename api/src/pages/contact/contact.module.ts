import type { ReadView } from '../../platform/store/read-view.js';
import { ContentView } from '../../platform/http/content-view.decorator.js';
import { Controller, Get, Inject, Query, Module } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiQuery } from '@nestjs/swagger';
import { CONTACT_COLLECTIONS } from '@pharma/shared/content';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { PublicRead } from '../../platform/http/public-read.interceptor.js';
import { mountCollections, type PageCollections } from '../../content/collections/mount.js';
import { LOCALE_QUERY, LocaleQueryPipe } from '../../content/collections/translations.js';

const contact = mountCollections('contact', Object.values(CONTACT_COLLECTIONS));

/** The page's whole content in one read, as the public page loads it. */
@ApiTags('contact')
@Permit('content.edit')
@Controller('cms/contact')
export class ContactContentController {
  constructor(@Inject(contact.token) private readonly collections: PageCollections) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'hero, getInTouch and users' })
  @ApiQuery(LOCALE_QUERY)
  async content(@ContentView() view: ReadView, @Query('locale', LocaleQueryPipe) locale?: string) {
    return { data: await this.collections.content(CONTACT_COLLECTIONS, view, locale) };
  }
}

/** Contact page: hero, get-in-touch block and contact users (the form itself: EnquiriesModule). */
@Module({ controllers: [ContactContentController, ...contact.controllers], providers: contact.providers })
export class ContactModule {}
