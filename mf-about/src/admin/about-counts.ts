import {
  apiGet,
  countFieldAt,
  SINGLE_SECTION_BADGE,
  visionBadgeCount,
  type AboutJourney,
  type LeadershipCategory,
  type LeadershipMember,
} from '@pharma/shared';
import { ABOUT_PATHS } from './about-admin-paths';
import { journeyImages } from '../about/about-content';

/* The count badges of the About Page sub-tabs (admin-panel §9: hero 1, vision = mission points + 1). */

export const heroCount = async (): Promise<number> => SINGLE_SECTION_BADGE;

/** The images the carousel shows. */
export async function journeyCount(): Promise<number> {
  return journeyImages(await apiGet<AboutJourney>(ABOUT_PATHS.journey)).length;
}

export async function visionMissionCount(): Promise<number> {
  return visionBadgeCount(await countFieldAt(ABOUT_PATHS.visionMission, 'missionPoints'));
}

/** The members of one category only. */
export function leadershipCount(category: LeadershipCategory): () => Promise<number> {
  return async () => {
    const members = await apiGet<LeadershipMember[]>(ABOUT_PATHS.leadership);
    return Array.isArray(members) ? members.filter((member) => member.category === category).length : 0;
  };
}
