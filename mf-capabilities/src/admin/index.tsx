import { countFieldAt, seoSubTab, SINGLE_SECTION_BADGE, type AdminContribution } from '@pharma/shared';
import { CAPABILITIES_PATH } from '../capabilities/load-capabilities';
import { CapabilitiesHeroPanel } from './capabilities-hero-panel';
import { FacilitiesPanel } from './facilities-panel';
import { ContractManufacturingPanel, ResearchDevelopmentPanel } from './page-bodies-panels';
import { ResearchPanel } from './research-panel';
import { capabilitiesSeoRoutes } from './seo-routes';

/** The Capabilities tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Capabilities',
  subTabs: [
    { id: 'hero', label: 'Hero', count: async () => SINGLE_SECTION_BADGE, Panel: CapabilitiesHeroPanel },
    { id: 'research', label: 'Research', count: async () => SINGLE_SECTION_BADGE, Panel: ResearchPanel },
    { id: 'facilities', label: 'Facilities', count: () => countFieldAt(CAPABILITIES_PATH, 'facilities'), Panel: FacilitiesPanel },
    { id: 'contract-manufacturing', label: 'Contract Manufacturing', count: async () => SINGLE_SECTION_BADGE, Panel: ContractManufacturingPanel },
    { id: 'research-development', label: 'R&D Page', count: async () => SINGLE_SECTION_BADGE, Panel: ResearchDevelopmentPanel },
    seoSubTab(capabilitiesSeoRoutes),
  ],
};
