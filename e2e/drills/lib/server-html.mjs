// Text that would break a page composed by string patterns, and the checks of a route's server HTML
// (a plain GET, no browser) that it did not: one doctype, one </head>, one #page-data that parses,
// the saved text shown as escaped text.

/** Replacement patterns of String.prototype.replace and closing tags, with a marker to find them by. */
export const PATTERN_TEXT = "$` $& $' $1 $$ </script></head>SRVMARK";

/** @import { OpenApiDoc, OpenApiSchema, PathKey } from './openapi-cases.mjs' */

/** @type {Record<string, string>} */
const REACT_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * As React writes text into HTML.
 * @param {string} text
 */
export function escapeAsReact(text) {
  return text.replace(/[&<>"']/g, (char) => REACT_ESCAPES[char]);
}

/**
 * PATTERN_TEXT repeated to `length` characters (50 KB, or the field's own maximum), ending whole.
 * @param {number} length
 */
export function patternText(length) {
  const whole = Math.max(1, Math.floor(length / PATTERN_TEXT.length));
  return length < PATTERN_TEXT.length ? PATTERN_TEXT.slice(0, length) : PATTERN_TEXT.repeat(whole);
}

/**
 * @param {OpenApiSchema | undefined} schema
 * @param {OpenApiDoc} doc
 * @returns {OpenApiSchema}
 */
function resolve(schema, doc) {
  if (!schema?.$ref) return schema ?? {};
  return resolve(doc.components.schemas[schema.$ref.split('/').pop() ?? ''], doc);
}

/**
 * The schema of the value at `path` (keys and array indexes) inside `schema`; {} when unknown.
 * @param {OpenApiSchema | null} schema
 * @param {OpenApiDoc} doc
 * @param {PathKey[]} path
 */
export function schemaAt(schema, doc, path) {
  let node = resolve(schema ?? undefined, doc);
  for (const key of path) {
    if (node.allOf) node = Object.assign({}, ...node.allOf.map((part) => resolve(part, doc)));
    node = typeof key === 'number' ? resolve(node.items, doc) : resolve(node.properties?.[key], doc);
  }
  return node;
}

/**
 * What one route's server HTML shows: status, doctypes, </head>s, #page-data elements (and whether
 * the one parses), and whether the saved text appears escaped and never raw.
 * @param {number} status
 * @param {string} html
 */
export function checkServerHtml(status, html) {
  /** @param {string} needle */
  const count = (needle) => html.split(needle).length - 1;
  const data = [...html.matchAll(/<script type="application\/json" id="page-data"[^>]*>([^<]*)<\/script>/g)];
  const parsed = parseOrNull(data.length === 1 ? data[0][1] : 'null');
  const root = html.slice(html.indexOf('<div id="root">'));
  return {
    status,
    bytes: html.length,
    doctypes: count('<!doctype') + count('<!DOCTYPE'),
    heads: count('</head>'),
    pageData: data.length,
    parses: parsed !== null,
    textInData: JSON.stringify(parsed?.data ?? null).includes('SRVMARK'),
    shownEscaped: root.includes(escapeAsReact(PATTERN_TEXT)),
    raw: count('</script></head>SRVMARK'),
  };
}

/**
 * @param {string} json
 * @returns {{ data?: unknown } | null} #page-data's JSON ({ path, data, media }), null when it does not parse
 */
function parseOrNull(json) {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}
