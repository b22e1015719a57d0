import { createHash } from 'node:crypto';
import type { RawDoc } from '../../platform/store/engine.js';
import type { DocRef } from '../../platform/store/versioning/release-book.js';

/** Bookkeeping that says nothing about what a reader sees: left out of the hash. */
const META_FIELDS = new Set(['_id', 'id', 'version', 'createdAt', 'updatedAt', 'autosave']);

/** JSON with object keys sorted at every depth, so equal content always gives equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function content(doc: RawDoc | null): Record<string, unknown> | null {
  if (!doc) return null;
  return Object.fromEntries(Object.entries(doc).filter(([field]) => !META_FIELDS.has(field)));
}

/**
 * The hash a signature is bound to: SHA-256 over the content of every document of a submission
 * (a deleted one as null), in a fixed order. Versions and timestamps are not content: saving the
 * same text again changes nothing a reviewer approved; changing one character changes the hash.
 */
export function reviewHash(docs: Array<DocRef & { doc: RawDoc | null }>): string {
  const ordered = [...docs].sort((a, b) => `${a.collection}/${a.id}`.localeCompare(`${b.collection}/${b.id}`));
  const text = canonical(ordered.map(({ collection, id, doc }) => ({ collection, id, content: content(doc) })));
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}
