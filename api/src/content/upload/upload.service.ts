import { Injectable } from '@nestjs/common';
import type { MediaAsset } from '@pharma/shared/content';
import { MediaService } from '../media/media.service.js';
import type { UploadedImage } from './upload.constants.js';

/**
 * What the upload endpoints (the generic one and the About journey's) call: every image goes into
 * the media library, which checks it, keeps the original and makes its variants.
 */
@Injectable()
export class UploadService {
  constructor(private readonly media: MediaService) {}

  /** Checks every file before storing any, so a batch with one bad file stores nothing. */
  async saveImages(files: UploadedImage[]): Promise<string[]> {
    return (await this.media.ingestAll(files)).map((record) => record.url);
  }

  async saveImage(file: UploadedImage | undefined): Promise<{ imageUrl: string; media: MediaAsset }> {
    const media = await this.media.ingest(file);
    return { imageUrl: media.url, media };
  }
}
