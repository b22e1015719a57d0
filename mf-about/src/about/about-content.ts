import {
  apiGet,
  defaultAboutHero,
  defaultAboutJourney,
  defaultAboutVisionMission,
  defaultLeadership,
  isRecord,
  visibleItems,
  type AboutContent,
  type AboutHero,
  type AboutJourney,
  type AboutMissionPoint,
  type AboutVisionMission,
  type LeadershipMember,
} from '@pharma/shared';

/** What the About page shows; lists are already filtered and sorted. */
export interface AboutView {
  hero: AboutHero;
  visionMission: AboutVisionMission;
  missionPoints: AboutMissionPoint[];
  journey: { summary: string; images: string[] };
  managementTeam: LeadershipMember[];
  advisoryBoard: LeadershipMember[];
}

type Raw = Partial<Record<keyof AboutContent, unknown>>;

/** A section from the server laid over its built-in default, field by field. */
function section<T extends object>(value: unknown, fallback: T): T {
  return isRecord(value) ? ({ ...fallback, ...value } as T) : fallback;
}

function nonEmptyList<T>(value: unknown, fallback: T[]): T[] {
  return Array.isArray(value) && value.length > 0 ? (value as T[]) : fallback;
}

/** The carousel's images: the list, else the legacy single image, else none. */
export function journeyImages(journey: Partial<AboutJourney>): string[] {
  const images = (Array.isArray(journey.images) ? journey.images : []).filter((url) => typeof url === 'string' && url.trim() !== '');
  if (images.length > 0) return images;
  return journey.image ? [journey.image] : [];
}

/**
 * Builds the page from the server's content (in `data` or at top level); hero, vision and
 * mission, leadership and the journey fall back to the built-in site data when missing.
 */
export function resolveAbout(raw: unknown): AboutView {
  const content: Raw = isRecord(raw) ? raw : {};
  const hero = section(content.hero, defaultAboutHero);
  const visionMission = section(content.visionMission, defaultAboutVisionMission);
  const journey = section<AboutJourney>(content.aboutJourney, defaultAboutJourney);
  const leadership = visibleItems(nonEmptyList<LeadershipMember>(content.leadership, defaultLeadership));
  return {
    hero: { ...hero, logoCards: nonEmptyList(hero.logoCards, defaultAboutHero.logoCards) },
    visionMission,
    missionPoints: visibleItems(nonEmptyList(visionMission.missionPoints, defaultAboutVisionMission.missionPoints)),
    journey: { summary: journey.summary ?? '', images: journeyImages(journey) },
    // Technical Leadership Team members are never shown on the public page.
    managementTeam: leadership.filter((member) => member.category === 'Management Team'),
    advisoryBoard: leadership.filter((member) => member.category === 'Advisory Board'),
  };
}

export const defaultAboutView: AboutView = resolveAbout({});

export async function loadAbout(): Promise<AboutView> {
  return resolveAbout(await apiGet<unknown>('/api/cms/about'));
}
