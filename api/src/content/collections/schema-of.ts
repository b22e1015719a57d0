import {
  BRAND_COLOR_NAMES,
  DEFAULT_BRAND_COLOR_NAME,
  isLocalized,
  localePage,
  SOURCE_HASHES_FIELD,
  translationCollectionName,
  type CollectionDeclaration,
  type FieldDecl,
  type Fields,
  type ListDeclaration,
} from '@pharma/shared/content';
import { Schema, type SchemaDefinition } from 'mongoose';
import { f, itemSchema, sectionSchema, sub, subItem } from '../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../platform/store/store.port.js';

function pathsOf(fields: Fields): SchemaDefinition {
  return Object.fromEntries(Object.entries(fields).map(([name, decl]) => [name, pathOf(decl)]));
}

/** A field's Mongoose path: required ones must be there, stored ones default to blank, optional ones may be missing. */
function pathOf(decl: FieldDecl): SchemaDefinition[string] {
  const required = decl.presence === 'required';
  switch (decl.kind) {
    case 'flag':
      return f.flag(decl.default ?? true);
    case 'int':
    case 'number': {
      const bounds = { ...(decl.min === undefined ? {} : { min: decl.min }), ...(decl.kind === 'int' && decl.max !== undefined ? { max: decl.max } : {}) };
      const fallback = decl.kind === 'int' ? decl.default : undefined;
      if (decl.presence === 'stored') return { type: Number, ...bounds, default: fallback ?? 0 };
      return { type: Number, ...bounds, required };
    }
    case 'oneOf':
      return f.oneOf(decl.values, decl.default);
    case 'textList':
    case 'addressList':
      return { type: [String], default: decl.presence === 'optional' ? undefined : [] };
    case 'object':
      // A stored object is always there (the defaults hold it), though a body may leave it out.
      return { type: sub(pathsOf(decl.fields)), required: decl.presence !== 'optional' };
    case 'items': {
      const item = decl.ordered ? subItem(pathsOf(decl.fields)) : sub(pathsOf(decl.fields));
      return { type: [item], default: decl.presence === 'optional' ? undefined : [] };
    }
    case 'colour': {
      if (decl.palette !== 'brand' || decl.presence === 'optional') return stringPath(decl);
      // A brand colour is stored by its name; a missing one is the default brand colour.
      if (required) return f.oneOf(BRAND_COLOR_NAMES);
      const fallback = decl.default ?? DEFAULT_BRAND_COLOR_NAME;
      return decl.nullable ? { type: String, enum: [...BRAND_COLOR_NAMES, null], default: fallback } : f.oneOf(BRAND_COLOR_NAMES, fallback);
    }
    default:
      return stringPath(decl);
  }
}

/** A text-like field: required, optional, nullable or stored blank unless the declaration gives a default. */
function stringPath(decl: FieldDecl): SchemaDefinition[string] {
  if (decl.nullable) return f.nullable();
  if (decl.presence === 'required') return f.required();
  if (decl.presence === 'optional') return f.optional();
  const fallback = 'default' in decl && typeof decl.default === 'string' ? decl.default : undefined;
  return fallback === undefined ? f.text() : { type: String, default: fallback };
}

/** What a list declares about its items' implied order and isActive when they differ from 0 and true. */
function listPaths(declaration: ListDeclaration): SchemaDefinition {
  return {
    ...(declaration.activeByDefault ? {} : { isActive: f.flag(false) }),
    ...(declaration.orderDefault === undefined ? {} : { order: { type: Number, default: declaration.orderDefault } }),
  };
}

const defs = new Map<CollectionDeclaration, CollectionDef>();

/** The store's definition of a declared collection (one object per declaration: the store keys its handles by it). */
export function collectionDefOf(declaration: CollectionDeclaration): CollectionDef {
  let def = defs.get(declaration);
  if (!def) {
    const paths = pathsOf(declaration.fields);
    const schema = declaration.shape === 'section' ? sectionSchema(paths) : itemSchema({ ...paths, ...listPaths(declaration) });
    def = { name: declaration.name, versioned: { page: declaration.page }, schema };
    defs.set(declaration, def);
  }
  return def;
}

/** The localized fields only, each optional: a translation holds what has been translated so far. */
function translatableFields(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, decl]) => isLocalized(decl))
      .map(([name, decl]) => {
        const nested = decl.kind === 'object' || decl.kind === 'items' ? { fields: translatableFields(decl.fields) } : {};
        return [name, { ...decl, ...nested, presence: 'optional', nullable: false, default: undefined } as FieldDecl];
      }),
  );
}

const translationDefs = new Map<string, CollectionDef>();

/** The translation document's record of the source each of its fields was translated from. */
export const SOURCE_HASHES = SOURCE_HASHES_FIELD;

/**
 * The store's definition of a declared collection's translation into a locale ('about_hero__de'): its
 * localized fields, of the page in that locale ('about@de'), so it has its own drafts, release and review.
 */
export function translationDefOf(declaration: CollectionDeclaration, locale: string): CollectionDef {
  const name = translationCollectionName(declaration.name, locale);
  let def = translationDefs.get(name);
  if (!def) {
    // What each field was translated from: the hash of the default language's value then (see translations.ts).
    const paths = { ...pathsOf(translatableFields(declaration.fields)), [SOURCE_HASHES]: { type: Schema.Types.Mixed, default: {} } };
    def = {
      name,
      versioned: { page: localePage(declaration.page, locale) },
      schema: declaration.shape === 'section' ? sectionSchema(paths) : itemSchema(paths),
    };
    translationDefs.set(name, def);
  }
  return def;
}
