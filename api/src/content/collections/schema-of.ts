import type { CollectionDeclaration, FieldDecl } from '@pharma/shared/content';
import type { SchemaDefinition } from 'mongoose';
import { f, itemSchema, sectionSchema } from '../../store/schema-kit.js';
import type { CollectionDef } from '../../store/store.port.js';

/** A field's Mongoose path: required ones must be there, stored ones default to blank, optional ones may be missing. */
function pathOf(decl: FieldDecl): SchemaDefinition[string] {
  if (decl.kind === 'flag') return f.flag(decl.default ?? true);
  if (decl.kind === 'int') {
    const bounds = decl.min === undefined ? {} : { min: decl.min };
    if (decl.presence === 'stored') return { type: Number, ...bounds, default: decl.default ?? 0 };
    return { type: Number, ...bounds, required: decl.presence === 'required' };
  }
  if (decl.presence === 'required') return f.required();
  if (decl.presence === 'optional') return f.optional();
  return decl.kind === 'text' && decl.default !== undefined ? { type: String, default: decl.default } : f.text();
}

const defs = new Map<CollectionDeclaration, CollectionDef>();

/** The store's definition of a declared collection (one object per declaration: the store keys its handles by it). */
export function collectionDefOf(declaration: CollectionDeclaration): CollectionDef {
  let def = defs.get(declaration);
  if (!def) {
    const paths: SchemaDefinition = Object.fromEntries(Object.entries(declaration.fields).map(([name, decl]) => [name, pathOf(decl)]));
    const schema =
      declaration.shape === 'section' ? sectionSchema(paths) : itemSchema(declaration.activeByDefault ? paths : { ...paths, isActive: f.flag(false) });
    def = { name: declaration.name, versioned: { page: declaration.page }, schema };
    defs.set(declaration, def);
  }
  return def;
}
