import { COMPANY_NAME, pageMeta, type PageMeta } from '@pharma/shared';
import type { HomeView } from './home-content';

/*
 * The home page's default head: the company's name (the gateway then serves the site's own title,
 * which names the company and what it makes: a home page is found by its name, and a slide's title
 * is too long for a result's title), with what the hero shows first (its first slide's subtitle and
 * image), else the global-impact text. Pure and free of page components and
 * CSS: the route's `meta` (served by the gateway) and the admin SEO tab's default hint both call it,
 * and the admin chunk must not pull the page in.
 */
export function homeMeta({ slides, globalImpact }: Pick<HomeView, 'slides' | 'globalImpact'>): PageMeta {
  const lead = slides[0];
  return pageMeta([COMPANY_NAME], [lead?.subtitle, globalImpact.description], lead?.image);
}
