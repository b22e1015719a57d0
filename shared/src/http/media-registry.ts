import type { MediaInfo } from '../content/media.js';

/**
 * How to draw each uploaded image the page's content uses (variants, size, alt text, focal point).
 * Content reads carry it beside their data (`media`, from the API's media library) and `apiGet`
 * files it here; the server renderer inlines what a render used into #page-data and the shell files
 * that before hydrating, so server and client draw the same markup.
 *
 * On globalThis because this package is bundled into every app (like preloaded-content.ts). A server
 * renderer serving overlapping requests gives each render its own table (configureMediaScope).
 */
export type MediaTable = Record<string, MediaInfo>;

const page = globalThis as typeof globalThis & { __pharmaMedia?: MediaTable };
let scoped: () => MediaTable | undefined = () => undefined;

function table(): MediaTable {
  return scoped() ?? (page.__pharmaMedia ??= {});
}

/** Server rendering only: the table of the render in progress (AsyncLocalStorage). */
export function configureMediaScope(current: () => MediaTable | undefined): void {
  scoped = current;
}

export function registerMedia(media: unknown): void {
  if (!media || typeof media !== 'object' || Array.isArray(media)) return;
  Object.assign(table(), media as MediaTable);
}

/** The record of an uploaded image, when some content read of this page brought it. */
export function mediaInfo(url: string | undefined): MediaInfo | undefined {
  return url ? table()[url] : undefined;
}
