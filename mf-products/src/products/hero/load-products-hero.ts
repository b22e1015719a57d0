import { apiGet, type ProductsHero } from '@pharma/shared';

export const PRODUCTS_HERO_PATH = '/api/cms/products/hero';

/** The hero the API holds; `null` when none has been stored. */
export async function loadProductsHero(): Promise<ProductsHero | null> {
  return (await apiGet<ProductsHero | null>(PRODUCTS_HERO_PATH)) ?? null;
}

/** The spec's rule: drawn only if it exists and its isActive is not false. */
export function isProductsHeroVisible(hero: ProductsHero | null | undefined): hero is ProductsHero {
  return hero != null && typeof hero === 'object' && hero.isActive !== false;
}
