import { Permit } from '../../platform/auth/auth.decorators.js';
import { Controller, HttpCode, Post, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MediaAsset } from '@pharma/shared/content';
import { memoryStorage } from 'multer';
import { imageLimits, type UploadedImage } from './upload.constants.js';
import { UploadErrorFilter } from './upload-error.filter.js';
import { UploadService } from './upload.service.js';

@ApiTags('upload')
@ApiBearerAuth()
@Permit('content.edit')
@Controller('upload')
@UseFilters(UploadErrorFilter)
export class UploadController {
  constructor(private readonly uploads: UploadService) {}

  @Post('image')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Store a JPEG, PNG, GIF or WebP image (checked by its bytes, at most 5 MB and 40 megapixels) with its AVIF/WebP variants; answers its URL and media record',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  // The auth guard runs before this interceptor: an anonymous upload is refused before it is read.
  @UseInterceptors(FileInterceptor('image', { storage: memoryStorage(), limits: imageLimits(1) }))
  async upload(@UploadedFile() file?: UploadedImage): Promise<{ imageUrl: string; media: MediaAsset }> {
    return this.uploads.saveImage(file);
  }
}
