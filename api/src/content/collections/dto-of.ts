import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import { PartialType } from '@nestjs/swagger';
import type { CollectionDeclaration, FieldDecl, Fields } from '@pharma/shared/content';
import { MetaDto } from '../../platform/validation/meta.dto.js';
import { NestedItemDto } from '../../platform/validation/nested-item.dto.js';
import {
  AddressList,
  Colour,
  Email,
  Flag,
  GradientColours,
  Int,
  Nested,
  Num,
  OneOf,
  Order,
  Phone,
  RichText,
  Text,
  TextList,
  WebAddress,
} from '../../platform/validation/fields.js';

type PropertyDecorator = (target: object, key: string) => void;

/** The class-validator rule of one declared field (the same decorators a hand-written DTO uses). */
function ruleOf(decl: FieldDecl): PropertyDecorator {
  // `undefined` rather than false: the OpenAPI document then says nothing, as for a hand-written DTO.
  const optional = decl.presence === 'required' ? undefined : true;
  const { description } = decl;
  const loose = { optional, allowEmpty: optional, description };
  switch (decl.kind) {
    case 'text':
      return Text({ ...loose, max: decl.max });
    case 'richText':
      return RichText({ optional, description, max: decl.max });
    case 'image':
    case 'link':
      return optional ? WebAddress(loose) : WebAddress({ description });
    case 'colour':
      return Colour({ optional, description, brandOnly: decl.palette === 'brand', hexOnly: decl.palette === 'hex' });
    case 'icon':
      return Text({ ...loose, max: 100 });
    case 'email':
      return Email({ optional, description });
    case 'phone':
      return Phone({ optional, description });
    case 'int':
      return Int({ optional, description, min: decl.min, max: decl.max });
    case 'number':
      return Num({ optional, description, min: decl.min });
    case 'flag':
      return Flag({ optional, description });
    case 'oneOf':
      return OneOf(decl.values, { optional, description });
    case 'gradient':
      return GradientColours({ optional, description });
    case 'textList':
      return TextList({ optional, description, max: decl.max });
    case 'addressList':
      return AddressList({ optional, description, max: decl.max });
    case 'object':
      return Nested(() => nestedBody(decl), { optional, description });
    case 'items':
      return Nested(() => nestedBody(decl), { optional, description, each: true, max: decl.max });
  }
}

const DESIGN_TYPES: Partial<Record<FieldDecl['kind'], unknown>> = {
  int: Number,
  number: Number,
  flag: Boolean,
  textList: Array,
  addressList: Array,
  items: Array,
};

function named<T extends Type<object>>(type: T, name: string): T {
  Object.defineProperty(type, 'name', { value: name });
  return type;
}

function decorate(body: Type<object>, rules: [string, PropertyDecorator, unknown][]): void {
  for (const [name, rule, designType] of rules) {
    Reflect.defineMetadata('design:type', designType, body.prototype, name);
    rule(body.prototype, name);
  }
}

/** A property's design type as TypeScript emits it: a `string | null` property's is Object, and the OpenAPI document says so. */
function designTypeOf(decl: FieldDecl): unknown {
  return DESIGN_TYPES[decl.kind] ?? (decl.kind === 'object' || decl.nullable ? Object : String);
}

function rulesOf(fields: Fields, order: readonly string[] = Object.keys(fields)): [string, PropertyDecorator, unknown][] {
  return order.map((name) => [name, ruleOf(fields[name]!), designTypeOf(fields[name]!)]);
}

// By name: two fields of one shape (a page's two cards) share one body, as the OpenAPI document names it once.
const nested = new Map<string, { fields: Fields; body: Type<object> }>();

/** The body of an object or of one item of a nested list; ordered items carry their id, order and isActive. */
function nestedBody(decl: Extract<FieldDecl, { kind: 'object' | 'items' }>): Type<object> {
  const known = nested.get(decl.dtoName);
  if (known) {
    if (known.fields !== decl.fields) throw new Error(`Two different nested bodies are named ${decl.dtoName}Dto`);
    return known.body;
  }
  const ordered = decl.kind === 'items' && decl.ordered;
  const body = named(ordered ? class extends NestedItemDto {} : class {}, `${decl.dtoName}Dto`);
  // An object's body lists its fields in the order the editor asks for them.
  const rules = rulesOf(decl.fields, decl.kind === 'object' ? decl.formOrder : undefined);
  if (ordered && decl.orderMin !== undefined) rules.push(['order', Order({ optional: true, min: decl.orderMin }), Number]);
  decorate(body, rules);
  nested.set(decl.dtoName, { fields: decl.fields, body });
  return body;
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
  // The OpenAPI document names a body once: two declarations may share a name only with the same fields.
  const sameName = [...bodies.keys()].find((other) => other.dtoName === declaration.dtoName);
  if (sameName && sameName.fields !== declaration.fields) throw new Error(`Two different request bodies are named ${declaration.dtoName}Dto`);
  const create = named(class extends MetaDto {}, `${declaration.dtoName}Dto`);
  const rules = rulesOf(declaration.fields);
  if (declaration.shape === 'list') {
    rules.push(['order', Order(declaration.orderRequired ? {} : { optional: true }), Number]);
    if (!('isActive' in declaration.fields)) rules.push(['isActive', Flag({ optional: true }), Boolean]);
  }
  decorate(create, rules);
  const update = named(class extends PartialType(create) {}, `${declaration.dtoName}UpdateDto`);
  const made = { create, update };
  bodies.set(declaration, made);
  return made;
}
