import { pageMeta, type PageMeta, type SustainabilityContent } from '@pharma/shared';

/*
 * The Sustainability page's default head, from the content its loader read. Pure and free of page
 * components and CSS: the route's `meta` (served by the gateway) and the admin SEO tab's default hint
 * both call it, and the admin chunk must not pull the page in.
 */
export function sustainabilityMeta({ hero }: SustainabilityContent): PageMeta {
  return pageMeta([hero.title, 'Sustainability'], [hero.description], hero.backgroundImage);
}
