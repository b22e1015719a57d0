import type { SeoRoute } from '@pharma/shared';
import { loadAbout } from '../about/about-content';
import { aboutMeta } from '../about/about-meta';

/** The SEO sub-tab's route: the defaults are the served head (the route's meta) of what the page's own loader reads. */
export const aboutSeoRoutes: readonly SeoRoute[] = [{ path: '/about', label: 'About', defaults: async () => aboutMeta(await loadAbout()) }];
