import { PageHero } from '@pharma/shared';

export function ContactPage() {
  return <PageHero title="Contact Us" />;
}
