import type { RemoteRoute } from '@pharma/shared';
import { CapabilitiesPage } from './capabilities/capabilities-page';
import { ContractManufacturingPage } from './contract-manufacturing/contract-manufacturing-page';
import { ResearchCapabilitiesRedirect } from './research-development/research-capabilities-redirect';
import { ResearchDevelopmentPage } from './research-development/research-development-page';

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [
  { path: '/capabilities', Component: CapabilitiesPage },
  { path: '/contract-manufacturing', Component: ContractManufacturingPage },
  { path: '/research-development', Component: ResearchDevelopmentPage },
  { path: '/research-capabilities', Component: ResearchCapabilitiesRedirect },
];
