import { mirrorToAdminData, type SustainabilityContent } from '@pharma/shared';

/** Mirrors one saved part into the `sustainability` section of `admin_data`. */
export function mirrorSustainability<K extends keyof SustainabilityContent>(key: K, value: SustainabilityContent[K]): void {
  mirrorToAdminData('sustainability', (current) => ({ ...current, [key]: value }));
}
