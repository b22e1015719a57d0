import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, Public } from '../../platform/auth/auth.decorators.js';
import { LanguageSettingsDto } from './dto/languages.dto.js';
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

  @Put()
  @Permit('settings.edit')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the locales (Administrators); 400 with the problems in words, 409 on a stale version' })
  async save(@Body() body: LanguageSettingsDto) {
    return { data: await this.languages.save(body, body.version) };
  }
}
