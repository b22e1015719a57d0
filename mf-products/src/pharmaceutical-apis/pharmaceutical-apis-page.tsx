import { PageHero } from '@pharma/shared';

export function PharmaceuticalApisPage() {
  return <PageHero title="Pharmaceutical APIs" />;
}
