import { isRecord } from '@pharma/shared/content';

/** Meta fields an inactive section keeps for anonymous readers (the page needs only `isActive: false`). */
const META_KEYS = ['id', 'version', 'createdAt', 'updatedAt'] as const;

function isInactive(value: unknown): boolean {
  return isRecord(value) && value.isActive === false;
}

/** An inactive section without its content: pages hide it, or show their built-in fallback, on isActive. */
function unpublished(section: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = { isActive: false };
  for (const key of META_KEYS) if (key in section) kept[key] = section[key];
  return kept;
}

/**
 * What anonymous readers may see of a read's payload, whatever its shape (a list, one section, a
 * page's composite of sections and lists, items nested in a section): list elements with
 * isActive false are dropped, and any other object with isActive false keeps only its meta fields.
 * One walk over the answer, so every route (present and future) obeys the same rule.
 */
export function publishedOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((element) => !isInactive(element)).map(publishedOnly);
  if (!isRecord(value)) return value;
  if (value.isActive === false) return unpublished(value);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = publishedOnly(child);
  return out;
}
