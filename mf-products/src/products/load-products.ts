import {
  apiPathOf,
  chemicalProductOf,
  defaultIntermediateGroups,
  defaultProductsHero,
  defaultPyridineProducts,
  defaultTherapeuticCategories,
  defaultThiopheneProducts,
  intermediateGroupOf,
  PRODUCTS_COLLECTIONS,
  therapeuticCategoryOf,
  type ChemicalProduct,
  type ChemicalProductItem,
  type IntermediateGroup,
  type IntermediateGroupItem,
  type ProductsHero,
  type TherapeuticCategory,
  type TherapeuticCategoryItem,
} from '@pharma/shared';
import { loadPublishedList } from '../common/published-list';
import { loadProductsHero } from './hero/load-products-hero';

/** The catalogue of /products, as its tabs draw it. */
export interface ProductCatalogue {
  therapeutic: TherapeuticCategory[];
  intermediates: IntermediateGroup[];
  pyridine: ChemicalProduct[];
  thiophene: ChemicalProduct[];
}

export interface ProductsView {
  hero: ProductsHero | null;
  catalogue: ProductCatalogue;
}

export const DEFAULT_CATALOGUE: ProductCatalogue = {
  therapeutic: defaultTherapeuticCategories,
  intermediates: defaultIntermediateGroups,
  pyridine: defaultPyridineProducts,
  thiophene: defaultThiopheneProducts,
};

/** What the page shows before (or without) the API's answer. */
export const DEFAULT_PRODUCTS_VIEW: ProductsView = { hero: defaultProductsHero, catalogue: DEFAULT_CATALOGUE };

const { therapeuticCategories, intermediateGroups, pyridineProducts, thiopheneProducts } = PRODUCTS_COLLECTIONS;

/**
 * The products page's loader (its useContent and its server renderer): the hero and the catalogue.
 * Rejects when any part fails, so the server renderer never serves built-in content as published.
 */
export async function loadProductsPage(): Promise<ProductsView> {
  const [hero, therapeutic, intermediates, pyridine, thiophene] = await Promise.all([
    loadProductsHero(),
    loadPublishedList<TherapeuticCategoryItem, TherapeuticCategory>(apiPathOf(therapeuticCategories), therapeuticCategoryOf, defaultTherapeuticCategories),
    loadPublishedList<IntermediateGroupItem, IntermediateGroup>(apiPathOf(intermediateGroups), intermediateGroupOf, defaultIntermediateGroups),
    loadPublishedList<ChemicalProductItem, ChemicalProduct>(apiPathOf(pyridineProducts), chemicalProductOf, defaultPyridineProducts),
    loadPublishedList<ChemicalProductItem, ChemicalProduct>(apiPathOf(thiopheneProducts), chemicalProductOf, defaultThiopheneProducts),
  ]);
  return { hero, catalogue: { therapeutic, intermediates, pyridine, thiophene } };
}
