import type { ReadView } from '../../platform/store/read-view.js';
import { ContentView } from '../../platform/http/content-view.decorator.js';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../../platform/http/public-read.interceptor.js';
import { SettingsUpdateDto } from './dto/site.dto.js';
import { SiteService } from './site.service.js';
import { DraftWrite } from '../../platform/http/draft-write.decorator.js';

@ApiTags('site')
@Permit('settings.edit')
@Controller('cms/settings')
export class SettingsController {
  constructor(private readonly site: SiteService) {}

  @Get()
  @PublicRead()
  async settings(@ContentView() view: ReadView) {
    return { data: await this.site.settings.get(view) };
  }

  @Put()
  @DraftWrite()
  @ApiBearerAuth()
  async putSettings(@Body() body: SettingsUpdateDto) {
    return { data: await this.site.settings.put(body) };
  }
}

export const SITE_CONTROLLERS = [SettingsController];
