#!/usr/bin/env node
// Builds the monolith baseline into e2e/bench/monolith/dist. Its index.html is generated from the
// shell's, so the document (meta tags, title) stays identical to the composed site's.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
export const MONOLITH_DIST = fileURLToPath(new URL('./dist', import.meta.url));

function writeIndexHtml() {
  const shellHtml = readFileSync(new URL('../../../shell/index.html', import.meta.url), 'utf8');
  const html = shellHtml.replace(/src="\/src\/main\.ts"/, 'src="/main.tsx"');
  if (html === shellHtml) throw new Error('shell/index.html no longer loads /src/main.ts: update build-monolith.mjs');
  writeFileSync(new URL('./index.html', import.meta.url), html);
}

export async function buildMonolith() {
  writeIndexHtml();
  await build({ configFile: fileURLToPath(new URL('./vite.config.mjs', import.meta.url)), root: here });
  return MONOLITH_DIST;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  await buildMonolith();
  console.log(`monolith built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${MONOLITH_DIST}`);
}
