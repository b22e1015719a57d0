import mongoose, { Schema, type SchemaDefinition } from 'mongoose';
import { StoreValidationError } from './store.errors.js';
import type { RawDoc } from './engine.js';

/**
 * Schemas reject fields they do not declare (strict: 'throw'), so a DTO field that the schema
 * forgot fails loudly in tests instead of being dropped silently on save.
 */
const OPTIONS = { versionKey: false, strict: 'throw', minimize: false, _id: false } as const;

const META: SchemaDefinition = {
  _id: { type: String, required: true },
  version: { type: Number, required: true, min: 1 },
  createdAt: { type: String, required: true },
  updatedAt: { type: String, required: true },
  // Set only while a working document's last write was the editor's autosave; never public.
  autosave: { type: Boolean },
};

/** A nested object or array element (no Mongoose `_id` of its own). */
export function sub(fields: SchemaDefinition, options: { reservedNames?: boolean } = {}): Schema {
  return new Schema(fields, { ...OPTIONS, suppressReservedKeysWarning: options.reservedNames ?? false });
}

/** An item nested inside a section (vision points, CSR cards...): it carries id, order and isActive too. */
export function subItem(fields: SchemaDefinition): Schema {
  return sub({ id: { type: String, required: true }, order: { type: Number, default: 0 }, isActive: { type: Boolean, default: true }, ...fields });
}

/** A singleton section document (declares its own isActive when it has one). */
export function sectionSchema(fields: SchemaDefinition): Schema {
  return new Schema({ ...META, ...fields }, OPTIONS);
}

/** A list item: every item has order and isActive. */
export function itemSchema(fields: SchemaDefinition): Schema {
  return new Schema({ ...META, order: { type: Number, default: 0 }, isActive: { type: Boolean, default: true }, ...fields }, OPTIONS);
}

/** A plain record such as an enquiry: only the meta fields are implied. */
export function recordSchema(fields: SchemaDefinition, options: { reservedNames?: boolean } = {}): Schema {
  // The adapters never use Mongoose documents to write, so a field named like a Document member
  // ('collection' in an audit entry) is safe; the option only silences Mongoose's warning.
  return new Schema({ ...META, ...fields }, { ...OPTIONS, suppressReservedKeysWarning: options.reservedNames ?? false });
}

/*
 * Field shorthands. Optional contract fields get a default, so a stored document always has every
 * field its shared contract type promises.
 */
export const f = {
  required: () => ({ type: String, required: true }),
  text: () => ({ type: String, default: '' }),
  nullable: () => ({ type: String, default: null }),
  optional: () => ({ type: String }),
  oneOf: (values: readonly string[], fallback?: string) => ({ type: String, enum: values, required: fallback === undefined, default: fallback }),
  list: () => ({ type: [String], default: [] }),
  number: (required = false) => ({ type: Number, required }),
  flag: (fallback = true) => ({ type: Boolean, default: fallback }),
};

// Validation never needs a connection: models on a private, never-connected Mongoose instance.
const validator = new mongoose.Mongoose();
validator.set('strictQuery', true);
const models = new Map<string, mongoose.Model<any>>();

function modelFor(name: string, schema: Schema): mongoose.Model<any> {
  let model = models.get(name);
  if (!model || model.schema !== schema) {
    if (validator.models[name]) validator.deleteModel(name);
    model = validator.model(name, schema, name);
    models.set(name, model);
  }
  return model;
}

/**
 * Validates and casts a document against its collection schema, the same way for both adapters.
 * Throws StoreValidationError with messages per field path.
 */
export async function validateDocument(name: string, schema: Schema, doc: RawDoc): Promise<RawDoc> {
  let instance: mongoose.Document;
  try {
    instance = new (modelFor(name, schema))(doc);
    await instance.validate();
  } catch (error) {
    throw toValidationError(error);
  }
  return instance.toObject({ versionKey: false, minimize: false, flattenMaps: true }) as RawDoc;
}

function toValidationError(error: unknown): Error {
  if (error instanceof mongoose.Error.ValidationError) {
    const errors: Record<string, string[]> = {};
    for (const [path, detail] of Object.entries(error.errors)) errors[path] = [messageOf(detail)];
    return new StoreValidationError(errors);
  }
  if (error instanceof mongoose.Error.StrictModeError) {
    return new StoreValidationError({ [error.path ?? 'body']: [`${error.path} is not allowed`] });
  }
  return error as Error;
}

function messageOf(detail: mongoose.Error.ValidatorError | mongoose.Error.CastError): string {
  if (detail instanceof mongoose.Error.CastError) return `${detail.path} must be of type ${detail.kind}`;
  return detail.message;
}
