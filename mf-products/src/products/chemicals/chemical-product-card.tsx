import { ResponsiveImage, type ChemicalProduct } from '@pharma/shared';

// A product saved without a drawing shows the icon a broken one gives way to.
const FALLBACK = <i className="ri-flask-line products-chem-fallback" aria-hidden="true" data-testid="image-fallback" />;

/** Image, name and CAS of one chemical; a broken image gives way to an icon (as the spec asks). */
export function ChemicalProductCard({ product, layout = 'tile' }: { product: ChemicalProduct; layout?: 'tile' | 'row' }) {
  return (
    <div className={`products-chem-card products-chem-${layout}`}>
      <div className="products-chem-image">
        {/* Decorative: the drawing is illustrative, the name and CAS next to it carry the meaning. */}
        {product.image ? (
          <ResponsiveImage src={product.image} sizes="(max-width: 640px) 50vw, 240px" alt="" width={400} height={300} fallbackContent={FALLBACK} />
        ) : (
          FALLBACK
        )}
      </div>
      <div className="products-chem-text">
        <p className="products-chem-name">{product.name}</p>
        <p className="products-chem-cas">
          <span>CAS</span> <span className="products-cas">{product.cas}</span>
        </p>
      </div>
    </div>
  );
}
