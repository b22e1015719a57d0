import { COMPANY_NAME, pageMeta, type PageMeta } from '@pharma/shared';
import type { HomeView } from './home-content';

/*
 * The home page's default head: what the hero shows first (its first slide's title, the h1, subtitle
 * and image), else the company name and the global-impact text. Pure and free of page components and
 * CSS: the route's `meta` (served by the gateway) and the admin SEO tab's default hint both call it,
 * and the admin chunk must not pull the page in.
 */
export function homeMeta({ slides, globalImpact }: Pick<HomeView, 'slides' | 'globalImpact'>): PageMeta {
  const lead = slides[0];
  return pageMeta([lead?.title, COMPANY_NAME], [lead?.subtitle, globalImpact.description], lead?.image);
}
