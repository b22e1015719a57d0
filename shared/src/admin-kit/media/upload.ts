import { registerMedia } from '../../http/media-registry.js';
import { UPLOAD_MAX_BYTES, UPLOAD_NOT_IMAGE, UPLOAD_RETRY, UPLOAD_TOO_LARGE, uploadFailedText } from '../../content/constants.js';
import { expireSession } from '../http/admin-http.js';

export const UPLOAD_PATH = '/api/upload/image';

/** The client-side checks before anything is sent, the spec's upload rules: an image, at most 5 MB. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>, maxBytes = UPLOAD_MAX_BYTES): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_NOT_IMAGE;
  if (file.size > maxBytes) return UPLOAD_TOO_LARGE;
  return null;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** Percent 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/upload/image (multipart field `image`, the same-origin session cookie) through XMLHttpRequest, which,
 * unlike fetch, reports upload progress. Resolves the stored image's URL; rejects with the text to
 * show: 'Upload failed: <server error>' for a refused file, the retry text for a network failure.
 */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => settle(xhr, resolve, reject);
    xhr.onerror = () => reject(new UploadError(UPLOAD_RETRY));
    xhr.onabort = () => reject(new UploadError(UPLOAD_RETRY));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}

function settle(xhr: XMLHttpRequest, resolve: (url: string) => void, reject: (error: UploadError) => void) {
  const body = parse(xhr.responseText);
  if (xhr.status >= 200 && xhr.status < 300 && typeof body.imageUrl === 'string') {
    // The new image's media record (size, variants, empty alt): its details show at once.
    if (body.media) registerMedia({ [body.imageUrl]: body.media });
    resolve(body.imageUrl);
    return;
  }
  if (xhr.status === 401) expireSession();
  const serverError = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : null;
  reject(new UploadError(uploadFailedText(serverError), xhr.status));
}

function parse(text: string): { imageUrl?: unknown; media?: unknown; error?: unknown; message?: unknown } {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      return 'data' in record && record.data && typeof record.data === 'object' ? { ...record, ...(record.data as object) } : record;
    }
  } catch {
    /* not JSON: no server error text */
  }
  return {};
}
