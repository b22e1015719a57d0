import { mirrorToAdminData, type SustainabilityContent } from '@pharma/shared';

/** The API paths the Sustainability editors read and write (shared/API-ROUTES.md). */
export const SUSTAINABILITY_PATHS = {
  content: '/api/cms/sustainability',
  hero: '/api/cms/sustainability/hero',
  heart: '/api/cms/sustainability/heart',
  sdg: '/api/cms/sustainability/sdg',
  policies: '/api/cms/sustainability/policies',
  visionMission: '/api/cms/sustainability/vision-mission',
  innovation: '/api/cms/sustainability/innovation-transformation',
  digitalSolutions: '/api/cms/sustainability/digital-solutions',
  researchInnovations: '/api/cms/sustainability/research-innovations',
  social: '/api/cms/sustainability/social',
  footer: '/api/cms/sustainability/footer',
} as const;

/** Mirrors one saved part into the `sustainability` section of `admin_data`. */
export function mirrorSustainability<K extends keyof SustainabilityContent>(key: K, value: SustainabilityContent[K]): void {
  mirrorToAdminData('sustainability', (current) => ({ ...current, [key]: value }));
}
