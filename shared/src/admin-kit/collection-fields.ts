import type { CollectionDeclaration, FieldDecl } from '../content/collections/kit.js';
import { formFields } from '../content/collections/kit.js';
import type { FieldKind, FieldSpec } from './fields.js';

const INPUTS: Record<Exclude<FieldDecl['kind'], 'text'>, FieldKind> = {
  richText: 'richtext',
  image: 'image',
  link: 'url',
  colour: 'color',
  icon: 'icon',
  email: 'email',
  phone: 'tel',
  int: 'integer',
  flag: 'checkbox',
};

function specOf(name: string, decl: FieldDecl): FieldSpec {
  const kind = decl.kind === 'text' ? (decl.multiline ? 'textarea' : 'text') : INPUTS[decl.kind];
  const spec: FieldSpec = { name, label: decl.label, kind };
  if (decl.presence === 'required' && decl.kind !== 'flag') spec.required = true;
  if (decl.wide) spec.wide = true;
  if (decl.placeholder) spec.placeholder = decl.placeholder;
  if (decl.help) spec.help = decl.help;
  if (decl.kind === 'text' && decl.max !== undefined) spec.maxLength = decl.max;
  if (decl.kind === 'text' && decl.rows !== undefined) spec.rows = decl.rows;
  if (decl.kind === 'int') Object.assign(spec, decl.min === undefined ? {} : { min: decl.min }, decl.max === undefined ? {} : { max: decl.max });
  if (decl.kind === 'image' && decl.uploadOnly) spec.uploadOnly = true;
  return spec;
}

/** The editor form of a declared collection: its fields in form order, then a list item's Order and Active. */
export function editorFields(declaration: CollectionDeclaration): FieldSpec[] {
  const specs = formFields(declaration).map(([name, decl]) => specOf(name, decl));
  if (declaration.shape === 'section') return specs;
  const order: FieldSpec = { name: 'order', label: 'Order', kind: 'integer', min: 0, ...(declaration.orderRequired ? { required: true } : {}) };
  const active: FieldSpec[] = 'isActive' in declaration.fields ? [] : [{ name: 'isActive', label: 'Active', kind: 'checkbox' }];
  return [...specs, order, ...active];
}
