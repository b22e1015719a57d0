import { mediaIdOf, mediaInfoOf, type FocalPoint, type MediaAsset, type MediaInfo, type MediaLibraryEntry } from '../../content/media.js';
import { mediaInfo, registerMedia } from '../../http/media-registry.js';
import { adminGet } from '../http/admin-http.js';
import { apiSend } from '../../http/api-client.js';

export const MEDIA_PATH = '/api/media';

export type MediaDetails = Partial<{ alt: string; decorative: boolean; focal: FocalPoint }>;

export function listMedia(): Promise<MediaLibraryEntry[]> {
  return adminGet<MediaLibraryEntry[]>(MEDIA_PATH);
}

/** The record of an uploaded image, read once per page and kept in the page's media table. */
export async function loadMediaInfo(url: string): Promise<MediaInfo | undefined> {
  const known = mediaInfo(url);
  const id = mediaIdOf(url);
  if (known || !id) return known;
  const asset = await adminGet<MediaAsset>(`${MEDIA_PATH}/${id}`).catch(() => undefined);
  if (!asset) return undefined;
  const info = mediaInfoOf(asset);
  registerMedia({ [url]: info });
  return info;
}

/**
 * Saves what the administrator says about an image (alt text, decorative, focal point): one record
 * per image, so it holds wherever the image is used. The page's table is updated first, so a form
 * validated right after (its Save) sees the new text.
 */
export async function saveMediaDetails(url: string, details: MediaDetails): Promise<MediaInfo> {
  const id = mediaIdOf(url);
  if (!id) throw new Error('Only uploaded images have details');
  noteMediaDetails(url, details);
  const saved = await apiSend<MediaAsset>('PATCH', `${MEDIA_PATH}/${id}`, details);
  const info = mediaInfoOf(saved);
  registerMedia({ [url]: info });
  return info;
}

/** Updates the page's table only (typing in the alt field): validation sees it before the save lands. */
export function noteMediaDetails(url: string, details: MediaDetails): void {
  const current = mediaInfo(url);
  if (current) registerMedia({ [url]: { ...current, ...details } });
}

export function deleteMedia(id: string): Promise<void> {
  return apiSend<void>('DELETE', `${MEDIA_PATH}/${id}`);
}

/** The alt-text rule of the editors: an uploaded image carries alt text or is marked decorative. */
export function missingAltText(url: string): boolean {
  const info = mediaIdOf(url) ? mediaInfo(url) : undefined;
  return Boolean(info && !info.decorative && info.alt.trim() === '');
}
