import { Injectable, PayloadTooLargeException, ServiceUnavailableException, BadRequestException } from '@nestjs/common';
import { MEDIA_MAX_PIXELS, MEDIA_TOO_MANY_PIXELS, MEDIA_WIDTHS, type MediaFormat } from '@pharma/shared/content';
import sharp from 'sharp';
import { NOT_AN_IMAGE } from '../upload/upload.constants.js';

/** One encoded rendition, before it is written to disk. */
export interface EncodedVariant {
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** An image's size as shown (EXIF orientation applied), read from its header. */
export interface ImageShape {
  width: number;
  height: number;
  animated: boolean;
}

export interface ProcessedImage {
  /** The original's size once its EXIF orientation is applied (what a browser shows). */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

/** How many images are encoded at once, and how many more may wait: the rest are refused (503). */
const RUNNING = 1;
const WAITING = 4;
/** An encode taking longer than this is abandoned (libvips stops the pipeline). */
const TIMEOUT_SECONDS = 60;
export const MEDIA_BUSY = 'The server is busy processing other images. Please try again in a minute.';

/*
 * AVIF and WebP settings chosen on this 2-core machine for a 4000×3000 camera photo: all ten
 * variants in a few seconds, visually equal to the source at the sizes they are drawn.
 */
const ENCODERS: Record<MediaFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 3 }),
};

// Encodes run on libuv's thread pool, which the API's file reads share: one libvips thread per
// encode keeps the rest of the pool free for serving.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Makes the variants of an uploaded image with sharp. The pixel count is read from the header and
 * checked before anything is decoded (a decompression bomb is a few KB declaring billions of
 * pixels); `limitInputPixels` is the second fence inside libvips. Encodes are queued, bounded, and
 * time-limited, so parallel uploads of big photos cannot stall the API's other requests.
 */
@Injectable()
export class ImageProcessor {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  /** Size as shown (EXIF orientation applied), read from the header only; refuses bombs and non-images. */
  async inspect(bytes: Buffer): Promise<ImageShape> {
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new BadRequestException(NOT_AN_IMAGE);
    }
    if (!meta.width || !meta.height) throw new BadRequestException(NOT_AN_IMAGE);
    const frames = meta.pages ?? 1;
    const height = meta.pageHeight ?? meta.height;
    if (meta.width * height * frames > MEDIA_MAX_PIXELS) throw new PayloadTooLargeException(MEDIA_TOO_MANY_PIXELS);
    // Orientations 5–8 are quarter turns: the picture as shown is the stored one on its side.
    const turned = (meta.orientation ?? 1) >= 5;
    return { width: turned ? height : meta.width, height: turned ? meta.width : height, animated: frames > 1 };
  }

  /**
   * The variants of an image already inspected (`shape`, from inspect()). Every variant decodes the
   * original again: JPEG's shrink-on-load makes the small ones cheap, and nothing the size of the
   * full decoded photo (48 MB for 12 MP) is held between encodes.
   */
  async process(bytes: Buffer, { width, height, animated }: ImageShape): Promise<ProcessedImage> {
    return this.queued(async () => {
      const variants: EncodedVariant[] = [];
      for (const target of variantWidths(width)) {
        for (const format of formatsFor(animated)) {
          // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to.
          const pipeline = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, animated, failOn: 'error' })
            .timeout({ seconds: TIMEOUT_SECONDS })
            .rotate()
            .resize({ width: target, withoutEnlargement: true });
          const { data, info } = await ENCODERS[format](pipeline)
            .toBuffer({ resolveWithObject: true })
            .catch(() => {
              throw new BadRequestException(NOT_AN_IMAGE);
            });
          variants.push({ format, width: info.width, height: info.pageHeight ?? info.height, data });
        }
      }
      return { width, height, variants };
    });
  }

  /** Runs `task` when a slot is free; refuses at once when too many are already waiting. */
  private async queued<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= RUNNING) {
      if (this.queue.length >= WAITING) throw new ServiceUnavailableException(MEDIA_BUSY);
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The layout widths no wider than the original; a small original gets one variant at its own width. */
export function variantWidths(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((w) => w <= width);
  return widths.length ? widths : [width];
}

/** Animated GIFs keep their animation in WebP; AVIF stills only (libheif's animated AVIF is not in sharp). */
function formatsFor(animated: boolean): MediaFormat[] {
  return animated ? ['webp'] : ['avif', 'webp'];
}
