import { contractManufacturingPage, pageMeta, type PageMeta } from '@pharma/shared';

/** The banner's text: the page shows it, and it is the page's default head (served, and hinted in the admin's SEO tab). */
export const CONTRACT_MANUFACTURING_HERO = {
  title: 'Contract Manufacturing',
  subtitle: 'Your trusted CDMO partner, from process development to commercial supply',
  lead: 'cGMP manufacturing of APIs and advanced intermediates across three regulator-approved sites in India and Switzerland, for customers in 80+ countries.',
} as const;

/** The page's default head, for the route's `meta` and the SEO tab's defaults alike: the banner as drawn. */
export const CONTRACT_MANUFACTURING_META: PageMeta = pageMeta(
  [CONTRACT_MANUFACTURING_HERO.title],
  [CONTRACT_MANUFACTURING_HERO.lead, CONTRACT_MANUFACTURING_HERO.subtitle],
  contractManufacturingPage.heroImage,
);
