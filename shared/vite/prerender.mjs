#!/usr/bin/env node
// Renders a remote's pages to HTML at build time, so the gateway can put real content in the
// first paint instead of waiting for the Module Federation runtime. It ships inside the remote's
// own dist/ (prerender.json), so a team's deploy still carries everything about its pages.
//
// The pages render with their built-in default content (exactly what the client shows before the
// API answers), inside a jsdom window so browser-only libraries (DOMPurify, storage) behave.
// A page that cannot be rendered is skipped with a warning: the site then simply paints it on the client.
import { writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { precompressFile } from '../server/precompress.mjs';

// A build step: production React and JSX, whatever NODE_ENV the caller has.
process.env.NODE_ENV = 'production';
import react from '@vitejs/plugin-react';

const STATIC_PATH = /^\/[\w\-/]*$/;

export async function prerenderRemote(remoteDir) {
  const ssrDir = path.join(remoteDir, 'dist-ssr');
  await build({
    root: remoteDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/routes.tsx', outDir: ssrDir, emptyOutDir: true, target: 'node20' },
  });
  installDomGlobals(remoteDir);
  const { routes } = await import(pathToFileURL(path.join(ssrDir, 'routes.js')).href);
  const pages = await renderRoutes(remoteDir, routes);
  await writeFile(path.join(remoteDir, 'dist', 'prerender.json'), JSON.stringify(pages));
  await precompressFile(path.join(remoteDir, 'dist', 'prerender.json'));
  await rm(ssrDir, { recursive: true, force: true });
  return Object.keys(pages);
}

async function renderRoutes(remoteDir, routes) {
  const require = createRequire(path.join(remoteDir, 'package.json'));
  const { createElement } = require('react');
  const { renderToString } = require('react-dom/server');
  const { StaticRouter } = await import(pathToFileURL(require.resolve('react-router-dom')).href);
  const pages = {};
  for (const route of routes.filter((r) => STATIC_PATH.test(r.path))) {
    try {
      const html = renderToString(createElement(StaticRouter, { location: route.path }, createElement(route.Component)));
      if (html) pages[route.path] = html;
    } catch (error) {
      console.warn(`prerender: skipped ${route.path}: ${error.message}`);
    }
  }
  return pages;
}

/** A browser-like global scope for rendering (jsdom is already a test dependency of the workspace). */
function installDomGlobals(remoteDir) {
  const require = createRequire(path.join(remoteDir, 'package.json'));
  const { JSDOM } = require('jsdom');
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  for (const key of [
    'window',
    'document',
    'navigator',
    'localStorage',
    'sessionStorage',
    'HTMLElement',
    'Element',
    'Node',
    'DOMParser',
    'getComputedStyle',
    'matchMedia',
  ]) {
    if (globalThis[key] === undefined && window[key] !== undefined) {
      Object.defineProperty(globalThis, key, {
        value: typeof window[key] === 'function' && key[0] === key[0].toLowerCase() ? window[key].bind(window) : window[key],
        configurable: true,
      });
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const remoteDir = path.resolve(process.argv[2] ?? '.');
  prerenderRemote(remoteDir).then(
    (paths) => console.log(`prerendered ${paths.length ? paths.join(', ') : 'nothing'} for ${path.basename(remoteDir)}`),
    (error) => {
      // Never fail the remote's build: without prerendered HTML the page still renders on the client.
      console.warn(`prerender failed for ${path.basename(remoteDir)}: ${error.stack ?? error}`);
    },
  );
}
