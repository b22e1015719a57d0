import { apiGet, unwrapList, visibleItems, type ListItem } from '@pharma/shared';

/**
 * A published list as a page draws it: its active items by order, or the built-in ones while the
 * store holds none (so a page is never empty before anything is published). Rejects when the API does.
 */
export async function loadPublishedList<I extends ListItem, V>(path: string, view: (item: I) => V, defaults: V[]): Promise<V[]> {
  const stored = unwrapList<I>(await apiGet<unknown>(path));
  return stored.length > 0 ? visibleItems(stored).map((item) => view(item)) : defaults;
}
