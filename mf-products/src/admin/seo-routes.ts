import type { SeoRoute } from '@pharma/shared';
import { PHARMACEUTICAL_APIS_META } from '../pharmaceutical-apis/pharmaceutical-apis-hero';
import { loadProductsHero } from '../products/hero/load-products-hero';
import { productsMeta } from '../products/products-meta';

/** The SEO sub-tab's routes; each default is the served head (the route's meta) of what the page's own loader reads. */
export const productsSeoRoutes: readonly SeoRoute[] = [
  { path: '/products', label: 'Products', defaults: async () => productsMeta(await loadProductsHero()) },
  { path: '/pharmaceutical-apis', label: 'Pharmaceutical APIs', defaults: async () => PHARMACEUTICAL_APIS_META },
];
