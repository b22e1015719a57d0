import type {
  CapabilitiesContent,
  ContractManufacturingPage as ContractManufacturingBody,
  RemoteRoute,
  ResearchDevelopmentPage as ResearchDevelopmentBody,
} from '@pharma/shared';
import { capabilitiesMeta } from './capabilities/capabilities-meta';
import { CapabilitiesPage } from './capabilities/capabilities-page';
import { loadCapabilities } from './capabilities/load-capabilities';
import { loadContractManufacturing, loadResearchDevelopment } from './common/load-page-bodies';
import { CONTRACT_MANUFACTURING_META } from './contract-manufacturing/contract-manufacturing-hero';
import { ContractManufacturingPage } from './contract-manufacturing/contract-manufacturing-page';
import { RESEARCH_DEVELOPMENT_META } from './research-development/research-development-hero';
import { ResearchCapabilitiesRedirect } from './research-development/research-capabilities-redirect';
import { ResearchDevelopmentPage } from './research-development/research-development-page';

// Each page's meta also gives the admin SEO tab its default hint, so the hint is what is served.
const capabilities: RemoteRoute<CapabilitiesContent> = {
  path: '/capabilities',
  Component: CapabilitiesPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadCapabilities,
  meta: capabilitiesMeta,
};

/** Their bodies are content; their head is their banner's fixed text. */
const contractManufacturing: RemoteRoute<ContractManufacturingBody> = {
  path: '/contract-manufacturing',
  Component: ContractManufacturingPage,
  load: loadContractManufacturing,
  meta: () => CONTRACT_MANUFACTURING_META,
};

const researchDevelopment: RemoteRoute<ResearchDevelopmentBody> = {
  path: '/research-development',
  Component: ResearchDevelopmentPage,
  load: loadResearchDevelopment,
  meta: () => RESEARCH_DEVELOPMENT_META,
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [
  capabilities,
  contractManufacturing,
  researchDevelopment,
  { path: '/research-capabilities', Component: ResearchCapabilitiesRedirect },
];
