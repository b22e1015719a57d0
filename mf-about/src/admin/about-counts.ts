import {
  ABOUT_COLLECTIONS,
  apiGet,
  apiPathOf,
  countFieldAt,
  SINGLE_SECTION_BADGE,
  visionBadgeCount,
  type AboutJourney,
  type LeadershipCategory,
  type LeadershipMember,
} from '@pharma/shared';
import { journeyImages } from '../about/about-content';

/* The count badges of the About Page sub-tabs (the spec: hero 1, vision = mission points + 1). */

export const heroCount = async (): Promise<number> => SINGLE_SECTION_BADGE;

/** The images the carousel shows. */
export async function journeyCount(): Promise<number> {
  return journeyImages(await apiGet<AboutJourney>(apiPathOf(ABOUT_COLLECTIONS.journey))).length;
}

export async function visionMissionCount(): Promise<number> {
  return visionBadgeCount(await countFieldAt(apiPathOf(ABOUT_COLLECTIONS.visionMission), 'missionPoints'));
}

/** The members of one category only. */
export function leadershipCount(category: LeadershipCategory): () => Promise<number> {
  return async () => {
    const members = await apiGet<LeadershipMember[]>(apiPathOf(ABOUT_COLLECTIONS.leadership));
    return Array.isArray(members) ? members.filter((member) => member.category === category).length : 0;
  };
}
