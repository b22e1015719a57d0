import { COMPANY_NAME, seoDefaultsFrom, type SeoRoute } from '@pharma/shared';
import { loadHome } from '../home/home-content';

/**
 * The SEO sub-tab's route: the defaults are what the hero shows first (its first slide's title,
 * as the h1, subtitle and image; the company name without slides), read by the page's own loader.
 */
export const homeSeoRoutes: readonly SeoRoute[] = [
  {
    path: '/',
    label: 'Home',
    defaults: async () => {
      const { slides, globalImpact } = await loadHome();
      const first = slides[0];
      return seoDefaultsFrom(first?.title ?? COMPANY_NAME, [first?.subtitle, globalImpact.description], first?.image);
    },
  },
];
