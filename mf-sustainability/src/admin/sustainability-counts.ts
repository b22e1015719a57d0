import { apiGet, countFieldAt, countListAt, SINGLE_SECTION_BADGE, visionBadgeCount, type SocialResponsibility } from '@pharma/shared';
import { SUSTAINABILITY_PATHS } from './sustainability-admin-paths';

/*
 * Count badges of the eight sub-tabs (admin-panel §9: hero 1, footer 1, vision = mission points + 1).
 * The others count what the sub-tab manages: heart sections, SDG cards, policies, innovation cards
 * of both tabs, CSR cards plus impact items.
 */

export const singleSectionCount = async (): Promise<number> => SINGLE_SECTION_BADGE;

export const heartCount = (): Promise<number> => countFieldAt(SUSTAINABILITY_PATHS.heart, 'sections');

export const sdgCount = (): Promise<number> => countListAt(SUSTAINABILITY_PATHS.sdg);

export const policiesCount = (): Promise<number> => countListAt(SUSTAINABILITY_PATHS.policies);

export async function visionMissionCount(): Promise<number> {
  return visionBadgeCount(await countFieldAt(SUSTAINABILITY_PATHS.visionMission, 'missionPoints'));
}

export async function innovationCount(): Promise<number> {
  const counts = await Promise.all([countListAt(SUSTAINABILITY_PATHS.digitalSolutions), countListAt(SUSTAINABILITY_PATHS.researchInnovations)]);
  return counts[0] + counts[1];
}

/** Both lists of one document: read once. */
export async function socialCount(): Promise<number> {
  const social = await apiGet<SocialResponsibility>(SUSTAINABILITY_PATHS.social);
  const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  return length(social?.csrCards) + length(social?.csrImpactItems);
}
