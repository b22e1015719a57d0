// Saves what a visitor's first request gets on every public route (plus the 404 page, the sitemap and
// robots) into a folder, one file per route, so two builds on the same seeded content can be compared
// with `diff -r`: a refactoring that claims "nothing a user sees changes" is checked byte for byte.
//
//   node e2e/scripts/server-html-snapshot.mjs http://localhost:9080 /tmp/html-before
//
// Per-response values (CSP nonces, the signed remote-load assignment) and the stored documents' times
// (each fresh store is seeded at its own moment) are blanked; with `--no-hashes`,
// what names a build's bytes is blanked too (asset name hashes, release ids, integrity digests), for
// comparing builds whose bundles changed while the content did not.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_ROUTES } from '../support/public-routes.mjs';

const [gateway, folder] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const blankHashes = process.argv.includes('--no-hashes');
if (!gateway || !folder) {
  console.error('usage: server-html-snapshot.mjs <gateway URL> <folder> [--no-hashes]');
  process.exit(2);
}

/** @param {string} text */
function blanked(text) {
  const perResponse = text
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"token":"[\w.-]+"/g, '"token":""')
    .replace(/"(createdAt|updatedAt)":"[\d-]+T[\d:.]+Z"/g, '"$1":""')
    .replace(/<lastmod>[^<]*<\/lastmod>/g, '<lastmod></lastmod>');
  if (!blankHashes) return perResponse;
  return perResponse
    .replace(/([\w-]+)-[\w-]{8}\.(js|css|mjs)\b/g, '$1-HASH.$2')
    .replace(/\b(releases\/|[?&]v=)[0-9a-f]{12}\b/g, '$1ID')
    .replace(/"version":"[0-9a-f]{12}"/g, '"version":"ID"')
    .replace(/sha384-[A-Za-z0-9+/=]+/g, 'sha384-DIGEST');
}

const routes = [...PUBLIC_ROUTES.filter((route) => !/[:*]/.test(route)), '/no-such-page', '/sitemap.xml', '/robots.txt'];
await mkdir(folder, { recursive: true });
for (const route of routes) {
  const res = await fetch(new URL(route, gateway));
  const name = route === '/' ? 'index' : route.slice(1).replace(/[/.]/g, '_');
  await writeFile(join(folder, `${name}.txt`), `${res.status} ${res.headers.get('content-type')}\n${blanked(await res.text())}`);
}
console.log(`${routes.length} routes saved in ${folder}`);
