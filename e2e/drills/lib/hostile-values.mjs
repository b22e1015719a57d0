// The hostile inputs the fuzz drill throws at every write endpoint.

/** Any script that runs in a page sets this; the browser pass then finds it defined. */
export const PWNED_FLAG = '__pwned';
/** Marker text carried by stored payloads, to see that hostile content really reached a page. */
export const MARKER = 'FUZZMARK';

/** Strings stored into text fields: each would run script if a page injected it as HTML. */
export const SCRIPT_STRINGS = [
  `<img src=x onerror="window.${PWNED_FLAG}=1">${MARKER}`,
  `<script>window.${PWNED_FLAG}=1</script>${MARKER}`,
  `<svg onload="window.${PWNED_FLAG}=1"></svg>${MARKER}`,
  `"><iframe srcdoc="<script>parent.${PWNED_FLAG}=1</script>"></iframe>${MARKER}`,
  `<a href="javascript:window.${PWNED_FLAG}=1">${MARKER}</a><details open ontoggle="window.${PWNED_FLAG}=1">`,
];

/** Values for address-like fields (images, links, avatars). */
export const URL_STRINGS = [
  `javascript:window.${PWNED_FLAG}=1`,
  `JaVaScRiPt:alert(1)`,
  `data:text/html,<script>window.${PWNED_FLAG}=1</script>`,
  `/images/x.png" onerror="window.${PWNED_FLAG}=1`,
  `//evil.example/x.png`,
  `/../../../../etc/passwd`,
];

/** Wrong types and NoSQL operator objects for any field. */
export const WRONG_VALUES = [
  123,
  -1e308,
  true,
  null,
  [],
  ['a', { $gt: '' }],
  {},
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  { $regex: '.*' },
  'x'.repeat(200_000),
  '\u0000\u202e\ud83d',
  '{{constructor.constructor("return process")()}}',
];

/** Whole request bodies that are not valid JSON (sent as application/json). */
export const INVALID_JSON = [
  '{',
  '{"title": }',
  "{'title': 'single quotes'}",
  '{"title": "unterminated}',
  '{"a":1,}',
  'undefined',
  'NaN',
  '\u0000\u0001\u0002',
  '{"title":"\\ud800"}',
  '[1,2,3',
];

/** Whole bodies that are JSON but not an object. */
export const NON_OBJECT_JSON = ['null', '[]', '"string"', '42', 'true', '[{"title":"in an array"}]'];

/** `depth` levels of nested objects around a value, as raw JSON text (cheap to build, costly to parse badly). */
export function nestedObjectJson(/** @type {number} */ depth) {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export function nestedArrayJson(/** @type {number} */ depth) {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/**
 * Prototype pollution attempts merged into an otherwise valid body (raw JSON keeps the __proto__ key).
 * @param {Record<string, unknown>} base  the valid body
 */
export function pollutionBodies(base) {
  const json = JSON.stringify(base).slice(1, -1);
  const sep = json ? ',' : '';
  return [
    `{"__proto__":{"polluted":"yes","isAdmin":true}${sep}${json}}`,
    `{"constructor":{"prototype":{"polluted":"yes"}}${sep}${json}}`,
    `{${json}${sep}"__proto__":{"role":"Administrator"},"prototype":{"x":1}}`,
  ];
}

/** Path segments used where an id is expected. */
export const BAD_IDS = [
  '000000000000000000000000',
  'not-an-id',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  encodeURIComponent('{"$gt":""}'),
  encodeURIComponent("' OR '1'='1"),
  '__proto__',
  'constructor',
  'a'.repeat(5000),
  '%E0%A4%A',
  '$where',
  '-1',
];

/** Authorization headers that must never be accepted. */
export function badAuthHeaders() {
  const b64 = (/** @type {object} */ value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'admin', username: 'admin', exp: 9_999_999_999 })}.`;
  return [undefined, 'Bearer', 'Bearer garbage', `Bearer ${unsigned}`, 'Basic YWRtaW46YWRtaW4xMjM=', `Bearer ${'a'.repeat(10_000)}`];
}
