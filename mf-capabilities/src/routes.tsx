import { contractManufacturingPage, pageMeta, researchDevelopmentPage, type CapabilitiesContent, type RemoteRoute } from '@pharma/shared';
import { CapabilitiesPage } from './capabilities/capabilities-page';
import { loadCapabilities } from './capabilities/load-capabilities';
import { ContractManufacturingPage } from './contract-manufacturing/contract-manufacturing-page';
import { ResearchCapabilitiesRedirect } from './research-development/research-capabilities-redirect';
import { ResearchDevelopmentPage } from './research-development/research-development-page';

const capabilities: RemoteRoute<CapabilitiesContent> = {
  path: '/capabilities',
  Component: CapabilitiesPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadCapabilities,
  meta: ({ hero }) => pageMeta([hero.title, 'Our Capabilities'], [hero.description, hero.subtitle], hero.backgroundImage),
};

/** Pages without API content: their head is fixed text, the same as their hero. */
const contractManufacturing: RemoteRoute = {
  path: '/contract-manufacturing',
  Component: ContractManufacturingPage,
  meta: () =>
    pageMeta(
      ['Contract Manufacturing'],
      ['cGMP manufacturing of APIs and advanced intermediates across three regulator-approved sites in India and Switzerland, for customers in 80+ countries.'],
      contractManufacturingPage.heroImage,
    ),
};

const researchDevelopment: RemoteRoute = {
  path: '/research-development',
  Component: ResearchDevelopmentPage,
  meta: () =>
    pageMeta(
      ['Research & Development'],
      ['Over 200 scientists in three R&D centres develop robust processes, complex generics and new technology platforms.'],
      researchDevelopmentPage.heroImage,
    ),
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [
  capabilities,
  contractManufacturing,
  researchDevelopment,
  { path: '/research-capabilities', Component: ResearchCapabilitiesRedirect },
];
