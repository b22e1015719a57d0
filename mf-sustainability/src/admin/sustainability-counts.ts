import {
  apiGet,
  SINGLE_SECTION_BADGE,
  visionBadgeCount,
  type InnovationCard,
  type SocialResponsibility,
  type SustainabilityHeart,
  type SustainabilityVisionMission,
} from '@pharma/shared';
import { SUSTAINABILITY_PATHS } from './sustainability-admin-paths';

/*
 * Count badges of the eight sub-tabs (admin-panel §9: hero 1, footer 1, vision = mission points + 1).
 * The others count what the sub-tab manages: heart sections, SDG cards, policies, innovation cards
 * of both tabs, CSR cards plus impact items.
 */

const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);

export const singleSectionCount = async (): Promise<number> => SINGLE_SECTION_BADGE;

export async function heartCount(): Promise<number> {
  return length((await apiGet<SustainabilityHeart>(SUSTAINABILITY_PATHS.heart))?.sections);
}

export async function sdgCount(): Promise<number> {
  return length(await apiGet<unknown>(SUSTAINABILITY_PATHS.sdg));
}

export async function policiesCount(): Promise<number> {
  return length(await apiGet<unknown>(SUSTAINABILITY_PATHS.policies));
}

export async function visionMissionCount(): Promise<number> {
  return visionBadgeCount(length((await apiGet<SustainabilityVisionMission>(SUSTAINABILITY_PATHS.visionMission))?.missionPoints));
}

export async function innovationCount(): Promise<number> {
  const [digital, research] = await Promise.all([
    apiGet<InnovationCard[]>(SUSTAINABILITY_PATHS.digitalSolutions),
    apiGet<InnovationCard[]>(SUSTAINABILITY_PATHS.researchInnovations),
  ]);
  return length(digital) + length(research);
}

export async function socialCount(): Promise<number> {
  const social = await apiGet<SocialResponsibility>(SUSTAINABILITY_PATHS.social);
  return length(social?.csrCards) + length(social?.csrImpactItems);
}
