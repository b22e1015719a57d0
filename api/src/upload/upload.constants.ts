/** admin-panel §5 and §9: images only, at most 5 MB; the texts are the editor's own messages. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB';

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
