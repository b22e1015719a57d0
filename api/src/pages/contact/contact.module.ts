import type { ReadView } from '../../platform/store/read-view.js';
import { ContentView } from '../../platform/http/content-view.decorator.js';
import { Controller, Get, Inject, Module } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTACT_COLLECTIONS } from '@pharma/shared/content';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { PublicRead } from '../../platform/http/public-read.interceptor.js';
import { mountCollections, type PageCollections } from '../../content/collections/mount.js';

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
  async content(@ContentView() view: ReadView) {
    return { data: await this.collections.content(CONTACT_COLLECTIONS, view) };
  }
}

/** Contact page: hero, get-in-touch block and contact users (the form itself: EnquiriesModule). */
@Module({ controllers: [ContactContentController, ...contact.controllers], providers: contact.providers })
export class ContactModule {}
