import type { ProductsHero, RemoteRoute } from '@pharma/shared';
import { loadProductsHero } from './products/hero/load-products-hero';
import { productsMeta } from './products/products-meta';
import { ProductsPage } from './products/products-page';
import { PHARMACEUTICAL_APIS_META } from './pharmaceutical-apis/pharmaceutical-apis-hero';
import { PharmaceuticalApisPage } from './pharmaceutical-apis/pharmaceutical-apis-page';

// Each page's meta also gives the admin SEO tab its default hint, so the hint is what is served.
const products: RemoteRoute<ProductsHero | null> = {
  path: '/products',
  Component: ProductsPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadProductsHero,
  meta: productsMeta,
};

/** A page without API content: its head is its banner's fixed text. */
const pharmaceuticalApis: RemoteRoute = {
  path: '/pharmaceutical-apis',
  Component: PharmaceuticalApisPage,
  meta: () => PHARMACEUTICAL_APIS_META,
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [products, pharmaceuticalApis];
