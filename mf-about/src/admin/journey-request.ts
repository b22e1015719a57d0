import { ABOUT_COLLECTIONS, apiPathOf } from '@pharma/shared';

const JOURNEY_PATH = apiPathOf(ABOUT_COLLECTIONS.journey);

/** What the journey form holds besides the images. */
export interface JourneyTexts {
  title?: string;
  summary: string;
  isActive: boolean;
  version?: number;
}

export interface JourneyRequest {
  path: string;
  /** FormData (multipart) or a JSON object. */
  body: FormData | Record<string, unknown>;
}

/**
 * The journey save (as the spec asks): multipart to /journey/upload with the kept image URLs as
 * `images` text fields, in order, followed by the new files as `images` files (the API appends
 * them after the kept ones). Multipart cannot say "no images", so an emptied carousel is saved
 * with the JSON route and `images: []`.
 */
export function journeyRequest(texts: JourneyTexts, kept: readonly string[], files: readonly File[]): JourneyRequest {
  if (kept.length === 0 && files.length === 0) {
    return { path: JOURNEY_PATH, body: { ...texts, images: [] } };
  }
  const body = new FormData();
  if (texts.title !== undefined) body.append('title', texts.title);
  body.append('summary', texts.summary ?? '');
  body.append('isActive', String(texts.isActive));
  if (texts.version !== undefined) body.append('version', String(texts.version));
  for (const url of kept) body.append('images', url);
  for (const file of files) body.append('images', file, file.name);
  return { path: `${JOURNEY_PATH}/upload`, body };
}
