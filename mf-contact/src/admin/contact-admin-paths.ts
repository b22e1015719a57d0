/** The contact page's API section and list paths (API-ROUTES.md). */
export const CONTACT_PATHS = {
  content: '/api/cms/contact',
  hero: '/api/cms/contact/hero',
  getInTouch: '/api/cms/contact/get-in-touch',
  users: '/api/cms/contact/users',
} as const;
