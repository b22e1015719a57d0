import type { CollectionDeclaration, FieldDecl, Fields, ListDeclaration, SectionDeclaration } from '../../content/collections/kit.js';
import { apiPathOf, formFields } from '../../content/collections/kit.js';
import type { FieldKind, FieldSpec } from './fields.js';

const INPUTS: Record<Exclude<FieldDecl['kind'], 'text' | 'object'>, FieldKind> = {
  richText: 'richtext',
  image: 'image',
  link: 'url',
  colour: 'color',
  icon: 'icon',
  email: 'email',
  phone: 'tel',
  int: 'integer',
  number: 'number',
  flag: 'checkbox',
  oneOf: 'select',
  gradient: 'text',
  textList: 'lines',
  addressList: 'lines',
  items: 'list',
};

/** What a declared field's kind says about its input (limits, choices, rows of a nested list). */
function kindSpec(decl: Exclude<FieldDecl, { kind: 'object' }>): Partial<FieldSpec> {
  switch (decl.kind) {
    case 'text':
      return { maxLength: decl.max, rows: decl.rows };
    case 'int':
    case 'number':
      return { min: decl.min, max: decl.kind === 'int' ? decl.max : undefined };
    case 'oneOf':
      return { options: decl.values };
    case 'colour':
      // One picker for both: a brand-palette field stores the token, any other the chosen hex.
      return decl.palette === 'brand' ? { colorValue: 'token' } : {};
    case 'items':
      return { fields: nestedSpecs(decl), itemLabel: decl.itemLabel, maxItems: decl.max };
    default:
      return {};
  }
}

function specOf(name: string, decl: Exclude<FieldDecl, { kind: 'object' }>): FieldSpec {
  const input = decl.kind === 'text' ? (decl.multiline ? 'textarea' : 'text') : INPUTS[decl.kind];
  const { input: hinted, newItem, maxLength, ...hints } = decl.editor ?? {};
  const spec: FieldSpec = {
    name,
    label: decl.label,
    kind: (hinted as FieldKind | undefined) ?? input,
    ...(decl.presence === 'required' && decl.kind !== 'flag' ? { required: true } : {}),
    ...(decl.wide ? { wide: true } : {}),
    ...(decl.placeholder ? { placeholder: decl.placeholder } : {}),
    ...(decl.help ? { help: decl.help } : {}),
    ...kindSpec(decl),
    ...hints,
    ...(maxLength === undefined ? {} : { maxLength: maxLength || undefined }),
    ...(newItem ? { newItem: () => JSON.parse(JSON.stringify(newItem)) as Record<string, unknown> } : {}),
  };
  // Only what is set: the editors compare and render specs key by key.
  return Object.fromEntries(Object.entries(spec).filter(([, value]) => value !== undefined)) as FieldSpec;
}

/** A nested object's or list item's fields in the editor's order, hidden ones left out. */
function innerFields(decl: Extract<FieldDecl, { kind: 'object' | 'items' }>): [string, FieldDecl][] {
  const names = decl.formOrder ?? Object.keys(decl.fields);
  return names.flatMap((name): [string, FieldDecl][] => {
    const inner = decl.fields[name];
    return inner && !inner.hidden ? [[name, inner]] : [];
  });
}

/** A field's inputs: an object's fields become dotted inputs in one fieldset named after it. */
function specsOf(name: string, decl: FieldDecl): FieldSpec[] {
  if (decl.kind !== 'object') return [specOf(name, decl)];
  return innerFields(decl).flatMap(([innerName, inner]) => specsOf(`${name}.${innerName}`, inner).map((spec) => ({ group: decl.label, ...spec })));
}

function nestedSpecs(decl: Extract<FieldDecl, { kind: 'items' }>): FieldSpec[] {
  return innerFields(decl).flatMap(([name, inner]) => specsOf(name, inner));
}

/** The editor form of a declared collection: its fields in form order, then a list item's Order (where the spec's form has one, unless placed) and Active. */
export function editorFields(declaration: CollectionDeclaration): FieldSpec[] {
  const specs = formFields(declaration).flatMap(([name, decl]) => specsOf(name, decl));
  if (declaration.shape === 'section') return specs;
  const active: FieldSpec[] = 'isActive' in declaration.fields ? [] : [{ name: 'isActive', label: 'Active', kind: 'checkbox' }];
  // Without an input the item keeps its order (the form edits a copy) and a new one sends the default.
  if (!declaration.orderInput) return [...specs, ...active];
  const order: FieldSpec = { name: 'order', label: 'Order', kind: 'integer', min: 0, ...(declaration.orderRequired ? { required: true } : {}) };
  const names: readonly string[] = declaration.formOrder ?? [];
  const after = names.includes('order') ? specs.findIndex((spec) => names.indexOf(spec.name.split('.')[0]!) > names.indexOf('order')) : -1;
  const at = after === -1 ? specs.length : after;
  return [...specs.slice(0, at), order, ...specs.slice(at), ...active];
}

/** What a ListEditor reads from its list's declaration (spread into its props): the title, one item's name, the REST path and the form. */
export function listEditorPropsOf<F extends Fields>(
  declaration: ListDeclaration<F>,
): { title: string; itemName: string; path: string; fields: FieldSpec[]; notOnSite?: string } {
  const { notOnSite } = declaration;
  return {
    title: declaration.title,
    itemName: declaration.itemName,
    path: apiPathOf(declaration),
    fields: editorFields(declaration),
    ...(notOnSite ? { notOnSite } : {}),
  };
}

/** What a SectionEditor reads from its section's declaration (spread into its props): the title, the REST path and the form. */
export function sectionEditorPropsOf<F extends Fields>(declaration: SectionDeclaration<F>): { title: string; path: string; fields: FieldSpec[] } {
  return { title: declaration.title, path: apiPathOf(declaration), fields: editorFields(declaration) };
}

/**
 * The form of one item of a nested list edited in a table of its own (mission points, stats): its
 * fields, then an ordered item's Order and Active, where the list's `formOrder` may place them. The
 * editor may ask for an order the API would default, or for a higher minimum.
 */
export function itemEditorFields(decl: Extract<FieldDecl, { kind: 'items' }>, order: { required?: boolean; min?: number } = {}): FieldSpec[] {
  if (!decl.ordered) return nestedSpecs(decl);
  const implied: Record<string, FieldSpec> = {
    order: { name: 'order', label: 'Order', kind: 'integer', min: order.min ?? decl.orderMin ?? 0, ...(order.required ? { required: true } : {}) },
    isActive: { name: 'isActive', label: 'Active', kind: 'checkbox' },
  };
  const names = decl.formOrder ?? Object.keys(decl.fields);
  const all = [...names, ...Object.keys(implied).filter((name) => !names.includes(name))];
  return all.flatMap((name) => {
    const inner = decl.fields[name];
    if (inner) return inner.hidden ? [] : specsOf(name, inner);
    return implied[name] ? [implied[name]] : [];
  });
}
