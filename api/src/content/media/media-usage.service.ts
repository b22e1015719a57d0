import { Injectable } from '@nestjs/common';
import { collectionLabel, mediaIdOf, pageOfCollection, SECTION_ID, type MediaUsage } from '@pharma/shared/content';
import { forEachString } from '../../platform/http/json-strings.js';
import { NON_CONTENT_COLLECTIONS, Store } from '../../platform/store/store.port.js';
import { mediaCollection } from './schema/media.schema.js';

/** Collections that are not content: they never "use" an image. */
const NOT_CONTENT = new Set([...NON_CONTENT_COLLECTIONS, mediaCollection.name]);

/**
 * Where images are used, found by reading every content collection and every string in it. No
 * reference table to keep in step: whatever field a page module stores an image URL in, a delete
 * sees it. It reads all content, so it runs on the library's reads and deletes only (admin actions).
 *
 * A string uses an image when it names the image's record id under /uploads/, however it is
 * spelled: with a query or fragment, as one of its variants ('<id>-640.webp'), as an absolute URL
 * of any origin, percent-encoded, or in a srcset beside others. Erring towards "in use" is the safe
 * side: a false "in use" only keeps a file, a missed one breaks a page.
 */
@Injectable()
export class MediaUsageService {
  constructor(private readonly store: Store) {}

  /** The usages of each of `urls` (the library's own '/uploads/<id>.<ext>' addresses), keyed by that URL. */
  async usagesOf(urls: ReadonlySet<string>): Promise<Map<string, MediaUsage[]>> {
    const urlOfId = new Map([...urls].flatMap((url) => (mediaIdOf(url) ? [[mediaIdOf(url)!, url] as const] : [])));
    const found = new Map<string, MediaUsage[]>();
    for (const { name, handle } of this.store.usedCollections()) {
      if (NOT_CONTENT.has(name)) continue;
      for (const doc of (await handle.list()) as Array<Record<string, unknown> & { id: string }>) {
        forEachString(doc, (field, value) => {
          for (const id of mediaIdsIn(value)) {
            const url = urlOfId.get(id);
            if (!url) continue;
            const usage = { collection: name, id: doc.id, field, label: labelOf(name, doc, field) };
            found.set(url, [...(found.get(url) ?? []), usage]);
          }
        });
      }
    }
    return found;
  }
}

/** '/uploads/' (after decoding and dropping './' segments), a 32-hex record id, then a variant width or the extension. */
const UPLOAD_REFERENCE = /\/uploads\/(?:\.\/)*([a-f0-9]{32})(?=[-.])/g;
/** Decoding more than this many layers of percent-encoding is not something a browser does either. */
const MAX_DECODES = 3;

/** The media ids a string names, each once. */
export function mediaIdsIn(value: string): Set<string> {
  if (!/uploads/i.test(value) && !/%/.test(value)) return new Set();
  let text = value;
  for (let i = 0; i < MAX_DECODES && /%[0-9a-f]{2}/i.test(text); i++) text = percentDecoded(text);
  text = text.toLowerCase().replace(/\\/g, '/');
  return new Set([...text.matchAll(UPLOAD_REFERENCE)].map((match) => match[1]!));
}

/** Each %XX on its own: one malformed escape must not hide the rest (decodeURIComponent throws on it). */
function percentDecoded(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A collection's words with a capital: `vision_mission` → `Vision mission`. */
const capitalised = (name: string) => collectionLabel(name).replace(/^\w/, (c) => c.toUpperCase());

/** "About › Hero › backgroundImage", or for a list item "Home › Slides › “Title” › image". */
function labelOf(collection: string, doc: Record<string, unknown>, field: string): string {
  const page = pageOfCollection(collection);
  const rest = collection.startsWith(`${page}_`) ? collection.slice(page.length + 1) : '';
  const parts = [capitalised(page)];
  if (rest) parts.push(capitalised(rest));
  const name = [doc.title, doc.name, doc.route].find((v): v is string => typeof v === 'string' && v !== '');
  if (doc.id !== SECTION_ID && name) parts.push(`“${name.length > 40 ? `${name.slice(0, 39)}…` : name}”`);
  parts.push(field);
  return parts.join(' › ');
}
