import type { ChemicalProduct } from '@pharma/shared';
import { useMemo } from 'react';
import { NoResults } from '../../common/no-results';
import { searchProducts } from '../product-search';
import { ChemicalProductCard } from './chemical-product-card';

interface Props {
  query: string;
  products: readonly ChemicalProduct[];
}

/** Pyridine and thiophene tabs: a plain grid of products. */
export function ChemicalListPanel({ query, products }: Props) {
  const visible = useMemo(() => searchProducts(products, query), [products, query]);
  return (
    <>
      <div className="products-toolbar">
        <p className="products-result-count" aria-live="polite">
          {visible.length} {visible.length === 1 ? 'product' : 'products'}
        </p>
      </div>
      {visible.length > 0 ? (
        <ul className="products-chem-grid products-chem-grid-wide">
          {visible.map((product) => (
            <li key={product.cas} data-aos="fade-up">
              <ChemicalProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : (
        <NoResults />
      )}
    </>
  );
}
