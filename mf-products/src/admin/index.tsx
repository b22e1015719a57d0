import { seoSubTab, SINGLE_SECTION_BADGE, type AdminContribution } from '@pharma/shared';
import { ProductsHeroPanel } from './products-hero-panel';
import { productsSeoRoutes } from './seo-routes';

/** The Products tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Products',
  subTabs: [{ id: 'hero', label: 'Hero', count: async () => SINGLE_SECTION_BADGE, Panel: ProductsHeroPanel }, seoSubTab(productsSeoRoutes)],
};
