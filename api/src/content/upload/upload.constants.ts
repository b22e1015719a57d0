import { UPLOAD_MAX_BYTES, UPLOAD_NOT_IMAGE, UPLOAD_TOO_LARGE } from '@pharma/shared/content';

/** The spec's upload rules: images only, at most 5 MB; the limit and texts are the admin editor's own. */
export const MAX_IMAGE_BYTES = UPLOAD_MAX_BYTES;
export const NOT_AN_IMAGE = UPLOAD_NOT_IMAGE;
export const IMAGE_TOO_LARGE = UPLOAD_TOO_LARGE;

/** Raster formats only: SVG can carry script, so it is refused even though it is an image. */
export const ACCEPTED_IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Multer limits shared by every endpoint taking images. */
export function imageLimits(files: number) {
  return { fileSize: MAX_IMAGE_BYTES, files, fields: 50, fieldSize: 64 * 1024, parts: files + 50 };
}

/** The part of a multer file the API uses. */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
  originalname: string;
}
