import { apiPathOf, countListAt, PRODUCTS_COLLECTIONS, seoSubTab, SINGLE_SECTION_BADGE, type AdminContribution } from '@pharma/shared';
import { ApiSamplesPanel, IntermediateGroupsPanel, PyridineProductsPanel, TherapeuticCategoriesPanel, ThiopheneProductsPanel } from './catalogue-panels';
import { PharmaceuticalApisPanel } from './pharmaceutical-apis-panel';
import { ProductsHeroPanel } from './products-hero-panel';
import { productsSeoRoutes } from './seo-routes';

const { therapeuticCategories, intermediateGroups, pyridineProducts, thiopheneProducts, apiSamples } = PRODUCTS_COLLECTIONS;

/** The Products tab of the admin dashboard, contributed by this remote: the hero, the catalogue of /products, the samples and the text of /pharmaceutical-apis. */
export const admin: AdminContribution = {
  label: 'Products',
  subTabs: [
    { id: 'hero', label: 'Hero', count: async () => SINGLE_SECTION_BADGE, Panel: ProductsHeroPanel },
    {
      id: 'therapeutic-apis',
      label: 'Therapeutic APIs',
      count: () => countListAt(apiPathOf(therapeuticCategories)),
      Panel: TherapeuticCategoriesPanel,
    },
    { id: 'intermediates', label: 'Intermediates', count: () => countListAt(apiPathOf(intermediateGroups)), Panel: IntermediateGroupsPanel },
    { id: 'pyridine', label: 'Pyridine', count: () => countListAt(apiPathOf(pyridineProducts)), Panel: PyridineProductsPanel },
    { id: 'thiophene', label: 'Thiophene', count: () => countListAt(apiPathOf(thiopheneProducts)), Panel: ThiopheneProductsPanel },
    { id: 'api-samples', label: 'API Samples', count: () => countListAt(apiPathOf(apiSamples)), Panel: ApiSamplesPanel },
    { id: 'pharmaceutical-apis', label: 'Pharmaceutical APIs', count: async () => SINGLE_SECTION_BADGE, Panel: PharmaceuticalApisPanel },
    seoSubTab(productsSeoRoutes),
  ],
};
