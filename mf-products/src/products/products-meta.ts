import { pageMeta, type PageMeta, type ProductsHero } from '@pharma/shared';
import { isProductsHeroVisible, PRODUCTS_PAGE_TITLE } from './hero/load-products-hero';

/** The description when the managed hero (which carries the page's text) is absent or inactive. */
export const PRODUCTS_DESCRIPTION = 'APIs, advanced intermediates and speciality chemicals: 150+ APIs across 17 therapeutic categories.';

/*
 * The Products page's default head: the banner the page draws (the hero when shown, else the page
 * title). Pure and free of page components and CSS: the route's `meta` (served by the gateway) and
 * the admin SEO tab's default hint both call it, and the admin chunk must not pull the page in.
 */
export function productsMeta(hero: ProductsHero | null): PageMeta {
  if (!isProductsHeroVisible(hero)) return pageMeta([PRODUCTS_PAGE_TITLE], [PRODUCTS_DESCRIPTION]);
  const title = [hero.titleLine1, hero.titleLine2].filter(Boolean).join(' ');
  return pageMeta([title, PRODUCTS_PAGE_TITLE], [hero.description, hero.subtitle, PRODUCTS_DESCRIPTION], hero.backgroundImage);
}
