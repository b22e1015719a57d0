import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  isEmail,
  type ValidationArguments,
} from 'class-validator';
import { BRAND_COLOR_NAMES } from '@pharma/shared/content';
import { sanitizeRichText } from './sanitize-html.js';

/*
 * One decorator per kind of field: each applies the spec's validation rule, its OpenAPI
 * description, and the transform it needs, so a DTO reads like the spec's field list.
 */

interface FieldOptions {
  /** Optional fields may be missing or null; required ones must be present and non-empty. */
  optional?: boolean;
  description?: string;
}

function presence(options: FieldOptions, example?: unknown) {
  const doc = ApiProperty({ required: !options.optional, nullable: options.optional, description: options.description, example });
  return options.optional ? [IsOptional(), doc] : [doc];
}

/** Plain text. Required text must not be empty. */
export function Text(options: FieldOptions & { max?: number; allowEmpty?: boolean } = {}) {
  const rules = [IsString(), MaxLength(options.max ?? 2000)];
  if (!options.optional && !options.allowEmpty) rules.push(IsNotEmpty());
  return applyDecorators(...presence(options), ...rules);
}

/** Text the pages render as HTML: sanitized against an allow-list on write. */
export function RichText(options: FieldOptions & { max?: number } = {}) {
  const rules = [IsString(), MaxLength(options.max ?? 50_000), Transform(({ value }) => sanitizeRichText(value))];
  if (!options.optional) rules.push(IsNotEmpty());
  return applyDecorators(...presence(options), ...rules);
}

export function Int(options: FieldOptions & { min?: number; max?: number } = {}) {
  const rules = [IsInt(), Min(options.min ?? 0), Max(options.max ?? 1_000_000_000)];
  return applyDecorators(...presence(options, options.min ?? 0), ...rules);
}

export function Num(options: FieldOptions & { min?: number } = {}) {
  const rules = [IsNumber({ allowNaN: false, allowInfinity: false }), Min(options.min ?? 0)];
  return applyDecorators(...presence(options), ...rules);
}

/** List position; "order number, min 0" unless told otherwise. */
export function Order(options: FieldOptions & { min?: number } = {}) {
  return Int({ min: 0, ...options, description: options.description ?? 'Display position, ascending' });
}

export function Flag(options: FieldOptions = {}) {
  return applyDecorators(...presence(options, true), IsBoolean());
}

export function OneOf(values: readonly string[], options: FieldOptions = {}) {
  return applyDecorators(
    ...presence(options),
    ApiProperty({ enum: values, required: !options.optional }),
    IsIn(values as string[], { message: ({ property }) => `${property} must be one of: ${values.join(', ')}` }),
  );
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const BRAND_OR_HEX = new RegExp(`^(?:${BRAND_COLOR_NAMES.join('|')}|#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}))$`);

/** A brand colour name (refex-blue, refex-green, refex-orange) or a hex colour. */
export function Colour(options: FieldOptions & { brandOnly?: boolean; hexOnly?: boolean } = {}) {
  const pattern = options.brandOnly ? new RegExp(`^(?:${BRAND_COLOR_NAMES.join('|')})$`) : options.hexOnly ? HEX : BRAND_OR_HEX;
  const allowed = options.brandOnly
    ? BRAND_COLOR_NAMES.join(', ')
    : options.hexOnly
      ? 'a hex colour such as #2879b6'
      : `${BRAND_COLOR_NAMES.join(', ')} or a hex colour such as #2879b6`;
  return applyDecorators(...presence(options), IsString(), Matches(pattern, { message: ({ property }) => `${property} must be ${allowed}` }));
}

/** Two comma-separated colours, e.g. '#2879b6,#7dc244'. */
export function GradientColours(options: FieldOptions = {}) {
  const colour = '(?:#[0-9a-fA-F]{3,8}|[a-z-]+)';
  const pattern = new RegExp(`^\\s*${colour}\\s*(?:,\\s*${colour}\\s*)?$`);
  return applyDecorators(
    ...presence(options),
    IsString(),
    Matches(pattern, { message: ({ property }) => `${property} must be one or two comma-separated colours` }),
  );
}

/**
 * A link or image address: an absolute http(s) URL or a path on the site's own origin ('/uploads/…').
 * data:, javascript: and other schemes are refused: images go through the upload endpoint.
 */
const WEB_ADDRESS = /^(?:https?:\/\/[^\s/$.?#][^\s]*|\/(?!\/)[^\s]*)$/i;

export function WebAddress(options: FieldOptions & { allowEmpty?: boolean } = {}) {
  const pattern = options.allowEmpty ? new RegExp(`^$|${WEB_ADDRESS.source}`, 'i') : WEB_ADDRESS;
  return applyDecorators(
    ...presence(options),
    IsString(),
    MaxLength(2048),
    Matches(pattern, { message: ({ property }) => `${property} must be an http(s) URL or a path starting with /` }),
  );
}

/** A list of link or image addresses (journey images, facility approval logos). */
export function AddressList(options: FieldOptions & { max?: number } = {}) {
  return applyDecorators(
    ...presence(options),
    ApiProperty({ type: [String], required: !options.optional }),
    IsArray(),
    ArrayMaxSize(options.max ?? 50),
    IsString({ each: true }),
    MaxLength(2048, { each: true }),
    Matches(WEB_ADDRESS, { each: true, message: ({ property }) => `each ${property} entry must be an http(s) URL or a path starting with /` }),
  );
}

/**
 * An e-mail address. validator's isEmail throws (URIError) on strings that are not well-formed
 * UTF-16, such as a lone surrogate; that must be a 400, not a 500.
 */
export function IsEmailAddress(message: string | ((args: ValidationArguments) => string)) {
  return ValidateBy({
    name: 'isEmailAddress',
    validator: {
      validate: (value: unknown) => {
        try {
          return typeof value === 'string' && isEmail(value);
        } catch {
          return false;
        }
      },
      defaultMessage: typeof message === 'string' ? () => message : message,
    },
  });
}

export function Email(options: FieldOptions = {}) {
  return applyDecorators(
    ...presence(options),
    IsEmailAddress(({ property }) => `${property} must be a valid email address`),
    MaxLength(254),
  );
}

/** International phone number: optional +, then digits, spaces, dots, dashes and brackets; 4 to 20 digits. */
export const PHONE = /^\+?(?=(?:[^0-9]*[0-9]){4,20}[^0-9]*$)[0-9 ().-]+$/;

export function Phone(options: FieldOptions = {}) {
  return applyDecorators(
    ...presence(options),
    IsString(),
    Matches(PHONE, { message: ({ property }) => `${property} must be a phone number in international format` }),
  );
}

export function TextList(options: FieldOptions & { max?: number } = {}) {
  return applyDecorators(
    ...presence(options),
    ApiProperty({ type: [String], required: !options.optional }),
    IsArray(),
    ArrayMaxSize(options.max ?? 100),
    IsString({ each: true }),
    MaxLength(2000, { each: true }),
  );
}

/** A nested object (or list of objects, with `each`) validated by its own DTO class. */
export function Nested(type: () => new () => object, options: FieldOptions & { each?: boolean; max?: number } = {}) {
  const shape = options.each ? [IsArray(), ArrayMaxSize(options.max ?? 100)] : [];
  return applyDecorators(
    ...presence(options),
    ApiProperty({ type: () => type(), isArray: Boolean(options.each), required: !options.optional }),
    ...shape,
    ValidateNested({ each: options.each }),
    Type(type),
  );
}
