/** Fields every managed list item carries (both specs; version/timestamps from API-ROUTES.md). */
export interface ListItem {
  id: string;
  order: number;
  isActive: boolean;
  version?: number;
  createdAt?: string;
  updatedAt?: string;
}

/** Fields a single-object section carries so the API can detect concurrent edits. */
export interface Versioned {
  version?: number;
  updatedAt?: string;
}

/** A static "value + label" figure (e.g. '500+' / 'Reactions'), used by the non-managed pages. */
export interface DisplayStat {
  value: string;
  label: string;
  icon?: string;
}

/** A clickable logo: group companies on About, partners on Home. */
export interface LogoCard {
  name: string;
  logoUrl: string;
  link?: string;
}

/** A vision point: shared by the About and Sustainability vision-and-mission sections. */
export interface VisionPoint extends ListItem {
  text: string;
  icon: string;
  color: string;
}

/** A labelled figure of a vision-and-mission section; value is text (e.g. '80+'). */
export interface LabelledStat extends ListItem {
  label: string;
  value: string;
  color: string;
}

export const BRAND_COLORS = {
  'refex-blue': '#2879b6',
  'refex-green': '#7dc244',
  'refex-orange': '#ee6a31',
} as const;

export type BrandColorName = keyof typeof BRAND_COLORS;
export type BrandColorHex = (typeof BRAND_COLORS)[BrandColorName];

export const BRAND_COLOR_NAMES = Object.keys(BRAND_COLORS) as readonly BrandColorName[];
export const DEFAULT_BRAND_COLOR_NAME: BrandColorName = 'refex-blue';
export const DEFAULT_COLOR: BrandColorHex = BRAND_COLORS['refex-blue'];
export const GRADIENT_FALLBACK = '#3a8bc4';

interface Orderable {
  order?: number | null;
}

interface Activatable extends Orderable {
  isActive?: boolean | null;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A copy sorted ascending by order; a missing order counts as 0 and ties keep their input order. */
export function sortByOrder<T extends Orderable>(items: readonly T[] | null | undefined): T[] {
  return [...(items ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The general display rule: only items with isActive === true, ascending by order. */
export function visibleItems<T extends Activatable>(items: readonly T[] | null | undefined): T[] {
  return sortByOrder((items ?? []).filter((item) => item.isActive === true));
}

/** The sustainability display rule: shown unless isActive is explicitly false. */
export function visibleUnlessInactive<T extends Activatable>(items: readonly T[] | null | undefined): T[] {
  return sortByOrder((items ?? []).filter((item) => item.isActive !== false));
}

/** The brand colours in rotation (blue, green, orange), for seeding lists. */
export function brandColorAt(index: number): BrandColorName {
  return BRAND_COLOR_NAMES[index % BRAND_COLOR_NAMES.length] ?? DEFAULT_BRAND_COLOR_NAME;
}

export function isBrandColorName(value: unknown): value is BrandColorName {
  return typeof value === 'string' && Object.hasOwn(BRAND_COLORS, value);
}

/**
 * Resolves a colour field to a CSS colour: a brand name gives its hex, a hex value is kept
 * (offerings, SDG cards and policies store hex), anything else gives the blue hex.
 */
export function brandColor(name: string | null | undefined): string {
  if (isBrandColorName(name)) return BRAND_COLORS[name];
  if (typeof name === 'string' && HEX_COLOR.test(name)) return name;
  return DEFAULT_COLOR;
}

/**
 * The brand hues as text colours on white: the blue reads as it is; the green (2.2:1) and the orange
 * (3.1:1) are too light for text, so their darker variants are used (the --refex-green-text and
 * --refex-orange-strong tokens of site.css, both above WCAG AA's 4.5:1).
 */
export const BRAND_TEXT_COLORS: Readonly<Record<BrandColorName, string>> = {
  'refex-blue': '#2879b6',
  'refex-green': '#4a7a22',
  'refex-orange': '#b84a19',
};

/** WCAG AA contrast for normal-size text. */
export const TEXT_CONTRAST = 4.5;

/**
 * A colour field resolved for text on white: a brand hue (by name or hex) gives its text variant;
 * any other colour is darkened just enough to reach 4.5:1 on white, so an administrator's colour
 * choice keeps its hue but never makes text unreadable. Decorative uses (borders, tints, large icons)
 * keep brandColor().
 */
export function brandTextColor(name: string | null | undefined): string {
  const hex = brandColor(name).toLowerCase();
  const brand = BRAND_COLOR_NAMES.find((brandName) => BRAND_COLORS[brandName] === hex);
  if (brand) return BRAND_TEXT_COLORS[brand];
  let rgb = hexToRgb(hex);
  // Mixing towards black in 5% steps: at most 20 steps, black itself passes.
  while (rgbContrastOnWhite(rgb) < TEXT_CONTRAST) rgb = rgb.map((channel) => Math.floor(channel * 0.95)) as Rgb;
  return rgbToHex(rgb);
}

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The WCAG 2 contrast ratio against white of a colour field (a brand name or a hex colour). */
export function contrastOnWhite(color: string): number {
  return rgbContrastOnWhite(hexToRgb(brandColor(color)));
}

function rgbContrastOnWhite(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

/** Resolves a colour field to a brand name (a brand hex maps back to its name); unknown → 'refex-blue'. */
export function brandColorName(value: string | null | undefined): BrandColorName {
  if (isBrandColorName(value)) return value;
  const lower = value?.toLowerCase();
  const match = BRAND_COLOR_NAMES.find((name) => BRAND_COLORS[name] === lower);
  return match ?? DEFAULT_BRAND_COLOR_NAME;
}

/** Splits 'a,b' gradient colours into two CSS colours, falling back to the gradient fallback. */
export function gradientStops(gradientColors: string | null | undefined): [string, string] {
  const [from, to] = (gradientColors ?? '').split(',').map((part) => part.trim());
  return [from || GRADIENT_FALLBACK, to || from || GRADIENT_FALLBACK];
}

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fields the server left out (undefined or null) keep their default; everything it sent wins. */
export function mergeDefined<T extends object>(fallback: T, value: unknown): T {
  if (!isRecord(value)) return fallback;
  const merged: Record<string, unknown> = { ...(fallback as Record<string, unknown>) };
  for (const [key, field] of Object.entries(value)) if (field !== undefined && field !== null) merged[key] = field;
  return merged as T;
}

/** A deep copy of default content, so that callers may mutate it without touching the shared defaults. */
export function cloneContent<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
