import {
  commitmentColor,
  defaultSdgCards,
  gradientStops,
  HEART_MAX_COMMITMENTS,
  HEART_MAX_METRICS,
  HEART_MAX_SECTIONS,
  SDG_GOALS,
  visibleItems,
  visibleUnlessInactive,
  type Commitment,
  type HeartSection,
  type SdgCard,
  type SustainabilityHeart,
  type SustainabilityMissionPoint,
} from '@pharma/shared';

/** Mission points are the exception to the page's rule: they need isActive === true (the shared visibleItems rule). */
export const visibleMissionPoints: (points: readonly SustainabilityMissionPoint[]) => SustainabilityMissionPoint[] = visibleItems;

export interface HeartView {
  mainTitle: string;
  mainSubtitle: string;
  sections: HeartSection[];
  commitments: (Commitment & { hex: string })[];
}

/** The heart block as shown: null when inactive; at most 3 sections of at most 2 metrics, and 4 commitments. */
export function heartView(heart: SustainabilityHeart, fallbackTitle: string): HeartView | null {
  if (heart.isActive === false) return null;
  return {
    mainTitle: heart.mainTitle?.trim() || fallbackTitle,
    mainSubtitle: heart.mainSubtitle ?? '',
    sections: (heart.sections ?? []).slice(0, HEART_MAX_SECTIONS).map((section) => ({
      ...section,
      metrics: (section.metrics ?? []).slice(0, HEART_MAX_METRICS),
    })),
    commitments: (heart.commitments ?? []).slice(0, HEART_MAX_COMMITMENTS).map((commitment) => ({
      ...commitment,
      hex: commitmentColor(commitment.color),
    })),
  };
}

/**
 * Always the seven fixed goals, in their fixed order. The content supplies a goal's title, colour,
 * icon and contribution when it has a shown card for it; otherwise the built-in card is used.
 */
export function sdgCardsView(cards: readonly SdgCard[]): SdgCard[] {
  const shown = visibleUnlessInactive(cards);
  return SDG_GOALS.map((goal) => {
    const fallback = defaultSdgCards.find((card) => card.number === goal)!;
    const fromContent = shown.find((card) => Number(card.number) === goal);
    if (!fromContent) return fallback;
    return {
      ...fallback,
      ...fromContent,
      number: goal,
      title: fromContent.title?.trim() || fallback.title,
      contribution: fromContent.contribution?.trim() || fallback.contribution,
      color: fromContent.color || fallback.color,
    };
  });
}

/**
 * Plain colour values only (hex, a name, or space-separated rgb()/hsl()), so content can never
 * smuggle url() or other CSS into a style attribute. Anything else counts as missing.
 */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|hsl)a?\([\d\s.%deg/]+\))$/i;

/** A CSS gradient from 'from,to' colours; missing or unsafe parts fall back to the spec's #3a8bc4. */
export function cssGradient(gradientColors: string | null | undefined, angle = 135): string {
  const safe = (gradientColors ?? '')
    .split(',')
    .map((part) => part.trim())
    .map((part) => (SAFE_COLOR.test(part) ? part : ''))
    .join(',');
  const [from, to] = gradientStops(safe);
  return `linear-gradient(${angle}deg, ${from}, ${to})`;
}
