import {
  apiGet,
  apiPathOf,
  countFieldAt,
  countListAt,
  SINGLE_SECTION_BADGE,
  SUSTAINABILITY_COLLECTIONS,
  visionBadgeCount,
  type SocialResponsibility,
} from '@pharma/shared';

const { heart, sdg, policies, visionMission, digitalSolutions, researchInnovations, social } = SUSTAINABILITY_COLLECTIONS;

/*
 * Count badges of the eight sub-tabs (the spec: hero 1, footer 1, vision = mission points + 1).
 * The others count what the sub-tab manages: heart sections, SDG cards, policies, innovation cards
 * of both tabs, CSR cards plus impact items.
 */

export const singleSectionCount = async (): Promise<number> => SINGLE_SECTION_BADGE;

export const heartCount = (): Promise<number> => countFieldAt(apiPathOf(heart), 'sections');

export const sdgCount = (): Promise<number> => countListAt(apiPathOf(sdg));

export const policiesCount = (): Promise<number> => countListAt(apiPathOf(policies));

export async function visionMissionCount(): Promise<number> {
  return visionBadgeCount(await countFieldAt(apiPathOf(visionMission), 'missionPoints'));
}

export async function innovationCount(): Promise<number> {
  const counts = await Promise.all([countListAt(apiPathOf(digitalSolutions)), countListAt(apiPathOf(researchInnovations))]);
  return counts[0] + counts[1];
}

/** Both lists of one document: read once. */
export async function socialCount(): Promise<number> {
  const section = await apiGet<SocialResponsibility>(apiPathOf(social));
  const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  return length(section?.csrCards) + length(section?.csrImpactItems);
}
