import { PageHero } from '@pharma/shared';

export function CapabilitiesPage() {
  return <PageHero title="Our Capabilities" />;
}
