import { BRAND_COLORS } from './common.js';

/*
 * The Sustainability page's static parts and helpers. Its managed content types are declared in
 * collections/sustainability.ts.
 */

/** Pages draw refex-green and refex-blue as such and anything else orange. */
export type CommitmentColor = 'refex-green' | 'refex-blue' | 'refex-orange';
export const COMMITMENT_COLOR_OPTIONS: readonly CommitmentColor[] = ['refex-green', 'refex-blue', 'refex-orange'];
export const DEFAULT_COMMITMENT_COLOR: CommitmentColor = 'refex-green';

export const SDG_GOALS = [3, 6, 7, 9, 12, 13, 17] as const;
export type SdgGoalNumber = (typeof SDG_GOALS)[number];

export const SUSTAINABILITY_HERO_FALLBACK_LINES = ['Transforming Health,', 'Empowering Sustainability'] as const;

/**
 * Splits the hero title into two lines after its first comma (the comma stays on line one).
 * A blank title gives the fallback lines; a title without a comma is one line.
 */
export function splitHeroTitle(title: string | null | undefined): [string, string] {
  const text = title?.trim();
  if (!text) return [...SUSTAINABILITY_HERO_FALLBACK_LINES];
  const comma = text.indexOf(',');
  if (comma < 0) return [text, ''];
  return [text.slice(0, comma + 1), text.slice(comma + 1).trim()];
}

/** Commitment colour as a hex: green and blue as named, anything else orange. */
export function commitmentColor(color: string | null | undefined): string {
  if (color === 'refex-green' || color === 'refex-blue') return BRAND_COLORS[color];
  return BRAND_COLORS['refex-orange'];
}

export function sdgImage(goal: number): string {
  return `/images/sdg/goal-${goal}.svg`;
}
