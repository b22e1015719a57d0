import type { AdminData } from '../content/admin-data.js';
import { ADMIN_DATA_KEY } from './event-bus.js';

/**
 * The admin's browser content store (`admin_data`) as public pages read it: an offline cache they
 * fall back to when the server has nothing. Malformed saved content is logged and ignored.
 */
export function readCachedAdminData(storage: Storage | undefined = globalThis.localStorage): Partial<AdminData> | null {
  const raw = storage?.getItem(ADMIN_DATA_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Partial<AdminData>;
    console.warn('Ignoring cached admin data: not an object');
  } catch (error) {
    console.warn('Ignoring malformed cached admin data', error);
  }
  return null;
}
