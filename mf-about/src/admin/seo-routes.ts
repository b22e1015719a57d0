import { seoDefaultsFrom, type SeoRoute } from '@pharma/shared';
import { loadAbout } from '../about/about-content';

/** The SEO sub-tab's route: the defaults are the About hero's title, text and image, read by the page's own loader. */
export const aboutSeoRoutes: readonly SeoRoute[] = [
  {
    path: '/about',
    label: 'About',
    defaults: async () => {
      const { hero } = await loadAbout();
      return seoDefaultsFrom(hero.title, [hero.description, hero.subtitle], hero.backgroundImage);
    },
  },
];
