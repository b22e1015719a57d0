import { defaultIntermediateGroups, type IntermediateGroup } from '@pharma/shared';
import { useMemo } from 'react';
import { NoResults } from '../../common/no-results';
import { searchIntermediateGroups } from '../product-search';
import { ChemicalProductCard } from './chemical-product-card';
import type { CatalogSource } from './catalog';
import { CustomIntermediates } from './custom-intermediates';

interface Props {
  query: string;
  groups?: readonly IntermediateGroup[];
  /** What "Download Catalog" exports (the built-in catalogue unless given). */
  catalogue?: CatalogSource;
}

/** Intermediates tab: one card per group of target drugs, then the custom-intermediates block. */
export function IntermediatesPanel({ query, groups = defaultIntermediateGroups, catalogue }: Props) {
  const visible = useMemo(() => searchIntermediateGroups(groups, query), [groups, query]);
  const productCount = visible.reduce((sum, group) => sum + group.products.length, 0);
  return (
    <>
      <div className="products-toolbar">
        <p className="products-result-count" aria-live="polite">
          {visible.length} {visible.length === 1 ? 'group' : 'groups'} · {productCount} products
        </p>
      </div>
      {visible.length > 0 ? (
        <div className="products-group-list">
          {visible.map((group) => (
            <section key={group.category} className="products-group" aria-label={group.category} data-aos="fade-up">
              <h3 className="products-group-title">
                <i className="ri-links-line" aria-hidden="true" />
                {group.category}
              </h3>
              <ul className="products-chem-rows">
                {group.products.map((product) => (
                  <li key={product.cas}>
                    <ChemicalProductCard product={product} layout="row" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <NoResults />
      )}
      <CustomIntermediates catalogue={catalogue} />
    </>
  );
}
