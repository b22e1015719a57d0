import {
  apiGet,
  apiPathOf,
  CAPABILITIES_PAGE_BODIES,
  contractManufacturingPage,
  researchDevelopmentPage,
  type ContractManufacturingPage,
  type ResearchDevelopmentPage,
} from '@pharma/shared';

/** The body of /contract-manufacturing (its useContent and its server renderer); the built-in one while none is stored. */
export async function loadContractManufacturing(): Promise<ContractManufacturingPage> {
  return (await apiGet<ContractManufacturingPage | null>(apiPathOf(CAPABILITIES_PAGE_BODIES.contractManufacturing))) ?? contractManufacturingPage;
}

/** The body of /research-development (its useContent and its server renderer); the built-in one while none is stored. */
export async function loadResearchDevelopment(): Promise<ResearchDevelopmentPage> {
  return (await apiGet<ResearchDevelopmentPage | null>(apiPathOf(CAPABILITIES_PAGE_BODIES.researchDevelopment))) ?? researchDevelopmentPage;
}

/** The bodies' editor announces its saves with this event. */
export const PAGE_BODY_EVENTS = ['adminDataChanged' as const];
