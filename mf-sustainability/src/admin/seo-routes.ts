import type { SeoRoute } from '@pharma/shared';
import { loadSustainability } from '../sustainability/load-sustainability';
import { sustainabilityMeta } from '../sustainability/sustainability-meta';

/** The SEO sub-tab's route: the defaults are the served head (the route's meta) of what the page's own loader reads. */
export const sustainabilitySeoRoutes: readonly SeoRoute[] = [
  { path: '/sustainability', label: 'Sustainability', defaults: async () => sustainabilityMeta(await loadSustainability()) },
];
