import type { ReadView } from '../store/read-view.js';
import type { MediaInfo } from '@pharma/shared/content';
import { forEachString } from './json-strings.js';

/**
 * What a content read needs from the media library: how to draw each uploaded image it names. An
 * abstract class as the injection token, so the read path does not depend on the media module
 * (which provides it with its MediaService).
 */
export abstract class MediaLookup {
  abstract infoFor(urls: Iterable<string>, view: ReadView): Promise<Record<string, MediaInfo>>;
}

/** Every '/uploads/…' string inside a read's data, in document order, without repeats. */
function uploadUrlsIn(value: unknown): Set<string> {
  const found = new Set<string>();
  forEachString(value, (_path, text) => {
    if (text.startsWith('/uploads/')) found.add(text);
  });
  return found;
}

/**
 * A read's answer with `media` beside `data`: the record of every uploaded image it uses, so a page
 * draws variants, alt text and focal point with no request of its own. Unchanged when it uses none.
 */
export async function withMedia(body: unknown, lookup: MediaLookup, view: ReadView): Promise<unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) return body;
  const urls = uploadUrlsIn((body as { data: unknown }).data);
  if (!urls.size) return body;
  const media = await lookup.infoFor(urls, view);
  return Object.keys(media).length ? { ...body, media } : body;
}
