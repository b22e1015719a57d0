import { seoDefaultsFrom, type SeoRoute } from '@pharma/shared';
import { loadContactContent } from '../contact/contact-content';

/** The SEO sub-tab's route: the defaults are the Contact hero's title, text and image, read by the page's own loader. */
export const contactSeoRoutes: readonly SeoRoute[] = [
  {
    path: '/contact',
    label: 'Contact',
    defaults: async () => {
      const { hero } = await loadContactContent();
      return seoDefaultsFrom(hero.title, [hero.description, hero.subtitle], hero.backgroundImage);
    },
  },
];
