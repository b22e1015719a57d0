import { PageHero } from '@pharma/shared';

export function AboutPage() {
  return <PageHero title="About Us" />;
}
