import { PageHero } from '@pharma/shared';

export function ResearchDevelopmentPage() {
  return <PageHero title="Research & Development" />;
}
