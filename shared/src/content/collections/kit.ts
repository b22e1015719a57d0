import type { BrandColorName, ListItem, Versioned } from '../common.js';

/*
 * A content type is declared once, as plain data: its fields (what kind of value, whether it must be
 * filled in, its limits, its label in the editor), its defaults and where it lives. The TypeScript type
 * is inferred from the fields; the API derives its Mongoose schema, its request validation and its
 * routes from the same object, and the dashboard derives its editor fields from it.
 */

/**
 * required: must be present and not blank. stored: always stored (blank by default), may be sent blank.
 * optional: may be absent from the stored document.
 */
export type Presence = 'required' | 'stored' | 'optional';

export interface FieldCommon {
  label: string;
  presence: Presence;
  /** Editor hints: a help line, a placeholder, the input spanning the form's two columns. */
  help?: string;
  placeholder?: string;
  wide?: boolean;
  /** Kept in the store and the API but not shown in the editor (a legacy field). */
  hidden?: boolean;
  /** Stored as null when left blank (a facility's capacity): the value is `string | null`. */
  nullable?: boolean;
  /** What the API's OpenAPI document says of the field. */
  description?: string;
  /**
   * Whether each locale has its own value. Unset: words are (text, rich text, lists of lines), the rest
   * (images, links, numbers, colours, icons, choices, flags) is shared; see localized-fields.ts.
   */
  localized?: boolean;
  /** Editor-only hints that do not follow from the kind (a select of suggested values, a fieldset, rows). */
  editor?: EditorHints;
}

export interface EditorHints {
  /** The input when it is not the kind's own: 'select', 'lines', 'json', 'textarea'… */
  input?: string;
  options?: readonly string[];
  rows?: number;
  /** Fields sharing a group are rendered in one fieldset with this legend. */
  group?: string;
  nullIfEmpty?: boolean;
  minItems?: number;
  uploadOnly?: boolean;
  /** The editor asks for a value the API would default or leave out. */
  required?: boolean;
  /** The input's length limit when it is not the API's (false: none). */
  maxLength?: number | false;
  /** A list input's new row, when it is not every sub-field blank. */
  newItem?: Readonly<Record<string, unknown>>;
  /** A hex colour's choices besides the brand palette (a hero's white text on a dark image). */
  extraColors?: readonly { label: string; value: string }[];
}

interface Nesting {
  fields: Fields;
  /** The nested body's name in the OpenAPI document: 'LogoCard' → LogoCardDto. */
  dtoName: string;
  /** The editor's order of the nested fields when it differs from the stored order (an ordered item's may place 'order' and 'isActive'). */
  formOrder?: readonly string[];
}

export type FieldDecl =
  | (FieldCommon & { kind: 'text'; max?: number; multiline?: boolean; rows?: number; default?: string })
  | (FieldCommon & { kind: 'richText'; max?: number })
  | (FieldCommon & { kind: 'image'; uploadOnly?: boolean })
  | (FieldCommon & { kind: 'link' })
  | (FieldCommon & { kind: 'colour'; palette?: 'brand' | 'hex'; default?: string })
  | (FieldCommon & { kind: 'icon'; default?: string })
  | (FieldCommon & { kind: 'email' })
  | (FieldCommon & { kind: 'phone' })
  | (FieldCommon & { kind: 'int'; min?: number; max?: number; default?: number })
  | (FieldCommon & { kind: 'number'; min?: number })
  | (FieldCommon & { kind: 'flag'; default?: boolean })
  | (FieldCommon & { kind: 'oneOf'; values: readonly string[]; default?: string })
  | (FieldCommon & { kind: 'gradient' })
  | (FieldCommon & { kind: 'textList'; max?: number })
  | (FieldCommon & { kind: 'addressList'; max?: number })
  | (FieldCommon & Nesting & { kind: 'object' })
  | (FieldCommon &
      Nesting & {
        kind: 'items';
        max?: number;
        /** Each item carries its own id, order and isActive (points kept inside a section); `orderMin` bounds order. */
        ordered?: boolean;
        orderMin?: number;
        /** The editor's name for one row ('Point'). */
        itemLabel?: string;
      });

export type FieldKindName = FieldDecl['kind'];
export type Fields = Readonly<Record<string, FieldDecl>>;

interface NestedItem {
  id: string;
  order: number;
  isActive: boolean;
}

type BaseValue<D> = D extends { kind: 'int' | 'number' }
  ? number
  : D extends { kind: 'flag' }
    ? boolean
    : D extends { kind: 'oneOf'; values: readonly (infer V)[] }
      ? V
      : D extends { kind: 'textList' | 'addressList' }
        ? string[]
        : D extends { kind: 'colour'; palette: 'brand' }
          ? BrandColorName
          : D extends { kind: 'object'; fields: infer F extends Fields }
            ? Shape<F>
            : D extends { kind: 'items'; fields: infer F extends Fields }
              ? (D extends { ordered: true } ? Simplify<Shape<F> & NestedItem> : Shape<F>)[]
              : string;
type ValueOf<D> = D extends { nullable: true } ? BaseValue<D> | null : BaseValue<D>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The stored shape of a set of fields: optional fields may be missing, the others are always there. */
export type Shape<F extends Fields> = Simplify<
  { -readonly [K in keyof F as F[K]['presence'] extends 'optional' ? never : K]: ValueOf<F[K]> } & {
    -readonly [K in keyof F as F[K]['presence'] extends 'optional' ? K : never]?: ValueOf<F[K]>;
  }
>;

type Options<D extends FieldDecl> = Omit<D, 'kind' | 'label' | 'presence'> & { required?: true; optional?: true };
type PresenceOf<O> = O extends { required: true } ? 'required' : O extends { optional: true } ? 'optional' : 'stored';
type Declared<K extends FieldKindName, O> = Omit<O, 'required' | 'optional'> & { kind: K; label: string; presence: PresenceOf<O> };
type DeclOf<K extends FieldKindName> = Extract<FieldDecl, { kind: K }>;

function builder<K extends FieldKindName>(kind: K) {
  return <const O extends Options<DeclOf<K>> = Options<DeclOf<K>>>(label: string, options?: O): Declared<K, O> => {
    const { required, optional, ...rest } = (options ?? {}) as Options<DeclOf<K>>;
    const presence: Presence = required ? 'required' : optional ? 'optional' : 'stored';
    return { ...rest, kind, label, presence } as unknown as Declared<K, O>;
  };
}

/** The field kinds a declaration is written with: `field.text('Title', { required: true })`. */
export const field = {
  number: builder('number'),
  oneOf: builder('oneOf'),
  gradient: builder('gradient'),
  textList: builder('textList'),
  addressList: builder('addressList'),
  object: builder('object'),
  items: builder('items'),
  text: builder('text'),
  richText: builder('richText'),
  image: builder('image'),
  link: builder('link'),
  colour: builder('colour'),
  icon: builder('icon'),
  email: builder('email'),
  phone: builder('phone'),
  int: builder('int'),
  flag: builder('flag'),
};

interface Declaration<F extends Fields> {
  /** The store's collection name, e.g. 'home_slides'. */
  name: string;
  /** The page whose release holds it (drafts, review and history are per page). */
  page: string;
  /** REST path under /api, as the spec gives it: 'cms/home/slides'. */
  path: string;
  /** What the editor calls it: the sub-tab or section title. */
  title: string;
  /** The base of its request bodies' names in the OpenAPI document: 'Slide' → SlideDto, SlideUpdateDto. */
  dtoName: string;
  fields: F;
  /** The editor's field order when it differs from the stored order (which the API answers in); a list's may place 'order'. */
  formOrder?: readonly ((keyof F & string) | 'order')[];
  /** Why no public page shows this content, when none does: the editor says so, so no edit goes nowhere unannounced. */
  notOnSite?: string;
}

export interface ListDeclaration<F extends Fields = Fields> extends Declaration<F> {
  shape: 'list';
  /** One item, in messages: 'Slide' ("Slide not found"), and in the editor: 'Hero Slide' ("Add Hero Slide"). */
  noun: string;
  itemName: string;
  /** Whether a new item must give its position; a new item is active unless `activeByDefault` is false. */
  orderRequired: boolean;
  activeByDefault: boolean;
  /** The stored order of an item saved without one (0 unless declared). */
  orderDefault?: number;
  /**
   * The spec's pop-up has a numeric Order input (hero slides, offerings, team members…). Other lists
   * are ordered by drag and drop and Move up/down only; a new item gets the default order unasked.
   */
  orderInput?: boolean;
  /** The items stored on first start and shown while the store has none. */
  defaults: () => readonly ListItem[];
}

export interface SectionDeclaration<F extends Fields = Fields> extends Declaration<F> {
  shape: 'section';
  /** The section stored on first start and shown until one is saved. */
  defaults: () => Versioned & Record<string, unknown>;
}

export type CollectionDeclaration = ListDeclaration | SectionDeclaration;

/** One item of a list collection. */
export type ItemOf<F extends Fields> = Simplify<Shape<F> & ListItem>;
/** A singleton section. */
export type SectionOf<F extends Fields> = Simplify<Shape<F> & Versioned>;

type ListInput<F extends Fields> = Omit<ListDeclaration<F>, 'shape' | 'orderRequired' | 'activeByDefault' | 'defaults' | 'itemName'> & {
  itemName?: string;
  orderRequired?: boolean;
  activeByDefault?: boolean;
  defaults: () => readonly ItemOf<F>[];
};

type SectionInput<F extends Fields> = Omit<SectionDeclaration<F>, 'shape' | 'defaults'> & { defaults: () => SectionOf<F> };

/** A list of items, each with `id`, `order` and `isActive` besides its fields. */
export function defineList<const F extends Fields>(input: ListInput<F>): ListDeclaration<F> {
  return { itemName: input.noun, orderRequired: true, activeByDefault: true, ...input, shape: 'list' };
}

/** A single object (a page section) with its fields. */
export function defineSection<const F extends Fields>(input: SectionInput<F>): SectionDeclaration<F> {
  return { ...input, shape: 'section' } as SectionDeclaration<F>;
}

/** The fields in the editor's order (hidden ones left out). */
export function formFields(declaration: CollectionDeclaration): [string, FieldDecl][] {
  const names = declaration.formOrder ?? Object.keys(declaration.fields);
  return names.map((name) => [name, declaration.fields[name]] as [string, FieldDecl]).filter(([, decl]) => decl !== undefined && !decl.hidden);
}

/** Where a browser reads (and the dashboard writes) a declared collection: '/api/cms/home/slides'. */
export function apiPathOf(declaration: CollectionDeclaration): string {
  return `/api/${declaration.path}`;
}
