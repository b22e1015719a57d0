import { defaultPharmaceuticalApisBody, type SeoRoute } from '@pharma/shared';
import { loadPharmaceuticalApisBody } from '../pharmaceutical-apis/load-pharmaceutical-apis';
import { pharmaceuticalApisMeta } from '../pharmaceutical-apis/pharmaceutical-apis-hero';
import { loadProductsHero } from '../products/hero/load-products-hero';
import { productsMeta } from '../products/products-meta';

/** The SEO sub-tab's routes; each default is the served head (the route's meta) of what the page's own loader reads. */
export const productsSeoRoutes: readonly SeoRoute[] = [
  { path: '/products', label: 'Products', defaults: async () => productsMeta(await loadProductsHero()) },
  // When the read fails the page shows its built-in banner, so the hint is that banner's head.
  {
    path: '/pharmaceutical-apis',
    label: 'Pharmaceutical APIs',
    defaults: async () => pharmaceuticalApisMeta(await loadPharmaceuticalApisBody().catch(() => defaultPharmaceuticalApisBody)),
  },
];
