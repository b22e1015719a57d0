import { apiGet, apiPathOf, PRODUCTS_COLLECTIONS, type ProductsHero } from '@pharma/shared';

/** The page title used when the managed hero (which normally carries the h1) is absent or inactive. */
export const PRODUCTS_PAGE_TITLE = 'Our Products';

/** The hero the API holds; `null` when none has been stored. */
export async function loadProductsHero(): Promise<ProductsHero | null> {
  return (await apiGet<ProductsHero | null>(apiPathOf(PRODUCTS_COLLECTIONS.hero))) ?? null;
}

/** The spec's rule: drawn only if it exists and its isActive is not false. */
export function isProductsHeroVisible(hero: ProductsHero | null | undefined): hero is ProductsHero {
  return hero != null && typeof hero === 'object' && hero.isActive !== false;
}
