// Malformed and hostile HTTP requests for an origin of the site (the gateway, a remote's static
// server, the API behind the gateway), as raw bytes. Each case: { group, label, bytes }.
import { request } from './raw-http.mjs';

/** Text that must never come back: /etc/passwd, any package.json, the gateway's server render bundle, sources. */
export const LEAK_MARKERS = ['root:x:0:0', '"private": true', '"devDependencies"', 'renderToString', 'import { defineConfig'];

const BAD_ESCAPES = ['%', '%%', '%E0%A4%A', '%zz', '%C0', '%ED%A0%80', '%FF%FE', '%u002e%u002e', '%E0%80%AF', '%F0%80%80%AF', '%c0%af', '%a', '%%32%65'];

/** `..` then a separator, in every encoding attackers use. */
const DOT_DOT = [
  '../',
  '%2e%2e/',
  '%2e%2e%2f',
  '..%2f',
  '..%2F',
  '%2e%2e%5c',
  '..%5c',
  '..\\',
  '%252e%252e%252f',
  '..%252f',
  '%c0%ae%c0%ae/',
  '%c0%ae%c0%ae%c0%af',
  '%uff0e%uff0e/',
  '．．/',
  '%ef%bc%8e%ef%bc%8e/',
  '.%2e/',
  '%2e./',
  '..;/',
  '..%00/',
  '....//',
  '..%c0%af',
  '..%e0%80%af',
  '%2e%2e%u2215',
];
const TARGETS = ['etc/passwd', 'package.json', 'shell/server/dist/render-frame.js', 'server/dist/render-frame.js', 'vite.config.ts'];

export function traversalTargets() {
  const out = [];
  for (const dots of DOT_DOT) {
    for (const depth of [1, 2, 3, 6]) {
      for (const target of TARGETS) out.push(`/${dots.repeat(depth)}${target}`);
    }
    out.push(`/assets/${dots.repeat(3)}package.json`, `/${dots}`);
  }
  return out;
}

/** Paths every static origin is attacked with. */
function staticTargets() {
  return [
    ...BAD_ESCAPES.flatMap((bad) => [`/${bad}`, `/assets/${bad}.js`, `/about/${bad}`, `/?q=${bad}`, `/${bad}/../x`]),
    ...traversalTargets(),
    '/%00',
    '/index.html%00.js',
    '/remoteEntry.js%00',
    '/%2500',
    '/.env',
    '/.git/config',
    '/.well-known/../package.json',
    '/ssr/render-frame.js',
    '/server/dist/render-frame.js',
    '/dist-server/render-frame.js',
    '/%2fetc%2fpasswd',
    '//etc/passwd',
    '///etc/passwd',
    '/\\etc\\passwd',
    '/file:///etc/passwd',
    '/about?<script>alert(1)</script>',
    '/about?x=%3Cscript%3E',
    '/about#frag',
    '/about;jsessionid=1',
    ...[300, 2000, 4000, 4097, 8000, 12_000].map((n) => `/${'a'.repeat(n)}`),
    ...[300, 4000, 9000].map((n) => `/?q=${'b'.repeat(n)}`),
    `/${'a/'.repeat(2000)}`,
    `/${'%2e/'.repeat(500)}`,
    `/?${'a=1&'.repeat(1500)}`,
    `/about?${'x[y]'.repeat(300)}=1`,
  ];
}

/** @type {[label: string, headers: string[]][]} */
const HEADER_CASES = [
  ['no Host', ['X: y']],
  ['two Hosts', ['Host: a', 'Host: b']],
  ['empty Host', ['Host: ']],
  ['space in name', ['Host: localhost', 'Bad Name: x']],
  ['control char in name', ['Host: localhost', 'X-\u0001: y']],
  ['control char in value', ['Host: localhost', 'X-Bad: a\u0001b']],
  ['DEL in value', ['Host: localhost', 'X-Bad: a\u007fb']],
  ['NUL in value', ['Host: localhost', 'X-Bad: a\u0000b']],
  ['no colon', ['Host: localhost', 'NoColonHere']],
  ['obs-fold', ['Host: localhost', 'X-Folded: a', ' continued']],
  ['bare CR', ['Host: localhost', 'X-CR: a\rb']],
  ['bad Content-Length', ['Host: localhost', 'Content-Length: abc']],
  ['negative Content-Length', ['Host: localhost', 'Content-Length: -1']],
  ['two Content-Lengths', ['Host: localhost', 'Content-Length: 1', 'Content-Length: 2']],
  ['TE and CL (smuggling)', ['Host: localhost', 'Transfer-Encoding: chunked', 'Content-Length: 4']],
  ['unknown TE', ['Host: localhost', 'Transfer-Encoding: gzip']],
  ['Expect: nonsense', ['Host: localhost', 'Expect: 42-continue']],
  ['huge header', ['Host: localhost', `X-Huge: ${'h'.repeat(20_000)}`]],
  ['huge cookie', ['Host: localhost', `Cookie: ${'c=1; '.repeat(5000)}`]],
  ['many headers', ['Host: localhost', ...Array.from({ length: 1500 }, (_, i) => `X-Many-${i}: ${i}`)]],
  ['reverse range', ['Host: localhost', 'Range: bytes=500-10']],
  ['suffix range', ['Host: localhost', 'Range: bytes=-5']],
  ['multi range', ['Host: localhost', 'Range: bytes=0-1,5-9,0-1']],
  ['garbage range', ['Host: localhost', 'Range: pages=1-2']],
  ['huge range', ['Host: localhost', 'Range: bytes=99999999999999999999-']],
  ['weird If-None-Match', ['Host: localhost', `If-None-Match: ${'W/"x", '.repeat(200)}`]],
  ['weird Accept-Encoding', ['Host: localhost', 'Accept-Encoding: br;q=abc, gzip;q=-1, *;q=2']],
  ['upgrade to websocket', ['Host: localhost', 'Connection: Upgrade', 'Upgrade: websocket']],
  ['upgrade to h2c', ['Host: localhost', 'Connection: Upgrade, HTTP2-Settings', 'Upgrade: h2c', 'HTTP2-Settings: AAMAAABkAAQAAP__']],
  ['forged forwarding', ['Host: localhost', 'X-Forwarded-For: 1.2.3.4, <script>', 'X-Forwarded-Host: evil', 'Forwarded: for=evil']],
  ['latin-1 value', ['Host: localhost', 'X-Latin: caf\u00e9']],
  ['Host with path', ['Host: localhost/../etc']],
];

const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND', 'BREW', 'get', 'M-SEARCH', 'PURGE', 'X'.repeat(300)];

const GARBAGE_LINES = [
  'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
  'GET https://127.0.0.1/etc/passwd HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET /\r\n\r\n',
  'GET / HTTP/2.0\r\nHost: localhost\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n',
  'GET / HTTP/1.1 extra\r\nHost: localhost\r\n\r\n',
  'GET  /  HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET / FTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET /a\u0000b HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET /\u00ff\u00fe HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET /a\tb HTTP/1.1\r\nHost: localhost\r\n\r\n',
  `GET / HTTP/1.1\r\n${'\r\n'.repeat(200)}`,
  '\r\n\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  'hello\r\n\r\n',
  '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003',
  'GET / HTTP/1.1\nHost: localhost\nConnection: close\n\n',
  'GET / HTTP/1.1\r\nHost: localhost\r\n\r\nGET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\n\r\nGET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nbad\r\n0\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nFFFFFFFFFFFFFFFFFFFF\r\n',
];

/**
 * One hostile request, as raw bytes, with what it is for the report.
 * @typedef {{ group: string, label: string, bytes: string }} EdgeCase
 */

/** Hostile requests for a static origin (the gateway or a remote's server). */
export function staticCases() {
  /** @type {EdgeCase[]} */
  const cases = [];
  for (const target of staticTargets()) cases.push({ group: 'target', label: target.slice(0, 60), bytes: request('GET', target) });
  for (const [label, headers] of HEADER_CASES) {
    cases.push({ group: 'headers', label, bytes: `GET /remoteEntry.js HTTP/1.1\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n` });
    cases.push({ group: 'headers', label: `${label} (page)`, bytes: `GET /about HTTP/1.1\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n` });
  }
  for (const method of METHODS) {
    for (const target of ['/', '/about', '/remoteEntry.js', '/remotes.json', '/healthz']) {
      cases.push({
        group: 'method',
        label: `${method.slice(0, 20)} ${target}`,
        bytes: request(method, target, ['Host: localhost', 'Content-Length: 5'], 'hello'),
      });
    }
  }
  for (const line of GARBAGE_LINES) cases.push({ group: 'request line', label: JSON.stringify(line.slice(0, 40)), bytes: line });
  return cases;
}

/** GET paths of the API (shared/API-ROUTES.md) with an {id} where the route takes one. */
const API_PATHS = [
  '/api/health',
  '/api/auth/me',
  '/api/auth/demo-credentials',
  '/api/cms/home/slides',
  '/api/cms/home/slides/{id}',
  '/api/cms/home/offerings/{id}',
  '/api/cms/home/global-impact',
  '/api/cms/about',
  '/api/cms/about/hero',
  '/api/cms/about/leadership/{id}',
  '/api/cms/products/hero',
  '/api/cms/capabilities',
  '/api/cms/capabilities/facilities/{id}',
  '/api/cms/sustainability',
  '/api/cms/sustainability/sdg/{id}',
  '/api/cms/contact',
  '/api/cms/contact/users/{id}',
  '/api/cms/settings',
  '/api/users/{id}',
  '/api/users/{id}/reset-password',
  '/api/audit',
  '/api/audit/export.csv',
  '/api/contact-form/verification',
  '/api/enquiries/{id}',
  '/uploads/{id}',
  '/api/{id}',
  '/api/cms/{id}',
];
const HOSTILE_PARAMS = [
  ...BAD_ESCAPES,
  '%00',
  'a%00b',
  '..%2f..%2fpackage.json',
  '%2e%2e',
  '%252e%252e%252fpackage.json',
  '..%5cpackage.json',
  '%c0%ae%c0%ae',
  '{"$gt":""}',
  '%7B%22%24gt%22%3A%22%22%7D',
  '$where',
  '__proto__',
  'constructor',
  'prototype',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  'x'.repeat(3000),
  '000000000000000000000000',
  'zzzzzzzzzzzzzzzzzzzzzzzz',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '%5B%5D',
  '<script>',
];
const HOSTILE_QUERIES = [
  ...BAD_ESCAPES.map((bad) => `?x=${bad}`),
  ...BAD_ESCAPES.map((bad) => `?${bad}=1`),
  '?a[__proto__][polluted]=1',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  `?${'a'.repeat(3000)}=1`,
  `?${'p=1&'.repeat(1200)}`,
  `?${'a['.repeat(100)}=1`,
  '?limit=-1&page=1e309',
  '?filter[$where]=1',
  '?isActive=%00',
  '?%00=1',
  '?q=%uD800',
  '?sort=%E0%A4%A',
];

/** Hostile requests to the API through the gateway: bad path params, query strings, methods, headers. */
export function apiCases() {
  /** @type {EdgeCase[]} */
  const cases = [];
  for (const template of API_PATHS) {
    const params = template.includes('{id}') ? HOSTILE_PARAMS : [''];
    for (const param of params) {
      const target = template.replace('{id}', param);
      cases.push({ group: 'api path', label: target.slice(0, 60), bytes: request('GET', target) });
    }
    for (const query of HOSTILE_QUERIES.slice(0, template.includes('{id}') ? 6 : HOSTILE_QUERIES.length)) {
      const target = `${template.replace('{id}', 'x')}${query}`;
      cases.push({ group: 'api query', label: target.slice(0, 60), bytes: request('GET', target) });
    }
  }
  for (const method of [...METHODS, 'OPTIONS', 'HEAD']) {
    for (const target of ['/api/cms/home/slides', '/api/auth/login', '/api/contact-form', '/api/health', '/api/upload/image']) {
      cases.push({
        group: 'api method',
        label: `${method.slice(0, 20)} ${target}`,
        bytes: request(method, target, ['Host: localhost', 'Content-Type: application/json', 'Content-Length: 2'], '{}'),
      });
    }
  }
  for (const [label, headers] of HEADER_CASES) {
    cases.push({ group: 'api headers', label, bytes: `GET /api/cms/home/slides HTTP/1.1\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n` });
  }
  const bodies = [
    ['Authorization garbage', ['Authorization: Bearer %E0%A4%A.\u00ff.x']],
    ['Authorization huge', [`Authorization: Bearer ${'a'.repeat(12_000)}`]],
    ['Authorization scheme only', ['Authorization: Bearer']],
    ['Authorization basic', ['Authorization: Basic %%%']],
    ['Content-Type garbage', ['Content-Type: application/json; charset=%E0%A4%A']],
    ['Content-Type charset unknown', ['Content-Type: application/json; charset=utf-99']],
    ['Content-Type boundary missing', ['Content-Type: multipart/form-data']],
    ['Content-Type boundary huge', [`Content-Type: multipart/form-data; boundary=${'b'.repeat(5000)}`]],
    ['Content-Encoding unknown', ['Content-Type: application/json', 'Content-Encoding: zstd']],
    ['Content-Encoding gzip but plain', ['Content-Type: application/json', 'Content-Encoding: gzip']],
    ['Content-Encoding deflate but plain', ['Content-Type: application/json', 'Content-Encoding: deflate']],
    ['Content-Length too short', ['Content-Type: application/json'], 'override-cl'],
  ];
  for (const [label, headers, special] of bodies) {
    for (const target of ['/api/auth/login', '/api/contact-form', '/api/cms/home/slides', '/api/upload/image']) {
      const body = '{"username":"%E0%A4%A","password":"\u0000"}';
      const length = special === 'override-cl' ? 5 : Buffer.byteLength(body);
      cases.push({
        group: 'api body',
        label: `${label} ${target}`,
        bytes: request('POST', target, ['Host: localhost', ...headers, `Content-Length: ${length}`], body),
      });
    }
  }
  return cases;
}
