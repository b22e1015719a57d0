import { PageHero } from '@pharma/shared';

export function ProductsPage() {
  return <PageHero title="Our Products" />;
}
