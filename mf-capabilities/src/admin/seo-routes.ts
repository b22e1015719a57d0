import type { SeoRoute } from '@pharma/shared';
import { capabilitiesMeta } from '../capabilities/capabilities-meta';
import { loadCapabilities } from '../capabilities/load-capabilities';
import { CONTRACT_MANUFACTURING_META } from '../contract-manufacturing/contract-manufacturing-hero';
import { RESEARCH_DEVELOPMENT_META } from '../research-development/research-development-hero';

/** The SEO sub-tab's routes; each default is the served head (the route's meta) of what the page's own loader reads. */
export const capabilitiesSeoRoutes: readonly SeoRoute[] = [
  { path: '/capabilities', label: 'Capabilities', defaults: async () => capabilitiesMeta(await loadCapabilities()) },
  { path: '/contract-manufacturing', label: 'Contract Manufacturing', defaults: async () => CONTRACT_MANUFACTURING_META },
  { path: '/research-development', label: 'Research & Development', defaults: async () => RESEARCH_DEVELOPMENT_META },
];
