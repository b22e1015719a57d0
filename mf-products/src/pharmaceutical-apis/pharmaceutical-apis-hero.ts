import { PHARMACEUTICAL_APIS_HERO_IMAGE, pageMeta, type PageMeta } from '@pharma/shared';

/** The banner's text: the page shows it, and it is the page's default head (served, and hinted in the admin's SEO tab). */
export const PHARMACEUTICAL_APIS_HERO = {
  title: 'Pharmaceutical APIs',
  subtitle: 'Regulatory-grade active pharmaceutical ingredients for CNS, psychotropic and complex generic therapies, trusted by partners in 80+ countries.',
} as const;

/** The page's default head, for the route's `meta` and the SEO tab's defaults alike: the banner as drawn. */
export const PHARMACEUTICAL_APIS_META: PageMeta = pageMeta(
  [PHARMACEUTICAL_APIS_HERO.title],
  [PHARMACEUTICAL_APIS_HERO.subtitle],
  PHARMACEUTICAL_APIS_HERO_IMAGE,
);
