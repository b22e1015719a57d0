import { ContentView } from '../../platform/http/content-view.decorator.js';
import type { ReadView } from '../../platform/store/read-view.js';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { PublicRead } from '../../platform/http/public-read.interceptor.js';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie.js';
import { SeoEntryView, SeoUpdateDto, type SeoEntry } from './dto/seo.dto.js';
import { SeoService } from './seo.service.js';
import { DraftWrite } from '../../platform/http/draft-write.decorator.js';

const entryList = { type: 'object', properties: { data: { type: 'array', items: { $ref: getSchemaPath(SeoEntryView) } } } };
const oneEntry = { type: 'object', properties: { data: { $ref: getSchemaPath(SeoEntryView) } } };

@ApiTags('seo')
@ApiExtraModels(SeoEntryView)
@Permit('content.edit')
@Controller('cms/seo')
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get()
  @PublicRead()
  @ApiOperation({
    summary: "Each public route's saved SEO settings (title, description, share image, noindex); a route without an entry uses its page's defaults",
  })
  @ApiOkResponse({ schema: entryList })
  async list(@ContentView() view: ReadView): Promise<{ data: SeoEntry[] }> {
    return { data: await this.seo.list(view) };
  }

  @Put()
  @DraftWrite()
  @ApiBearerAuth()
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOperation({ summary: "Saves one public route's SEO settings (upsert); bumps the content revision" })
  @ApiOkResponse({ schema: oneEntry })
  async put(@Body() body: SeoUpdateDto): Promise<{ data: SeoEntry }> {
    return { data: await this.seo.put(body) };
  }
}
