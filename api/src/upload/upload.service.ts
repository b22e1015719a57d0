import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestException, Inject, Injectable, PayloadTooLargeException, type OnModuleInit } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ACCEPTED_IMAGE_TYPES, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE, UPLOADS_URL_PREFIX, type UploadedImage } from './upload.constants.js';

@Injectable()
export class UploadService implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    await mkdir(this.config.uploadsDir, { recursive: true });
  }

  /** Checks every file before storing any, so a batch with one bad file stores nothing. */
  async saveImages(files: UploadedImage[]): Promise<string[]> {
    const checked = await Promise.all(files.map((file) => this.check(file)));
    return Promise.all(checked.map(({ file, extension }) => this.store(file.buffer, extension)));
  }

  async saveImage(file: UploadedImage | undefined): Promise<string> {
    if (!file) throw new BadRequestException(NOT_AN_IMAGE);
    const [url] = await this.saveImages([file]);
    return url!;
  }

  /** The type comes from the file's bytes, never from its name or the client's content type. */
  private async check(file: UploadedImage): Promise<{ file: UploadedImage; extension: string }> {
    if (file.size > MAX_IMAGE_BYTES) throw new PayloadTooLargeException(IMAGE_TOO_LARGE);
    const detected = await fileTypeFromBuffer(file.buffer);
    const extension = detected && ACCEPTED_IMAGE_TYPES[detected.mime];
    if (!extension) throw new BadRequestException(NOT_AN_IMAGE);
    return { file, extension };
  }

  /** Content-addressed names: the same image is stored once and may be cached forever. */
  private async store(bytes: Buffer, extension: string): Promise<string> {
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
    const target = join(this.config.uploadsDir, name);
    const exists = await stat(target).then(
      () => true,
      () => false,
    );
    if (!exists) {
      // Written aside then renamed: a crash never leaves a half image under the final name.
      // Unique per write: two uploads of the same new image may run at once (rename then simply replaces).
      const temp = `${target}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    }
    return `${UPLOADS_URL_PREFIX}${name}`;
  }
}
