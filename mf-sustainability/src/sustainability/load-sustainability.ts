import {
  apiGet,
  isRecord,
  mergeDefined,
  defaultSustainabilityContent as defaults,
  defaultSustainabilityMissionPoints,
  type SustainabilityContent,
} from '@pharma/shared';

export const SUSTAINABILITY_PATH = '/api/cms/sustainability';

/** A list the server sent is used as is; a missing one gives the default list. */
function list<T>(value: unknown, fallback: T[]): T[] {
  return Array.isArray(value) ? (value as unknown[]).filter(isRecord).map((item) => item as T) : fallback;
}

function field(section: unknown, key: string): unknown {
  return isRecord(section) ? section[key] : undefined;
}

/**
 * The server's content in the page's shape; every missing part falls back to the built-in content.
 * Mission points fall back to the four defaults when the server has none at all.
 */
export function normalizeSustainability(body: unknown): SustainabilityContent {
  const data = isRecord(body) ? body : {};
  const hero = mergeDefined(defaults.hero, data.hero);
  const visionMission = mergeDefined(defaults.visionMission, data.visionMission);
  const missionPoints = list(field(data.visionMission, 'missionPoints'), defaultSustainabilityMissionPoints);
  const heart = mergeDefined(defaults.heart, data.heart);
  const social = mergeDefined(defaults.social, data.social);
  return {
    hero: { ...hero, backgroundImage: hero.backgroundImage?.trim() ? hero.backgroundImage : defaults.hero.backgroundImage },
    visionMission: {
      ...visionMission,
      visionPoints: list(field(data.visionMission, 'visionPoints'), defaults.visionMission.visionPoints),
      missionPoints: missionPoints.length > 0 ? missionPoints : defaultSustainabilityMissionPoints,
    },
    heart: {
      ...heart,
      sections: list(field(data.heart, 'sections'), defaults.heart.sections).map((section) => ({
        ...section,
        metrics: Array.isArray(section.metrics) ? section.metrics : [],
      })),
      commitments: list(field(data.heart, 'commitments'), defaults.heart.commitments),
    },
    sdgCards: list(data.sdgCards, defaults.sdgCards),
    policies: list(data.policies, defaults.policies),
    innovationTransformation: mergeDefined(defaults.innovationTransformation, data.innovationTransformation),
    digitalSolutions: list(data.digitalSolutions, defaults.digitalSolutions),
    researchInnovations: list(data.researchInnovations, defaults.researchInnovations),
    social: {
      ...social,
      csrCards: list(field(data.social, 'csrCards'), defaults.social.csrCards),
      csrImpactItems: list(field(data.social, 'csrImpactItems'), defaults.social.csrImpactItems),
    },
    footer: mergeDefined(defaults.footer, data.footer),
  };
}

/** The read sends cookies along (credentials: 'include'), as the spec asks. */
export async function loadSustainability(): Promise<SustainabilityContent> {
  return normalizeSustainability(await apiGet<unknown>(SUSTAINABILITY_PATH, { credentials: 'include' }));
}
