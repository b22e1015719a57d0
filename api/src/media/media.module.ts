import { Global, Module } from '@nestjs/common';
import { MediaLookup } from '../common/http/media-lookup.js';
import { ImageProcessor } from './image-processor.js';
import { MediaUsageService } from './media-usage.service.js';
import { MediaController } from './media.controller.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';

/**
 * Uploaded images: variants, alt text, focal point, where each is used (issue 13). Global: every
 * content read (the public-read interceptor) looks its images up through MediaLookup.
 */
@Global()
@Module({
  controllers: [MediaController],
  providers: [MediaRepository, MediaService, MediaUsageService, ImageProcessor, { provide: MediaLookup, useExisting: MediaService }],
  exports: [MediaService, MediaLookup],
})
export class MediaModule {}
