import { MEDIA_ALT_REQUIRED } from '../../content/media.js';
import { sanitizeHtml } from '../../ui/safe-html.js';
import { missingAltText } from '../media/media-api.js';
import { BRAND_COLORS, brandColorName, isBrandColorName } from '../../content/common.js';

/*
 * The field model every editor form is declared with: one FieldSpec per input, addressed by a
 * dotted path into the edited object ('title', 'location.address', 'points'). The same list drives
 * rendering (FormFields), validation (validateFields) and the conversion between the stored
 * object and the strings an input holds (toFormValues / fromFormValues).
 */

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'email'
  | 'url'
  | 'tel'
  | 'number'
  | 'integer'
  | 'checkbox'
  | 'select'
  | 'color'
  | 'icon'
  | 'image'
  | 'images'
  | 'lines'
  | 'json'
  | 'list';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  /** Dotted path into the edited object, e.g. 'title' or 'location.address'. */
  name: string;
  /** Visible label; also used in validation messages. */
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** number / integer bounds. */
  min?: number;
  max?: number;
  maxLength?: number;
  /** select choices (a string is both value and label). */
  options?: readonly (string | FieldOption)[];
  placeholder?: string;
  /** A hint under the input (e.g. the profile image note). */
  help?: string;
  /** textarea / lines / json height. */
  rows?: number;
  /** Sent as null when left blank (facility location, capacity, ...). */
  nullIfEmpty?: boolean;
  /** Spans both columns of the form grid. Text areas, rich text, images and lists always do. */
  wide?: boolean;
  /** Fields sharing a `group` are rendered in one fieldset with this legend (e.g. 'Phone'). */
  group?: string;
  /** list: the fields of one row. */
  fields?: FieldSpec[];
  /** list: what one row is called, e.g. 'Point' ("Add Point", "Remove Point 2"). */
  itemLabel?: string;
  /** list: rows kept even when empty (a blank row to type into). */
  minItems?: number;
  maxItems?: number;
  /** list: the stored value of a new row (defaults: every sub-field blank). */
  newItem?: () => Record<string, unknown>;
  /** image: hide the external-URL input (upload only). */
  uploadOnly?: boolean;
  /** color: what a choice stores, the brand token ('refex-blue') or its hex (the default). */
  colorValue?: 'token' | 'hex';
  /** color: hex choices besides the brand palette (a hero's white text), with their names. */
  extraColors?: readonly FieldOption[];
}

/** What an input holds: text for most kinds, a flag for checkboxes, rows for lists. */
export type FormValue = string | boolean | FormRow[];
export type FormValues = Record<string, FormValue>;
/**
 * A list row keeps the object it was made from (as JSON, so a row stays plain form values), so the
 * fields the form does not edit survive a save.
 */
export type FormRow = FormValues & { __key: string; __base: string };

export type FieldErrors = Record<string, string>;

export function optionValue(option: string | FieldOption): string {
  return typeof option === 'string' ? option : option.value;
}

export function optionLabel(option: string | FieldOption): string {
  return typeof option === 'string' ? option : option.label;
}

/* ---------- paths ---------- */

export function getPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Sets a dotted path on a (copied) object, creating intermediate objects. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node[key] = next !== null && typeof next === 'object' && !Array.isArray(next) ? { ...(next as object) } : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]] = value;
}

/* ---------- stored value → form values ---------- */

let rowCounter = 0;
const nextRowKey = () => `row-${++rowCounter}`;

export function toFormValues(fields: readonly FieldSpec[], source: unknown): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = toFormValue(field, getPath(source, field.name));
  return values;
}

function toFormValue(field: FieldSpec, raw: unknown): FormValue {
  switch (field.kind) {
    case 'checkbox':
      return raw === true;
    case 'lines':
    case 'images':
      return Array.isArray(raw) ? raw.filter((line) => typeof line === 'string').join('\n') : typeof raw === 'string' ? raw : '';
    case 'json':
      return raw === undefined ? '' : JSON.stringify(raw, null, 2);
    case 'list':
      return toRows(field, raw);
    case 'color':
      return toColorValue(field, raw);
    case 'select': {
      const value = raw === null || raw === undefined ? '' : String(raw);
      const values = (field.options ?? []).map(optionValue);
      // A stored value the choices do not know falls back to the first choice (e.g. facility colour → blue).
      return values.length && !values.includes(value) && (value !== '' || field.required) ? values[0] : value;
    }
    default:
      return raw === null || raw === undefined ? '' : String(raw);
  }
}

/** A token field holding a brand hex shows (and saves) its token, which is what the API accepts there. */
function toColorValue(field: FieldSpec, raw: unknown): string {
  const value = raw === null || raw === undefined ? '' : String(raw);
  const isBrandHex = Object.values(BRAND_COLORS).includes(value.toLowerCase() as never);
  return field.colorValue === 'token' && isBrandHex ? brandColorName(value) : value;
}

function toRows(field: FieldSpec, raw: unknown): FormRow[] {
  const list = Array.isArray(raw) ? raw : [];
  const rows = list.map((item) => makeRow(field, item));
  while (rows.length < (field.minItems ?? 0)) rows.push(newRow(field));
  return rows;
}

function makeRow(field: FieldSpec, item: unknown): FormRow {
  const base = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
  return { ...toFormValues(field.fields ?? [], base), __key: nextRowKey(), __base: JSON.stringify(base) };
}

/** A blank row of a list field (its `newItem`, else every sub-field empty). */
export function newRow(field: FieldSpec): FormRow {
  return makeRow(field, field.newItem?.() ?? {});
}

/* ---------- form values → stored value ---------- */

/**
 * The edited object: a copy of `base` with every field's converted value. Numbers: blank → 0,
 * integers parsed; lines: one entry per non-blank line; rich text: sanitized; JSON: parsed, and a
 * parse failure keeps the previous value, as the spec's editors do.
 */
export function fromFormValues<T>(fields: readonly FieldSpec[], values: FormValues, base: unknown = {}): T {
  const result = cloneObject(base);
  for (const field of fields) {
    const converted = fromFormValue(field, values[field.name], getPath(base, field.name));
    setPath(result, field.name, converted);
  }
  return result as T;
}

function cloneObject(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return {};
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

function fromFormValue(field: FieldSpec, value: FormValue | undefined, previous: unknown): unknown {
  if (field.kind === 'checkbox') return value === true;
  if (field.kind === 'list') {
    const rows = Array.isArray(value) ? value : [];
    return rows.map((row) => fromFormValues<Record<string, unknown>>(field.fields ?? [], row, parseJson(row.__base ?? '', {})));
  }
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'number':
      return text.trim() === '' ? 0 : Number(text);
    case 'integer':
      return text.trim() === '' ? 0 : Number.parseInt(text, 10);
    case 'lines':
    case 'images':
      return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    case 'json':
      return parseJson(text, previous);
    case 'richtext':
      return emptyIfBlankHtml(sanitizeHtml(text));
    case 'textarea':
      return blankAs(field, text.trim());
    default:
      return blankAs(field, text.trim());
  }
}

function blankAs(field: FieldSpec, text: string): string | null {
  return text === '' && field.nullIfEmpty ? null : text;
}

function parseJson(text: string, previous: unknown): unknown {
  if (text.trim() === '') return previous;
  try {
    return JSON.parse(text);
  } catch {
    return previous;
  }
}

/** Rich-text editors answer '<p></p>' for an empty document. */
export function emptyIfBlankHtml(html: string): string {
  return htmlText(html).trim() === '' && !/<img/i.test(html) ? '' : html;
}

function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
}

/* ---------- validation ---------- */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An absolute http(s) URL or a path on the site's own origin (uploads answer '/uploads/…'). */
const WEB_ADDRESS = /^(?:https?:\/\/[^\s/$.?#][^\s]*|\/(?!\/)[^\s]*)$/i;
export const isWebAddress = (text: string): boolean => WEB_ADDRESS.test(text);
/** Optional +, then digits, spaces, dots, dashes and brackets; 4 to 20 digits (as the API checks). */
const PHONE = /^\+?(?=(?:[^0-9]*[0-9]){4,20}[^0-9]*$)[0-9 ().-]+$/;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const ICON_CLASS = /^[a-z0-9][a-z0-9-]*$/;

export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  number: (label: string) => `${label} must be a number`,
  integer: (label: string) => `${label} must be a whole number`,
  min: (label: string, min: number) => `${label} must be at least ${min}`,
  max: (label: string, max: number) => `${label} must be at most ${max}`,
  maxLength: (label: string, max: number) => `${label} must be at most ${max} characters`,
  email: 'Please enter a valid email address',
  url: 'Please enter a valid URL (https://… or a path starting with /)',
  tel: 'Please enter a valid phone number (digits, spaces, +, -, brackets)',
  color: (label: string) => `${label} must be a hex colour such as #2879b6`,
  icon: (label: string) => `${label} must be an icon class name such as ri-star-line`,
  option: (label: string) => `Please choose a ${label}`,
} as const;

/** Checks every field; errors are keyed by field name (list rows: 'points.0.title'). */
export function validateFields(fields: readonly FieldSpec[], values: FormValues, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const key = prefix + field.name;
    const value = values[field.name];
    if (field.kind === 'list') {
      Object.assign(errors, validateList(field, Array.isArray(value) ? value : [], key));
      continue;
    }
    const message = fieldError(field, value);
    if (message) errors[key] = message;
  }
  return errors;
}

function validateList(field: FieldSpec, rows: FormRow[], key: string): FieldErrors {
  const errors: FieldErrors = {};
  if (field.required && rows.length === 0) errors[key] = FIELD_MESSAGES.required(field.label);
  rows.forEach((row, index) => Object.assign(errors, validateFields(field.fields ?? [], row, `${key}.${index}.`)));
  return errors;
}

/** The message for one non-list field, or undefined when the value is acceptable. */
export function fieldError(field: FieldSpec, value: FormValue | undefined): string | undefined {
  if (field.kind === 'checkbox') return undefined;
  const text = typeof value === 'string' ? value : '';
  const blank = field.kind === 'richtext' ? htmlText(text).trim() === '' : text.trim() === '';
  if (blank) return field.required ? FIELD_MESSAGES.required(field.label) : undefined;
  if (field.maxLength !== undefined && text.length > field.maxLength) return FIELD_MESSAGES.maxLength(field.label, field.maxLength);
  return formatError(field, text.trim());
}

function formatError(field: FieldSpec, text: string): string | undefined {
  switch (field.kind) {
    case 'images': {
      const urls = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      if (!urls.every((url) => WEB_ADDRESS.test(url))) return FIELD_MESSAGES.url;
      return urls.some(missingAltText) ? MEDIA_ALT_REQUIRED : undefined;
    }
    case 'number':
    case 'integer':
      return numberError(field, text);
    case 'email':
      return EMAIL.test(text) ? undefined : FIELD_MESSAGES.email;
    case 'url':
      return WEB_ADDRESS.test(text) ? undefined : FIELD_MESSAGES.url;
    case 'image':
      // An uploaded image needs alt text or the "Decorative" mark (its media record says which).
      if (!WEB_ADDRESS.test(text)) return FIELD_MESSAGES.url;
      return missingAltText(text) ? MEDIA_ALT_REQUIRED : undefined;
    case 'tel':
      return PHONE.test(text) ? undefined : FIELD_MESSAGES.tel;
    case 'color':
      if (field.colorValue === 'token') return isBrandColorName(text) ? undefined : FIELD_MESSAGES.option(field.label);
      return HEX.test(text) ? undefined : FIELD_MESSAGES.color(field.label);
    case 'icon':
      return ICON_CLASS.test(text) ? undefined : FIELD_MESSAGES.icon(field.label);
    case 'select':
      return !field.options || field.options.map(optionValue).includes(text) ? undefined : FIELD_MESSAGES.option(field.label);
    default:
      return undefined;
  }
}

function numberError(field: FieldSpec, text: string): string | undefined {
  const value = Number(text);
  if (!Number.isFinite(value)) return FIELD_MESSAGES.number(field.label);
  if (field.kind === 'integer' && !Number.isInteger(value)) return FIELD_MESSAGES.integer(field.label);
  if (field.min !== undefined && value < field.min) return FIELD_MESSAGES.min(field.label, field.min);
  if (field.max !== undefined && value > field.max) return FIELD_MESSAGES.max(field.label, field.max);
  return undefined;
}

/** True for the JSON kind's live hint: the text will be ignored on save. */
export function isInvalidJson(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}
