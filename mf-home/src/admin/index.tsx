import { countListAt, seoSubTab, type AdminContribution } from '@pharma/shared';
import { GlobalImpactPanel } from './global-impact-panel';
import { HeroSlidesPanel } from './hero-slides-panel';
import { HOME_PATHS } from './home-admin-paths';
import { OfferingsPanel } from './offerings-panel';
import { RegulatoryPanel } from './regulatory-panel';
import { homeSeoRoutes } from './seo-routes';

/** The Home Page tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Home Page',
  subTabs: [
    { id: 'hero-slides', label: 'Hero Slides', count: () => countListAt(HOME_PATHS.slides), Panel: HeroSlidesPanel },
    { id: 'offerings', label: 'What We Offer', count: () => countListAt(HOME_PATHS.offerings), Panel: OfferingsPanel },
    { id: 'global-impact', label: 'Global Impact', count: () => countListAt(HOME_PATHS.statistics), Panel: GlobalImpactPanel },
    { id: 'regulatory', label: 'Regulatory', count: () => countListAt(HOME_PATHS.regulatory), Panel: RegulatoryPanel },
    seoSubTab(homeSeoRoutes),
  ],
};
