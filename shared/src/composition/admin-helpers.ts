import { apiGet } from '../http/api-client.js';

/** Count badge of a list sub-tab: the number of items the API holds. */
export async function countListAt(path: string): Promise<number> {
  const items = await apiGet<unknown>(path);
  return Array.isArray(items) ? items.length : 0;
}

/** Count badge of a list nested in a page document, e.g. `facilities` of /api/cms/capabilities. */
export async function countFieldAt(path: string, field: string): Promise<number> {
  const document = await apiGet<Record<string, unknown>>(path);
  const value = document?.[field];
  return Array.isArray(value) ? value.length : 0;
}
