import { pageMeta, type CapabilitiesContent, type PageMeta } from '@pharma/shared';

/*
 * The Capabilities page's default head, from the content its loader read. Pure and free of page
 * components and CSS: the route's `meta` (served by the gateway) and the admin SEO tab's default hint
 * both call it, and the admin chunk must not pull the page in.
 */
export function capabilitiesMeta({ hero }: CapabilitiesContent): PageMeta {
  return pageMeta([hero.title, 'Our Capabilities'], [hero.description, hero.subtitle], hero.backgroundImage);
}
