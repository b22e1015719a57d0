/** The API paths the Capabilities editors read and write (shared/API-ROUTES.md). */
export const CAPABILITIES_PATHS = {
  content: '/api/cms/capabilities',
  hero: '/api/cms/capabilities/hero',
  research: '/api/cms/capabilities/research',
  facilities: '/api/cms/capabilities/facilities',
} as const;
