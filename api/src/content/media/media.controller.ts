import { ContentView } from '../../platform/http/content-view.decorator.js';
import type { ReadView } from '../../platform/store/read-view.js';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MediaAsset, MediaLibraryEntry } from '@pharma/shared/content';
import { Permit, SignedIn } from '../../platform/auth/auth.decorators.js';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie.js';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe.js';
import { UpdateMediaDto } from './dto/update-media.dto.js';
import { MediaService } from './media.service.js';
import { DraftWrite } from '../../platform/http/draft-write.decorator.js';

@ApiTags('media')
@ApiBearerAuth()
@ApiCookieAuth(SESSION_COOKIE)
@Permit('content.edit')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Every uploaded image, newest first, with its variants and the places that use it' })
  async list(@ContentView() view: ReadView): Promise<{ data: MediaLibraryEntry[] }> {
    return { data: await this.media.list(view) };
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: 'One uploaded image with its variants and the places that use it' })
  async get(@Param('id', ParseIdPipe) id: string, @ContentView() view: ReadView): Promise<{ data: MediaLibraryEntry }> {
    return { data: await this.media.get(id, view) };
  }

  @Patch(':id')
  @DraftWrite()
  @ApiOperation({ summary: 'Sets the alternative text, the decorative flag or the focal point; bumps the content revision' })
  async update(@Param('id', ParseIdPipe) id: string, @Body() body: UpdateMediaDto): Promise<{ data: MediaAsset }> {
    return { data: await this.media.update(id, body) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes an image and its variants; refused while content uses it' })
  @ApiConflictResponse({ description: '{ statusCode: 409, message, usages: [{ label, collection, id, field }] }' })
  async remove(@Param('id', ParseIdPipe) id: string): Promise<void> {
    await this.media.remove(id);
  }
}
