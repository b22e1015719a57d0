import {
  apiGet,
  isRecord,
  mergeDefined,
  defaultCapabilitiesContent,
  type CapabilitiesContent,
  type CapabilitiesHero,
  type CapabilitiesResearch,
  type Facility,
  type ResearchCard,
} from '@pharma/shared';

export const CAPABILITIES_PATH = '/api/cms/capabilities';

type Loose<T> = { [K in keyof T]?: T[K] | null };

/** An inactive or empty hero gives the built-in one: the page always needs its heading. */
function toHero(value: unknown): CapabilitiesHero {
  const fallback = defaultCapabilitiesContent.hero;
  if (!isRecord(value) || value.isActive === false) return fallback;
  const hero = mergeDefined(fallback, value);
  return {
    ...hero,
    title: hero.title?.trim() ? hero.title : fallback.title,
    backgroundImage: hero.backgroundImage?.trim() ? hero.backgroundImage : fallback.backgroundImage,
  };
}

function toCard(fallback: ResearchCard, value: unknown): ResearchCard {
  const card = mergeDefined(fallback, value);
  return { ...card, points: Array.isArray(card.points) ? card.points : fallback.points };
}

function toResearch(value: unknown): CapabilitiesResearch {
  const fallback = defaultCapabilitiesContent.research;
  if (!isRecord(value)) return fallback;
  const research = mergeDefined(fallback, value);
  return {
    ...research,
    apiCard: toCard(fallback.apiCard, value.apiCard),
    fdfCard: toCard(fallback.fdfCard, value.fdfCard),
    promise: mergeDefined(fallback.promise, value.promise),
  };
}

function toFacility(value: Loose<Facility>): Facility {
  return {
    ...(value as Facility),
    capabilities: Array.isArray(value.capabilities) ? value.capabilities.filter((c) => typeof c === 'string' && c.trim()) : [],
    approvals: Array.isArray(value.approvals) ? value.approvals.filter((a) => typeof a === 'string' && a.trim()) : [],
  };
}

/**
 * The server's content in the page's shape. A missing part gives its default; a facility list the
 * server sent is used as is, even when empty (the administrator may have removed every site).
 */
export function normalizeCapabilities(body: unknown): CapabilitiesContent {
  const data = isRecord(body) ? body : {};
  return {
    hero: toHero(data.hero),
    research: toResearch(data.research),
    facilities: Array.isArray(data.facilities)
      ? (data.facilities as unknown[]).filter(isRecord).map((f) => toFacility(f as Loose<Facility>))
      : defaultCapabilitiesContent.facilities,
  };
}

export async function loadCapabilities(): Promise<CapabilitiesContent> {
  return normalizeCapabilities(await apiGet<unknown>(CAPABILITIES_PATH));
}
