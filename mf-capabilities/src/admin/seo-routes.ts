import { contractManufacturingPage, researchDevelopmentPage, seoDefaultsFrom, type SeoRoute } from '@pharma/shared';
import { loadCapabilities } from '../capabilities/load-capabilities';
import { CONTRACT_MANUFACTURING_HERO } from '../contract-manufacturing/contract-manufacturing-hero';
import { RESEARCH_DEVELOPMENT_HERO } from '../research-development/research-development-hero';

/** The SEO sub-tab's routes; each default is the page's banner (the Capabilities hero through the page's own loader). */
export const capabilitiesSeoRoutes: readonly SeoRoute[] = [
  {
    path: '/capabilities',
    label: 'Capabilities',
    defaults: async () => {
      const { hero } = await loadCapabilities();
      return seoDefaultsFrom(hero.title, [hero.description, hero.subtitle], hero.backgroundImage);
    },
  },
  {
    path: '/contract-manufacturing',
    label: 'Contract Manufacturing',
    defaults: async () =>
      seoDefaultsFrom(
        CONTRACT_MANUFACTURING_HERO.title,
        [CONTRACT_MANUFACTURING_HERO.lead, CONTRACT_MANUFACTURING_HERO.subtitle],
        contractManufacturingPage.heroImage,
      ),
  },
  {
    path: '/research-development',
    label: 'Research & Development',
    defaults: async () =>
      seoDefaultsFrom(RESEARCH_DEVELOPMENT_HERO.title, [RESEARCH_DEVELOPMENT_HERO.lead, RESEARCH_DEVELOPMENT_HERO.subtitle], researchDevelopmentPage.heroImage),
  },
];
