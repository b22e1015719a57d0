/** The API paths the About editors read and write (shared/API-ROUTES.md). */
export const ABOUT_PATHS = {
  content: '/api/cms/about',
  hero: '/api/cms/about/hero',
  visionMission: '/api/cms/about/vision-mission',
  journey: '/api/cms/about/journey',
  journeyUpload: '/api/cms/about/journey/upload',
  leadership: '/api/cms/about/leadership',
  sections: '/api/cms/about/sections',
  values: '/api/cms/about/values',
  milestones: '/api/cms/about/milestones',
} as const;
