import { seoDefaultsFrom, type SeoRoute } from '@pharma/shared';
import { loadSustainability } from '../sustainability/load-sustainability';

/** The SEO sub-tab's route: the defaults are the Sustainability hero's title, text and image, read by the page's own loader. */
export const sustainabilitySeoRoutes: readonly SeoRoute[] = [
  {
    path: '/sustainability',
    label: 'Sustainability',
    defaults: async () => {
      const { hero } = await loadSustainability();
      return seoDefaultsFrom(hero.title, [hero.description], hero.backgroundImage);
    },
  },
];
