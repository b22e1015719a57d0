import type { RemoteRoute } from '@pharma/shared';
import { ProductsPage } from './products/products-page';
import { PharmaceuticalApisPage } from './pharmaceutical-apis/pharmaceutical-apis-page';

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [
  { path: '/products', Component: ProductsPage },
  { path: '/pharmaceutical-apis', Component: PharmaceuticalApisPage },
];
