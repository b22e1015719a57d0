import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import { PartialType } from '@nestjs/swagger';
import type { CollectionDeclaration, FieldDecl } from '@pharma/shared/content';
import { MetaDto } from '../../common/validation/meta.dto.js';
import { Colour, Email, Flag, Int, Order, Phone, RichText, Text, WebAddress } from '../../common/validation/fields.js';

type PropertyDecorator = (target: object, key: string) => void;

/** The class-validator rule of one declared field (the same decorators the hand-written DTOs use). */
function ruleOf(decl: FieldDecl): PropertyDecorator {
  // `undefined` rather than false: the OpenAPI document then says nothing, as for a hand-written DTO.
  const optional = decl.presence === 'required' ? undefined : true;
  const loose = { optional, allowEmpty: optional };
  switch (decl.kind) {
    case 'text':
      return Text({ ...loose, max: decl.max });
    case 'richText':
      return RichText({ optional, max: decl.max });
    case 'image':
    case 'link':
      return optional ? WebAddress(loose) : WebAddress();
    case 'colour':
      return Colour({ optional, brandOnly: decl.palette === 'brand', hexOnly: decl.palette === 'hex' });
    case 'icon':
      return Text({ ...loose, max: 100 });
    case 'email':
      return Email({ optional });
    case 'phone':
      return Phone({ optional });
    case 'int':
      return Int({ optional, min: decl.min, max: decl.max });
    case 'flag':
      return Flag({ optional });
  }
}

const DESIGN_TYPES: Partial<Record<FieldDecl['kind'], unknown>> = { int: Number, flag: Boolean };

function named<T extends Type<object>>(type: T, name: string): T {
  Object.defineProperty(type, 'name', { value: name });
  return type;
}

export interface Bodies {
  /** POST (and a section's full body): required fields enforced. */
  create: Type<object>;
  /** PUT: any subset of the fields (the spec's editors sometimes send one changed field). */
  update: Type<object>;
}

const bodies = new Map<CollectionDeclaration, Bodies>();

/**
 * The request bodies of a declared collection, built once: a class per body whose properties carry the
 * field decorators, named as the OpenAPI document names them (`SlideDto`, `SlideUpdateDto`).
 */
export function bodiesOf(declaration: CollectionDeclaration): Bodies {
  const known = bodies.get(declaration);
  if (known) return known;
  const create = named(class extends MetaDto {}, `${declaration.dtoName}Dto`);
  const rules: [string, PropertyDecorator, unknown][] = Object.entries(declaration.fields).map(([name, decl]) => [
    name,
    ruleOf(decl),
    DESIGN_TYPES[decl.kind] ?? String,
  ]);
  if (declaration.shape === 'list') {
    rules.push(['order', Order(declaration.orderRequired ? {} : { optional: true }), Number]);
    if (!('isActive' in declaration.fields)) rules.push(['isActive', Flag({ optional: true }), Boolean]);
  }
  for (const [name, rule, designType] of rules) {
    Reflect.defineMetadata('design:type', designType, create.prototype, name);
    rule(create.prototype, name);
  }
  const update = named(class extends PartialType(create) {}, `${declaration.dtoName}UpdateDto`);
  const made = { create, update };
  bodies.set(declaration, made);
  return made;
}
