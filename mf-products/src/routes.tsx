import type { RemoteRoute } from '@pharma/shared';
import { loadProductsPage, type ProductsView } from './products/load-products';
import { productsMeta } from './products/products-meta';
import { ProductsPage } from './products/products-page';
import { loadPharmaceuticalApisPage, type PharmaceuticalApisView } from './pharmaceutical-apis/load-pharmaceutical-apis';
import { pharmaceuticalApisMeta } from './pharmaceutical-apis/pharmaceutical-apis-hero';
import { PharmaceuticalApisPage } from './pharmaceutical-apis/pharmaceutical-apis-page';

// Each page's meta also gives the admin SEO tab its default hint, so the hint is what is served.
const products: RemoteRoute<ProductsView> = {
  path: '/products',
  Component: ProductsPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadProductsPage,
  meta: (view) => productsMeta(view.hero),
};

/** Its text and its API samples are content; its head is its banner as published. */
const pharmaceuticalApis: RemoteRoute<PharmaceuticalApisView> = {
  path: '/pharmaceutical-apis',
  Component: PharmaceuticalApisPage,
  load: loadPharmaceuticalApisPage,
  meta: (view) => pharmaceuticalApisMeta(view.body),
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [products, pharmaceuticalApis];
