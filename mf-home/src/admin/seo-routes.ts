import type { SeoRoute } from '@pharma/shared';
import { loadHome } from '../home/home-content';
import { homeMeta } from '../home/home-meta';

/** The SEO sub-tab's route: the defaults are the served head (the route's meta) of what the page's own loader reads. */
export const homeSeoRoutes: readonly SeoRoute[] = [{ path: '/', label: 'Home', defaults: async () => homeMeta(await loadHome()) }];
