import { SOURCE_HASHES_FIELD, type FieldDiff } from '@pharma/shared/content';
import type { RawDoc } from '../engine.js';
import { changedFields } from './release-book.js';

/** Rich text is compared as text: tags go, entities and runs of white space become plain spaces. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return JSON.stringify(value);
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The content fields that differ between two versions of a document, as the dashboard shows them (history, review). */
export function fieldDiffs(before: RawDoc | null, after: RawDoc | null): FieldDiff[] {
  return changedFields(before, after)
    .filter((field) => field !== SOURCE_HASHES_FIELD) // a translation's bookkeeping, not its text
    .map((field) => ({ field, before: asText(before?.[field]), after: asText(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
