// Turns the API's own OpenAPI document (/api/docs-json) into fuzz cases, so every write endpoint is
// covered, including ones added after this drill was written: a valid body is sampled from each
// request schema, then broken field by field and as a whole.
import {
  BAD_IDS,
  INVALID_JSON,
  NON_OBJECT_JSON,
  SCRIPT_STRINGS,
  URL_STRINGS,
  WRONG_VALUES,
  badAuthHeaders,
  nestedArrayJson,
  nestedObjectJson,
  pollutionBodies,
} from './hostile-values.mjs';

/** @import { FuzzCase } from './fuzz-runner.mjs' */

/**
 * The part of an OpenAPI 3 schema the drills read (the API's document is written by @nestjs/swagger).
 * @typedef {{ $ref?: string, type?: string, enum?: unknown[], example?: unknown, maxLength?: number, readOnly?: boolean,
 *   allOf?: OpenApiSchema[], items?: OpenApiSchema, properties?: Record<string, OpenApiSchema> }} OpenApiSchema
 */

/**
 * The part of the API's OpenAPI document the drills read (GET /api/docs-json).
 * @typedef {{ paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> } } | undefined>>,
 *   components: { schemas: Record<string, OpenApiSchema> } }} OpenApiDoc
 */

/**
 * A write operation of the API, its request schema resolved.
 * @typedef {{ method: string, path: string, contentType: string | null, schema: OpenApiSchema | null, doc: OpenApiDoc }} WriteOperation
 */

/** A key of a JSON value's path: an object's key or an array's index. */
/** @typedef {string | number} PathKey */

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const URL_FIELD = /image|avatar|logo|photo|url|link|href|src|approvals/i;
/** Fields present on every schema that a fuzz body must not set (version mismatches give 409). */
const META_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt']);

/**
 * Every write operation: { method, path, contentType, schema } with $refs resolved.
 * @param {string} apiOrigin
 * @returns {Promise<WriteOperation[]>}
 */
export async function loadWriteOperations(apiOrigin) {
  /** @type {OpenApiDoc} */
  const doc = await fetch(`${apiOrigin}/api/docs-json`).then((r) => r.json());
  /** @type {WriteOperation[]} */
  const operations = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of WRITE_METHODS) {
      const operation = methods[method];
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0] ?? null;
      const schema = contentType ? resolve(content[contentType].schema ?? {}, doc) : null;
      operations.push({ method: method.toUpperCase(), path, contentType, schema, doc });
    }
  }
  return operations;
}

/**
 * The schema a $ref points at (followed until there is none).
 * @param {OpenApiSchema | undefined} schema
 * @param {OpenApiDoc} doc
 * @returns {OpenApiSchema}
 */
function resolve(schema, doc) {
  if (!schema?.$ref) return schema ?? {};
  return resolve(doc.components.schemas[schema.$ref.split('/').pop() ?? ''], doc);
}

/**
 * A plausible value for a string field, from its name — the API validates e-mails, phone numbers,
 * colours and addresses. `path` is 'parent.key'; generic keys ('phone.number', 'email.address')
 * are judged by their parent.
 * @param {string} path
 * @param {OpenApiSchema} schema
 */
function sampleString(path, schema) {
  if (schema.example !== undefined && typeof schema.example === 'string') return schema.example;
  const [parent = '', key = ''] = path.split('.').slice(-2);
  const name = /^(number|address|value)$/i.test(key) ? `${parent}.${key}` : key;
  if (/colou?r|overlay/i.test(name)) return 'refex-blue';
  if (/email/i.test(name)) return 'drill@example.com';
  if (/countryCode/i.test(name)) return '+91';
  if (/phone/i.test(name)) return '+91 98765 43210';
  if (/gradient/i.test(name)) return 'linear-gradient(135deg, #2879b6, #7dc244)';
  if (/^icon$/i.test(name)) return 'ri-star-line';
  if (URL_FIELD.test(name)) return '/images/home/hero-1.webp';
  if (/password/i.test(name)) return 'Drill-pass-123';
  if (/name/i.test(name)) return 'Drill Tester';
  const text = `Drill ${name}`;
  return schema.maxLength ? text.slice(0, schema.maxLength) : text;
}

/**
 * A valid-looking value for `schema` (the base body every case then breaks).
 * @param {OpenApiSchema | null | undefined} schema
 * @param {OpenApiDoc} doc
 * @returns {unknown}  a JSON value
 */
export function sample(schema, doc, name = '', depth = 0) {
  const s = resolve(schema ?? undefined, doc);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => sample(part, doc, name, depth)));
  if (s.enum) return s.enum[0];
  if (s.type === 'string') return sampleString(name, s);
  if (s.type === 'number' || s.type === 'integer') return typeof s.example === 'number' ? s.example : 1;
  if (s.type === 'boolean') return true;
  if (s.type === 'array') return depth > 4 ? [] : [sample(s.items ?? {}, doc, name, depth + 1)];
  if (s.properties) {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [key, child] of Object.entries(s.properties)) {
      // Meta fields are left out of the body itself; nested items (points, cards) need their id.
      if (depth === 0 && (META_FIELDS.has(key) || resolve(child, doc).readOnly)) continue;
      out[key] = key === 'id' ? `drill-${depth}` : sample(child, doc, `${name}.${key}`, depth + 1);
    }
    return out;
  }
  // No type or a bare 'object' (some DTO fields are documented that way): a string is the usual shape.
  return sampleString(name, s);
}

/**
 * Paths (arrays of keys) of every leaf value in `value`.
 * @param {unknown} value
 * @param {PathKey[]} [prefix]
 * @returns {PathKey[][]}
 */
export function leafPaths(value, prefix = []) {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...prefix, i]));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key])) : [prefix];
  }
  return [prefix];
}

/**
 * A copy of `base` with `value` at `path` (a path leafPaths found in it: every step is an object or array).
 * @template T
 * @param {T} base
 * @param {PathKey[]} path
 * @param {unknown} value
 * @returns {T}
 */
export function withValue(base, path, value) {
  const copy = structuredClone(base);
  /** @typedef {Record<PathKey, unknown>} Container */
  let node = /** @type {Container} */ (copy);
  for (const key of path.slice(0, -1)) node = /** @type {Container} */ (node[key]);
  node[path[path.length - 1]] = value;
  return copy;
}

const json = () => ({ 'content-type': 'application/json' });

/**
 * All cases for one JSON operation. `url` has its {id} filled with a real id (or a placeholder);
 * `auth` is the valid Authorization header, sent with every case but the bad-auth ones.
 * @param {WriteOperation} op
 * @param {string} url
 * @param {unknown} base  a valid body (sample), broken field by field; null for an operation without one
 * @param {string} auth
 * @returns {FuzzCase[]}
 */
export function jsonCases(op, url, base, auth) {
  /** @type {FuzzCase[]} */
  const cases = [];
  /** @type {(label: string, body: string | undefined, headers?: Record<string, string>, target?: string) => void} */
  const add = (label, body, headers = json(), target = url) =>
    void cases.push({ op: `${op.method} ${op.path}`, label, method: op.method, url: target, headers: { ...headers, authorization: auth }, body });
  const hasBody = op.contentType === 'application/json';
  /** @param {unknown} v */
  const text = (v) => JSON.stringify(v);
  /** The body as an object to spread fields into (a sampled body is one). */
  const fields = /** @type {Record<string, unknown>} */ (base);

  if (hasBody) {
    for (const path of leafPaths(base).filter((p) => p.length)) {
      const field = path.join('.');
      const current = path.reduce((node, key) => /** @type {Record<PathKey, unknown>} */ (node)[key], base);
      if (typeof current === 'string') {
        const hostile = URL_FIELD.test(String(path[path.length - 1])) ? URL_STRINGS : SCRIPT_STRINGS;
        hostile.forEach((value, i) => add(`${field}: hostile string ${i}`, text(withValue(base, path, value))));
      }
      WRONG_VALUES.forEach((value, i) => add(`${field}: wrong value ${i}`, text(withValue(base, path, value))));
    }
    pollutionBodies(fields).forEach((body, i) => add(`prototype pollution ${i}`, body));
    add('nested objects 10000 deep', nestedObjectJson(10_000));
    add('nested arrays 10000 deep', nestedArrayJson(10_000));
    add('a field nested 500 deep', text({ ...fields, extra: JSON.parse(nestedObjectJson(500)) }));
    INVALID_JSON.forEach((body, i) => add(`invalid JSON ${i}`, body));
    NON_OBJECT_JSON.forEach((body, i) => add(`non-object JSON ${i}`, body));
    add('empty body', '');
    add('2 MB body', text({ ...fields, padding: 'x'.repeat(2 * 1024 * 1024) }));
    add('unknown fields', text({ ...fields, isAdmin: true, role: 'Administrator', $set: { password: 'x' } }));
    add('text/plain body', text(base), { 'content-type': 'text/plain' });
    add('form-urlencoded body', 'title=%3Cscript%3E&__proto__[polluted]=yes', { 'content-type': 'application/x-www-form-urlencoded' });
    add('XML body', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', { 'content-type': 'application/xml' });
    add('multipart body', '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\n<script>\r\n--b--\r\n', {
      'content-type': 'multipart/form-data; boundary=b',
    });
    add('charset utf-7', text(base), { 'content-type': 'application/json; charset=utf-7' });
  } else {
    add('unexpected body', text({ $gt: '' }));
  }
  add(
    'query operator injection',
    hasBody ? text(base) : undefined,
    json(),
    `${url}${url.includes('?') ? '&' : '?'}id[$gt]=&__proto__[polluted]=yes&filter={"$where":"1"}`,
  );
  for (const header of badAuthHeaders()) {
    cases.push({
      op: `${op.method} ${op.path}`,
      label: `bad auth ${String(header).slice(0, 20)}`,
      method: op.method,
      url,
      headers: { ...json(), ...(header ? { authorization: header } : {}) },
      body: hasBody ? text(base) : undefined,
    });
  }
  if (op.path.includes('{id}')) {
    for (const id of BAD_IDS) add(`bad id ${id.slice(0, 24)}`, hasBody ? text(base) : undefined, json(), url.replace(/\/[^/]*$/, `/${id}`));
  }
  return cases;
}
