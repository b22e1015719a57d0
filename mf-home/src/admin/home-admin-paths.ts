/** The home page's API lists and section (API-ROUTES.md). */
export const HOME_PATHS = {
  slides: '/api/cms/home/slides',
  offerings: '/api/cms/home/offerings',
  statistics: '/api/cms/home/statistics',
  regulatory: '/api/cms/home/regulatory',
  globalImpact: '/api/cms/home/global-impact',
} as const;
