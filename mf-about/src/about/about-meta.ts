import { pageMeta, type PageMeta } from '@pharma/shared';
import type { AboutView } from './about-content';

/*
 * The About page's default head, from the content its loader read. Pure and free of page components
 * and CSS: the route's `meta` (served by the gateway) and the admin SEO tab's default hint both call
 * it, and the admin chunk must not pull the page in.
 */
export function aboutMeta({ hero }: AboutView): PageMeta {
  return pageMeta([hero.title, 'About Us'], [hero.description, hero.subtitle], hero.backgroundImage);
}
