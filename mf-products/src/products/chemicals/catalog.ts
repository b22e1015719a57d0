import type { ChemicalProduct, IntermediateGroup } from '@pharma/shared';
import { toCsv } from '../../common/csv';

export const CATALOG_HEADER = ['Product Family', 'Group', 'Product', 'CAS Number'] as const;
export const CATALOG_FILENAME = 'auralis-intermediates-catalog.csv';

/** The lists the catalogue CSV is made of; a page's catalogue (therapeutic categories and all) fits. */
export interface CatalogSource {
  intermediates: readonly IntermediateGroup[];
  pyridine: readonly ChemicalProduct[];
  thiophene: readonly ChemicalProduct[];
}

/** The CSV behind "Download Catalog": every intermediate and speciality chemical of the page. */
export function catalogCsv({ intermediates, pyridine, thiophene }: CatalogSource): string {
  const rows = [
    ...intermediates.flatMap((group) => group.products.map((p) => ['Advanced Intermediates', group.category, p.name, p.cas])),
    ...pyridine.map((p) => ['Pyridine Derivatives', 'Pyridine', p.name, p.cas]),
    ...thiophene.map((p) => ['Thiophene Derivatives', 'Thiophene', p.name, p.cas]),
  ];
  return toCsv(CATALOG_HEADER, rows);
}
