/**
 * Calls `visit(path, text)` for every string inside a JSON value, with its path ('logoCards[0].logoUrl').
 * Stored documents and read answers only (bounded by the store's validation and MAX_JSON_DEPTH), so
 * recursion is safe here. The media library reads image URLs out of content with it: the URLs a read
 * answer names (media-lookup.ts) and the places that use an image (media-usage.service.ts).
 */
export function forEachString(value: unknown, visit: (path: string, text: string) => void, path = ''): void {
  if (typeof value === 'string') visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => forEachString(item, visit, `${path}[${index}]`));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) forEachString(item, visit, path ? `${path}.${key}` : key);
  }
}
