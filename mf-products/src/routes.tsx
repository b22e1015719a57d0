import { PHARMACEUTICAL_APIS_HERO_IMAGE, pageMeta, type ProductsHero, type RemoteRoute } from '@pharma/shared';
import { isProductsHeroVisible, loadProductsHero, PRODUCTS_PAGE_TITLE } from './products/hero/load-products-hero';
import { ProductsPage } from './products/products-page';
import { PharmaceuticalApisPage } from './pharmaceutical-apis/pharmaceutical-apis-page';

const PRODUCTS_DESCRIPTION = 'APIs, advanced intermediates and speciality chemicals: 150+ APIs across 17 therapeutic categories.';

const products: RemoteRoute<ProductsHero | null> = {
  path: '/products',
  Component: ProductsPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadProductsHero,
  meta: (hero) =>
    isProductsHeroVisible(hero)
      ? pageMeta([`${hero.titleLine1} ${hero.titleLine2}`, PRODUCTS_PAGE_TITLE], [hero.description, hero.subtitle, PRODUCTS_DESCRIPTION], hero.backgroundImage)
      : pageMeta([PRODUCTS_PAGE_TITLE], [PRODUCTS_DESCRIPTION]),
};

/** A page without API content: its head is fixed text, the same as its hero. */
const pharmaceuticalApis: RemoteRoute = {
  path: '/pharmaceutical-apis',
  Component: PharmaceuticalApisPage,
  meta: () =>
    pageMeta(
      ['Pharmaceutical APIs'],
      ['Regulatory-grade active pharmaceutical ingredients for CNS, psychotropic and complex generic therapies, trusted by partners in 80+ countries.'],
      PHARMACEUTICAL_APIS_HERO_IMAGE,
    ),
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [products, pharmaceuticalApis];
