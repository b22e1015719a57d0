import { BRAND_COLOR_NAMES, BRAND_COLORS, isBrandColorName } from '../../content/common.js';
import type { FieldSpec } from './fields.js';

/*
 * The choices of a colour field: the three brand colours, then any extra colours its declaration
 * allows (a hero's white text). A field stores either the brand token ('refex-blue') or the hex of
 * the chosen colour, as its declaration says (`colorValue`); one list serves both.
 */

export interface ColorChoice {
  /** What choosing it stores. */
  value: string;
  /** Its visible name: 'Refex Blue'. */
  name: string;
  /** The CSS colour of its swatch. */
  hex: string;
  /** The secondary text: the token and the hex, or the hex alone. */
  code: string;
}

/** 'refex-blue' → 'Refex Blue': marketers read names, the token stays visible as the code. */
export function brandColorTitle(token: string): string {
  return token
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function colorChoices(field: Pick<FieldSpec, 'colorValue' | 'extraColors'>): ColorChoice[] {
  const tokens = field.colorValue === 'token';
  const brand = BRAND_COLOR_NAMES.map((token) => {
    const hex = BRAND_COLORS[token];
    return { value: tokens ? token : hex, name: brandColorTitle(token), hex, code: `${token} / ${hex}` };
  });
  // Extra colours are hex values; a token field cannot store them, so it offers the brand only.
  const extra = tokens ? [] : (field.extraColors ?? []).map(({ label, value }) => ({ value, name: label, hex: value, code: value }));
  return [...brand, ...extra];
}

/** The hex a colour field's value shows as: a token gives its brand hex; anything else is itself. */
function hexOf(value: string): string {
  return isBrandColorName(value) ? BRAND_COLORS[value] : value.trim().toLowerCase();
}

/** Whether a stored value is this choice: the same colour, whether written as token or hex. */
export function isChoice(choice: ColorChoice, value: string): boolean {
  return value.trim() !== '' && hexOf(value) === choice.hex.toLowerCase();
}

/** The stored value when no choice matches it (an old custom hex): shown, so saving unchanged keeps it. */
export function unlistedColor(choices: readonly ColorChoice[], value: string): string | undefined {
  return value.trim() === '' || choices.some((choice) => isChoice(choice, value)) ? undefined : value;
}

/** A stored colour as a marketer reads it in a table: the brand colour's name, else the value itself. */
export function colorName(value: string | undefined): string {
  if (!value) return '';
  const brand = BRAND_COLOR_NAMES.find((token) => hexOf(value) === BRAND_COLORS[token].toLowerCase());
  return brand ? brandColorTitle(brand) : value;
}
