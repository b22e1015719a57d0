import { researchDevelopmentPage, pageMeta, type PageMeta } from '@pharma/shared';

/** The banner's text: the page shows it, and it is the page's default head (served, and hinted in the admin's SEO tab). */
export const RESEARCH_DEVELOPMENT_HERO = {
  title: 'Research & Development',
  subtitle: 'Science that turns complex chemistry into accessible medicines',
  lead: 'Over 200 scientists in three R&D centres develop robust processes, complex generics and new technology platforms.',
} as const;

/** The page's default head, for the route's `meta` and the SEO tab's defaults alike: the banner as drawn. */
export const RESEARCH_DEVELOPMENT_META: PageMeta = pageMeta(
  [RESEARCH_DEVELOPMENT_HERO.title],
  [RESEARCH_DEVELOPMENT_HERO.lead, RESEARCH_DEVELOPMENT_HERO.subtitle],
  researchDevelopmentPage.heroImage,
);
