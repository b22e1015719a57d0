import { Global, Module } from '@nestjs/common';
import { MediaLookup } from '../../platform/http/media-lookup.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { isMongoStore } from '../../platform/store/mongo/mongo-store.js';
import { Store } from '../../platform/store/store.port.js';
import { GridFsMediaFiles } from './gridfs-media-files.js';
import { ImageProcessor } from './image-processor.js';
import { FolderMediaFiles, MediaFiles } from './media-files.js';
import { MediaUsageService } from './media-usage.service.js';
import { MediaController } from './media.controller.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';

/** GridFS in the database when the store is MongoDB (instances share it), else the upload folder. */
export function mediaFilesFor(store: Store, config: AppConfig): MediaFiles {
  return isMongoStore(store) ? new GridFsMediaFiles(store) : new FolderMediaFiles(config.uploadsDir);
}

/**
 * Uploaded images: variants, alt text, focal point, where each is used. Global: every
 * content read (the public-read interceptor) looks its images up through MediaLookup.
 */
@Global()
@Module({
  controllers: [MediaController],
  providers: [
    { provide: MediaFiles, inject: [Store, APP_CONFIG], useFactory: mediaFilesFor },
    MediaRepository,
    MediaService,
    MediaUsageService,
    ImageProcessor,
    { provide: MediaLookup, useExisting: MediaService },
  ],
  exports: [MediaService, MediaLookup, MediaFiles],
})
export class MediaModule {}
