import type { ApiEntry, IntermediateGroup, TherapeuticCategory } from '@pharma/shared';

/*
 * The spec keeps a search text in the page state without saying how it filters. Here it matches,
 * case-insensitively, product names and CAS numbers (with or without the dashes), and a whole
 * group when the group's own name matches (a therapeutic category, or an intermediate's target drugs).
 */

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

export function textMatches(text: string, query: string): boolean {
  const q = normalise(query);
  return q === '' || normalise(text).includes(q);
}

/** True for an empty query, or when the name or the CAS number contains the query. */
export function productMatches(entry: ApiEntry, query: string): boolean {
  const q = normalise(query);
  if (q === '') return true;
  if (textMatches(entry.name, q) || textMatches(entry.cas, q)) return true;
  // '7955997' finds '79559-97-0': compare CAS digits when the query is made of digits and dashes only.
  const digits = digitsOnly(q);
  return /^[0-9-]+$/.test(q) && digits.length > 0 && digitsOnly(entry.cas).includes(digits);
}

export function searchProducts<T extends ApiEntry>(products: readonly T[], query: string): T[] {
  return products.filter((product) => productMatches(product, query));
}

/** Categories with a matching name keep every API; the others keep only their matching APIs. */
export function searchCategories(categories: readonly TherapeuticCategory[], query: string): TherapeuticCategory[] {
  return narrowGroups(
    categories,
    query,
    (category) => category.name,
    (category) => category.apis,
    (category, apis) => ({ ...category, apis }),
  );
}

export function searchIntermediateGroups(groups: readonly IntermediateGroup[], query: string): IntermediateGroup[] {
  return narrowGroups(
    groups,
    query,
    (group) => group.category,
    (group) => group.products,
    (group, products) => ({ ...group, products }),
  );
}

function narrowGroups<G, P extends ApiEntry>(
  groups: readonly G[],
  query: string,
  nameOf: (group: G) => string,
  itemsOf: (group: G) => P[],
  withItems: (group: G, items: P[]) => G,
): G[] {
  if (normalise(query) === '') return [...groups];
  return groups.flatMap((group) => {
    if (textMatches(nameOf(group), query)) return [group];
    const items = searchProducts(itemsOf(group), query);
    return items.length > 0 ? [withItems(group, items)] : [];
  });
}
