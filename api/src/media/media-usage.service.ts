import { Injectable } from '@nestjs/common';
import type { MediaUsage } from '@pharma/shared/content';
import { forEachString } from '../common/json-strings.js';
import { NON_CONTENT_COLLECTIONS, Store } from '../store/store.port.js';
import { mediaCollection } from './schema/media.schema.js';

/** Collections that are not content: they never "use" an image. */
const NOT_CONTENT = new Set([...NON_CONTENT_COLLECTIONS, mediaCollection.name]);

/**
 * Where images are used, found by reading every content collection and every string in it. No
 * reference table to keep in step: whatever field a page module stores an image URL in, a delete
 * sees it. It reads all content, so it runs on the library's reads and deletes only (admin actions).
 */
@Injectable()
export class MediaUsageService {
  constructor(private readonly store: Store) {}

  async usagesOf(urls: ReadonlySet<string>): Promise<Map<string, MediaUsage[]>> {
    const found = new Map<string, MediaUsage[]>();
    for (const { name, handle } of this.store.usedCollections()) {
      if (NOT_CONTENT.has(name)) continue;
      for (const doc of (await handle.list()) as Array<Record<string, unknown> & { id: string }>) {
        forEachString(doc, (field, value) => {
          if (!urls.has(value)) return;
          const usage = { collection: name, id: doc.id, field, label: labelOf(name, doc, field) };
          found.set(value, [...(found.get(value) ?? []), usage]);
        });
      }
    }
    return found;
  }
}

const words = (text: string) => text.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** "About › Hero › backgroundImage", or for a list item "Home › Slides › “Title” › image". */
function labelOf(collection: string, doc: Record<string, unknown>, field: string): string {
  const [page = collection, ...rest] = collection.split('_');
  const parts = [words(page)];
  if (rest.length) parts.push(words(rest.join(' ')));
  const name = [doc.title, doc.name, doc.route].find((v): v is string => typeof v === 'string' && v !== '');
  if (doc.id !== 'main' && name) parts.push(`“${name.length > 40 ? `${name.slice(0, 39)}…` : name}”`);
  parts.push(field);
  return parts.join(' › ');
}
