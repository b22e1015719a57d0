import { PHARMACEUTICAL_APIS_HERO_IMAGE, seoDefaultsFrom, type SeoRoute } from '@pharma/shared';
import { PHARMACEUTICAL_APIS_HERO } from '../pharmaceutical-apis/pharmaceutical-apis-hero';
import { isProductsHeroVisible, loadProductsHero, PRODUCTS_PAGE_TITLE } from '../products/hero/load-products-hero';

/** The SEO sub-tab's routes; each default is the page's banner, as the page draws it. */
export const productsSeoRoutes: readonly SeoRoute[] = [
  {
    path: '/products',
    label: 'Products',
    defaults: async () => {
      const hero = await loadProductsHero();
      if (!isProductsHeroVisible(hero)) return seoDefaultsFrom(PRODUCTS_PAGE_TITLE, []);
      const title = [hero.titleLine1, hero.titleLine2].filter(Boolean).join(' ') || PRODUCTS_PAGE_TITLE;
      return seoDefaultsFrom(title, [hero.description, hero.subtitle], hero.backgroundImage);
    },
  },
  {
    path: '/pharmaceutical-apis',
    label: 'Pharmaceutical APIs',
    defaults: async () => seoDefaultsFrom(PHARMACEUTICAL_APIS_HERO.title, [PHARMACEUTICAL_APIS_HERO.subtitle], PHARMACEUTICAL_APIS_HERO_IMAGE),
  },
];
