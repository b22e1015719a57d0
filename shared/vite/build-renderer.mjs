#!/usr/bin/env node
// Builds a page remote's server renderer: dist/server/render.mjs, one self-contained ES module
// (React, the router and @pharma/shared bundled in; only node: builtins imported) that ships in the
// remote's own deploy next to remoteEntry.js. The gateway's render workers import it, so a team that
// redeploys its remote changes its server HTML too. See render-entry.mjs for what it exports.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { ROUTER_ALIAS } from './preset.mjs';

const ENTRY = fileURLToPath(new URL('./render-entry.mjs', import.meta.url));
const ROUTES_ID = 'virtual:pharma-remote-routes';

/**
 * Resolves the entry's `virtual:pharma-remote-routes` to this remote's src/routes.tsx.
 * @param {string} remoteDir
 * @returns {import('vite').Plugin}
 */
function remoteRoutes(remoteDir) {
  return {
    name: 'pharma-remote-routes',
    resolveId: (id) => (id === ROUTES_ID ? path.join(remoteDir, 'src/routes.tsx') : null),
  };
}

/** @param {string} remoteDir  @param {{ outDir?: string }} [options] outDir: elsewhere than dist/server (tests) */
export async function buildRenderer(remoteDir, { outDir = path.join(remoteDir, 'dist', 'server') } = {}) {
  await build({
    root: remoteDir,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    plugins: [react(), remoteRoutes(remoteDir)],
    // The client's own aliases, so the server renders the very modules the browser runs.
    resolve: { alias: ROUTER_ALIAS },
    // Production React whatever NODE_ENV the host process has.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'render.mjs', codeSplitting: false } },
    },
  });
  const file = path.join(outDir, 'render.mjs');
  assertSelfContained(await readFile(file, 'utf8'), file);
  return file;
}

/**
 * The contract: no bare imports, so the module runs from any folder (a worker imports it by URL).
 * @param {string} code  the built module's source
 * @param {string} file  its path, for the error
 */
function assertSelfContained(code, file) {
  const bare = [...code.matchAll(/(?:^|\n)\s*import\s[^;]*?from\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)]
    .map((match) => match[1] ?? match[2])
    .filter((specifier) => !specifier.startsWith('node:') && !specifier.startsWith('.'));
  if (bare.length) throw new Error(`${file} imports ${[...new Set(bare)].join(', ')}; a server renderer must bundle everything but node: builtins`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const remoteDir = path.resolve(process.argv[2] ?? '.');
  buildRenderer(remoteDir).then(
    (file) => console.log(`built the server renderer of ${path.basename(remoteDir)} (${path.relative(remoteDir, file)})`),
    (error) => {
      // A broken renderer is a broken build: deploying without it would silently lose server rendering.
      console.error(`server renderer build failed for ${path.basename(remoteDir)}: ${error.stack ?? error}`);
      process.exitCode = 1;
    },
  );
}
