import { useEffect, useState } from 'react';
import type { AdminData } from '../content/admin-data.js';
import { adminStore } from './admin-store.js';

/** The browser content store as React state: re-renders on changes from this tab and others. */
export function useAdminData(): AdminData {
  const [data, setData] = useState<AdminData>(() => adminStore.get());
  useEffect(() => adminStore.subscribe(setData), []);
  return data;
}
