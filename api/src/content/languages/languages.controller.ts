import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, Public, SignedIn } from '../../platform/auth/auth.decorators.js';
import { LanguageSettingsDto, TranslationStatusQueryDto, XliffImportDto } from './dto/languages.dto.js';
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

  @Get('xliff')
  @Permit('content.edit')
  @ApiOperation({ summary: "A page's text in one language as an XLIFF 2.0 file for a translation vendor" })
  async exportXliff(@Query() query: TranslationStatusQueryDto, @Res({ passthrough: true }) res: Response) {
    res.setHeader('Content-Type', 'application/xliff+xml; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${query.page}.${query.locale}.xlf"`);
    return this.languages.exportXliff(query.page, query.locale);
  }

  @Post('xliff')
  @HttpCode(200)
  @Permit('content.edit')
  @ApiOperation({ summary: "A vendor's XLIFF 2.0 file read back as translations (drafts with review required), with a report by unit" })
  async importXliff(@Query() query: TranslationStatusQueryDto, @Body() body: XliffImportDto) {
    return { data: await this.languages.importXliff(query.page, query.locale, body.xliff) };
  }

  @Put()
  @Permit('settings.edit')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the locales (Administrators); 400 with the problems in words, 409 on a stale version' })
  async save(@Body() body: LanguageSettingsDto) {
    return { data: await this.languages.save(body, body.version) };
  }
}
