import { DraftWrite } from '../platform/http/draft-write.decorator.js';
import { Permit } from '../platform/auth/auth.decorators.js';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { itemsController } from '../content/collections/items-controller.factory.js';
import { PublicRead } from '../platform/http/public-read.interceptor.js';
import { ContactService } from './contact.service.js';
import { ContactHeroUpdateDto, ContactUserDto, ContactUserUpdateDto, GetInTouchUpdateDto } from './dto/contact.dto.js';

/** Contact page content (its calls are "not shown" in the spec; designed in the same REST style). */
@ApiTags('contact')
@Permit('content.edit')
@Controller('cms/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'hero, getInTouch and users' })
  async content() {
    return { data: await this.contact.content() };
  }

  @Get('hero')
  @PublicRead()
  async hero() {
    return { data: await this.contact.hero.get() };
  }

  @Put('hero')
  @DraftWrite()
  @ApiBearerAuth()
  async putHero(@Body() body: ContactHeroUpdateDto) {
    return { data: await this.contact.hero.put(body) };
  }

  @Get('get-in-touch')
  @PublicRead()
  async getInTouch() {
    return { data: await this.contact.getInTouch.get() };
  }

  @Put('get-in-touch')
  @DraftWrite()
  @ApiBearerAuth()
  async putGetInTouch(@Body() body: GetInTouchUpdateDto) {
    return { data: await this.contact.getInTouch.put(body) };
  }
}

export const CONTACT_CONTROLLERS = [
  ContactController,
  itemsController({
    tag: 'contact',
    service: ContactService,
    path: 'cms/contact/users',
    name: 'ContactUsers',
    items: (s) => s.users,
    create: ContactUserDto,
    update: ContactUserUpdateDto,
  }),
];
