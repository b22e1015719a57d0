import { PageHero } from '@pharma/shared';

export function SustainabilityPage() {
  return <PageHero title="Transforming Health, Empowering Sustainability" />;
}
