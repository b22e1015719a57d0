import type { RemoteRoute, StaticApiSample } from '@pharma/shared';
import { loadProductsPage, type ProductsView } from './products/load-products';
import { productsMeta } from './products/products-meta';
import { ProductsPage } from './products/products-page';
import { loadApiSamples } from './pharmaceutical-apis/load-api-samples';
import { PHARMACEUTICAL_APIS_META } from './pharmaceutical-apis/pharmaceutical-apis-hero';
import { PharmaceuticalApisPage } from './pharmaceutical-apis/pharmaceutical-apis-page';

// Each page's meta also gives the admin SEO tab its default hint, so the hint is what is served.
const products: RemoteRoute<ProductsView> = {
  path: '/products',
  Component: ProductsPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadProductsPage,
  meta: (view) => productsMeta(view.hero),
};

/** Its API samples are content; its head is its banner's fixed text. */
const pharmaceuticalApis: RemoteRoute<StaticApiSample[]> = {
  path: '/pharmaceutical-apis',
  Component: PharmaceuticalApisPage,
  load: loadApiSamples,
  meta: () => PHARMACEUTICAL_APIS_META,
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [products, pharmaceuticalApis];
