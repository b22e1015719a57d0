import { apiPathOf, countListAt, HOME_COLLECTIONS, seoSubTab, type AdminContribution } from '@pharma/shared';
import { GlobalImpactPanel } from './global-impact-panel';
import { HeroSlidesPanel } from './hero-slides-panel';
import { OfferingsPanel } from './offerings-panel';
import { RegulatoryPanel } from './regulatory-panel';
import { homeSeoRoutes } from './seo-routes';

/** The Home Page tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Home Page',
  subTabs: [
    { id: 'hero-slides', label: HOME_COLLECTIONS.slides.title, count: () => countListAt(apiPathOf(HOME_COLLECTIONS.slides)), Panel: HeroSlidesPanel },
    { id: 'offerings', label: HOME_COLLECTIONS.offerings.title, count: () => countListAt(apiPathOf(HOME_COLLECTIONS.offerings)), Panel: OfferingsPanel },
    { id: 'global-impact', label: 'Global Impact', count: () => countListAt(apiPathOf(HOME_COLLECTIONS.statistics)), Panel: GlobalImpactPanel },
    { id: 'regulatory', label: 'Regulatory', count: () => countListAt(apiPathOf(HOME_COLLECTIONS.regulatory)), Panel: RegulatoryPanel },
    seoSubTab(homeSeoRoutes),
  ],
};
