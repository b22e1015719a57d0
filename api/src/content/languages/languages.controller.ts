import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, Public, SignedIn } from '../../platform/auth/auth.decorators.js';
import { LanguageSettingsDto, TranslationStatusQueryDto } from './dto/languages.dto.js';
import { LanguagesService } from './languages.service.js';

@ApiTags('languages')
@Controller('languages')
export class LanguagesController {
  constructor(private readonly languages: LanguagesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: "The site's locales (BCP 47), the default, and each locale's fallback (null: only translated pages)" })
  async settings() {
    return { data: await this.languages.settings() };
  }

  @Get('status')
  @SignedIn()
  @ApiOperation({ summary: "A page's localized fields in one language: missing, outdated (the source changed since) or current, with source and translation" })
  async status(@Query() query: TranslationStatusQueryDto) {
    return { data: await this.languages.translationStatus(query.page, query.locale) };
  }

  @Put()
  @Permit('settings.edit')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the locales (Administrators); 400 with the problems in words, 409 on a stale version' })
  async save(@Body() body: LanguageSettingsDto) {
    return { data: await this.languages.save(body, body.version) };
  }
}
