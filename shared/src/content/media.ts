/**
 * Media library contracts, shared by the API, the pages and the admin.
 *
 * Content fields keep storing an image as its URL string ('/uploads/<hash>.<ext>' for uploads), so
 * no page contract changes. Everything else about an uploaded image (size, variants, alternative
 * text, focal point) lives in ONE media record per uploaded file, like Payload's and Directus's
 * media collections: an image used in three places has one alt text and one focal point.
 */

export type MediaFormat = 'avif' | 'webp';

/** One generated rendition of an upload: `/uploads/<hash>-<width>.<format>`. */
export interface MediaVariant {
  format: MediaFormat;
  width: number;
  height: number;
  url: string;
  bytes: number;
}

/** Percentages from the top-left corner (0–100): CSS object-position / background-position. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 50, y: 50 };

/** What a page needs to draw an image: no file bytes, no dates. */
export interface MediaInfo {
  /** The original's pixel size after EXIF orientation was applied. */
  width: number;
  height: number;
  alt: string;
  /** True when the image carries no meaning (it is then drawn with alt=""). */
  decorative: boolean;
  focal: FocalPoint;
  variants: MediaVariant[];
}

/** Where a stored content field uses an image (for the library's "Used in" and refused deletes). */
export interface MediaUsage {
  /** Human label of the place, e.g. "About › Hero › Background image". */
  label: string;
  /** Store collection and document id holding the URL, and the field path inside it. */
  collection: string;
  id: string;
  field: string;
}

export interface MediaAsset extends MediaInfo {
  id: string;
  /** The kept original, as content fields store it. */
  url: string;
  mime: string;
  /** Bytes of the original file. */
  bytes: number;
  originalName: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A library entry as the admin lists it. */
export interface MediaLibraryEntry extends MediaAsset {
  usages: MediaUsage[];
}

/**
 * Variant widths, chosen from the layouts: logos and portraits (320), cards and phone heroes
 * (640, 960; a 390 px phone at 3x takes 1280), laptop heroes (1280, and 1600 for the common 1366 and
 * 1440 px screens, which would otherwise take 1920) and wide heroes (1920). Never wider than the original.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600, 1920] as const;

/** Refused above this many pixels (width × height) whatever the file size: decompression bombs. */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** What a page needs of a media record (no file bytes, no dates). */
export function mediaInfoOf({ width, height, alt, decorative, focal, variants }: MediaInfo): MediaInfo {
  return { width, height, alt, decorative, focal, variants };
}

/** The variants of one format, narrowest first. */
export function variantsOf(variants: readonly MediaVariant[], format: MediaFormat): MediaVariant[] {
  return variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
}

/**
 * The file drawn where no size can be chosen (an <img>'s own src, a laptop visitor's download as the
 * library counts it): the WebP closest to 1280 px without being wider, never the original upload.
 */
export function standardVariant(variants: readonly MediaVariant[]): MediaVariant | undefined {
  const webp = variantsOf(variants, 'webp');
  return webp.filter((v) => v.width <= 1280).pop() ?? webp[0];
}

/** The record id an image URL names ('/uploads/<hash>.<ext>' -> <hash>), or null for any other image. */
export function mediaIdOf(url: string): string | null {
  return /^\/uploads\/([a-f0-9]{32})\.[a-z0-9]+$/.exec(url)?.[1] ?? null;
}

export const MEDIA_TOO_MANY_PIXELS = 'This image has too many pixels (at most 40 megapixels). Please resize it and try again.';
export const MEDIA_ALT_REQUIRED = 'Add alternative text or mark the image as decorative.';
export const MEDIA_IN_USE = 'This image is still used and cannot be deleted.';
