import { PageHero } from '@pharma/shared';

export function ContractManufacturingPage() {
  return <PageHero title="Contract Manufacturing" />;
}
