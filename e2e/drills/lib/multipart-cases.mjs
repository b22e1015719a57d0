// Hostile uploads for the multipart endpoints (POST /api/upload/image, PUT /api/cms/about/journey/upload):
// files that lie about their type, scripts in image clothing, oversize and malformed bodies.
import { MARKER, PWNED_FLAG, SCRIPT_STRINGS } from './hostile-values.mjs';

/** A real 1×1 PNG: the one upload that should be accepted. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const SVG_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" onload="window.${PWNED_FLAG}=1"><script>window.${PWNED_FLAG}=1</script><text>${MARKER}</text></svg>`;
const HTML_PAGE = `<html><body><script>window.${PWNED_FLAG}=1</script>${MARKER}</body></html>`;
const GIF_POLYGLOT = Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from(`*/=1;window.${PWNED_FLAG}=1;<script>window.${PWNED_FLAG}=1</script>`)]);

/** @import { FuzzCase } from './fuzz-runner.mjs' */

/** @typedef {[label: string, bytes: Buffer, type: string, fileName: string]} LabelledFile */
/** @typedef {[field: string, bytes: Buffer, type: string, fileName: string]} FilePart */

/** @type {LabelledFile[]} Files to send in the image field: [label, bytes, declared type, file name]. */
const FILES = [
  ['valid png', TINY_PNG, 'image/png', 'drill.png'],
  ['svg with script', Buffer.from(SVG_SCRIPT), 'image/svg+xml', 'drill.svg'],
  ['svg declared as png', Buffer.from(SVG_SCRIPT), 'image/png', 'drill.png'],
  ['html declared as png', Buffer.from(HTML_PAGE), 'image/png', 'drill.png'],
  ['html named .html', Buffer.from(HTML_PAGE), 'text/html', 'drill.html'],
  ['gif/js polyglot', GIF_POLYGLOT, 'image/gif', 'drill.gif'],
  ['empty file', Buffer.alloc(0), 'image/png', 'empty.png'],
  ['6 MB file', Buffer.alloc(6 * 1024 * 1024, 1), 'image/png', 'big.png'],
  ['path traversal name', TINY_PNG, 'image/png', '../../../../tmp/bench-pwn.png'],
  ['NUL in name', TINY_PNG, 'image/png', 'a\u0000.php.png'],
  ['script name', TINY_PNG, 'image/png', '<img src=x onerror=alert(1)>.png'],
  ['exe declared as jpeg', Buffer.from('MZ\x90\x00 not an image'), 'image/jpeg', 'drill.jpg'],
];

/**
 * @param {[name: string, value: string][]} fields
 * @param {FilePart[]} files
 */
function form(fields, files) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  // Buffer.from and Buffer.alloc give Buffers over a plain ArrayBuffer, as a Blob part needs (not a shared one).
  for (const [field, bytes, type, fileName] of files) data.append(field, new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)], { type }), fileName);
  return data;
}

/**
 * Raw bodies that are not valid multipart at all.
 * @param {string} url
 * @param {string} method
 * @param {string} op
 * @param {string} auth
 * @returns {FuzzCase[]}
 */
function brokenBodies(url, method, op, auth) {
  const base = { op, method, url };
  return [
    { ...base, label: 'boundary missing', headers: { authorization: auth, 'content-type': 'multipart/form-data' }, body: 'garbage' },
    {
      ...base,
      label: 'unterminated part',
      headers: { authorization: auth, 'content-type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    },
    {
      ...base,
      label: 'json instead of multipart',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'data:image/png;base64,AAAA', images: [{ $gt: '' }] }),
    },
    { ...base, label: 'no body', headers: { authorization: auth, 'content-type': 'multipart/form-data; boundary=zz' }, body: '' },
    { ...base, label: 'no auth', headers: {}, body: form([], [['image', TINY_PNG, 'image/png', 'a.png']]) },
  ];
}

/**
 * @param {string} url
 * @param {string} auth  the Authorization header
 * @returns {FuzzCase[]}
 */
export function uploadImageCases(url, auth) {
  const op = 'POST /api/upload/image';
  /** @type {FuzzCase[]} */
  const cases = FILES.map(([label, bytes, type, name]) => ({
    op,
    label,
    method: 'POST',
    url,
    headers: { authorization: auth },
    body: form([], [['image', bytes, type, name]]),
  }));
  cases.push({
    op,
    label: 'wrong field name',
    method: 'POST',
    url,
    headers: { authorization: auth },
    body: form([], [['file', TINY_PNG, 'image/png', 'a.png']]),
  });
  cases.push({
    op,
    label: 'two files',
    method: 'POST',
    url,
    headers: { authorization: auth },
    body: form(
      [],
      [
        ['image', TINY_PNG, 'image/png', 'a.png'],
        ['image', TINY_PNG, 'image/png', 'b.png'],
      ],
    ),
  });
  cases.push({
    op,
    label: '50 extra fields',
    method: 'POST',
    url,
    headers: { authorization: auth },
    body: form(
      Array.from({ length: 50 }, (_, i) => /** @type {[string, string]} */ ([`f${i}`, SCRIPT_STRINGS[i % SCRIPT_STRINGS.length]])),
      [['image', TINY_PNG, 'image/png', 'a.png']],
    ),
  });
  return [...cases, ...brokenBodies(url, 'POST', op, auth)];
}

/**
 * @param {string} url
 * @param {string} auth  the Authorization header
 * @returns {FuzzCase[]}
 */
export function journeyUploadCases(url, auth) {
  const op = 'PUT /api/cms/about/journey/upload';
  /** @type {(label: string, fields: [string, string][], files?: FilePart[]) => FuzzCase} */
  const put = (label, fields, files = []) => ({ op, label, method: 'PUT', url, headers: { authorization: auth }, body: form(fields, files) });
  const cases = FILES.map(([label, bytes, type, name]) => put(`images: ${label}`, [['title', 'Drill journey']], [['images', bytes, type, name]]));
  SCRIPT_STRINGS.forEach((value, i) =>
    cases.push(
      put(`title/summary hostile ${i}`, [
        ['title', value],
        ['summary', value],
        ['isActive', 'true'],
      ]),
    ),
  );
  cases.push(
    put('javascript: kept image', [
      ['images', 'javascript:alert(1)'],
      ['image', 'javascript:alert(1)'],
    ]),
  );
  cases.push(
    put('operator in text field', [
      ['title', '{"$gt":""}'],
      ['isActive', '{"$ne":null}'],
      ['version', 'abc'],
    ]),
  );
  cases.push(
    put(
      '11 files',
      [['title', 'Drill']],
      Array.from({ length: 11 }, (_, i) => /** @type {FilePart} */ (['images', TINY_PNG, 'image/png', `p${i}.png`])),
    ),
  );
  cases.push(put('huge title', [['title', 'x'.repeat(300_000)]]));
  cases.push(
    put('__proto__ field', [
      ['__proto__', 'polluted'],
      ['constructor[prototype][polluted]', 'yes'],
      ['title', 'Drill'],
    ]),
  );
  return [...cases, ...brokenBodies(url, 'PUT', op, auth)];
}
