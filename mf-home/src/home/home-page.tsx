import { PageHero } from '@pharma/shared';

export function HomePage() {
  return <PageHero title="Global Impact & Excellence" />;
}
