// Build settings every federated app of the site shares, so the seams stay identical:
// the same singletons, no type server (dts is offline-hostile), relative asset URLs so a
// remote can be deployed anywhere without a rebuild.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { preloadFonts } from './preload-fonts.mjs';
import { precompressDir } from '../server/precompress.mjs';
import { exposesOf, readManifest } from '../remotes/manifest.mjs';

export { preloadFonts };

export const SHARED_PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
export const API_ORIGIN = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** The react-router the apps are built with: the router share carries its version. */
const ROUTER_VERSION = createRequire(import.meta.url)('react-router/package.json').version;

/**
 * What the whole page must hold once: React, and the router. The router is shared under its
 * standard key, `react-router`, with react-router's own version, so a host that provides the real
 * react-router 7 as a singleton satisfies every remote (README, "Host contract"). What each app
 * bundles as its own copy (`import`) is the facade `@pharma/shared/router`: only the router API the
 * site uses, tree-shaken, instead of the whole library; in this site the shell's copy is loaded
 * first, so it is the one every remote joins. The facade reaches the library through the package's
 * `#react-router` import, which the federation plugin leaves alone (a bare `react-router` import in
 * it would be the share itself: a cycle).
 * @pharma/shared itself is NOT federated: each app bundles just the parts it imports, so a remote
 * never depends on the shell's copy being new enough; its few page-wide singletons (loader, event
 * channel) live on globalThis instead.
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router': {
    singleton: true,
    import: '@pharma/shared/router',
    version: ROUTER_VERSION,
    requiredVersion: `^${ROUTER_VERSION.split('.')[0]}.0.0`,
  },
};

/** `react-router-dom` is `react-router` too: every router import of every app is the one shared router. */
export const ROUTER_ALIAS = [{ find: /^react-router-dom$/, replacement: 'react-router' }];

const apiProxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/uploads': { target: API_ORIGIN, changeOrigin: false },
};

/**
 * Brotli and gzip siblings of every built text file, written after the bundle (and the federation
 * manifest) is on disk, so the static server sends them as they are.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'pharma-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => precompressDir(outDir).then(() => undefined) },
  };
}

/**
 * Vite config of a remote, from the manifest in its folder (`remote.json`: its name, its port, and
 * whether it exposes `./admin`). In production builds the remote uses the host's Module Federation
 * runtime (one runtime per page instead of one per remote); `vite dev` keeps its own, so a team's
 * standalone page still runs alone.
 * @param {string} remoteDir  the remote's folder (its vite.config.ts passes `import.meta.dirname`)
 * @returns {import('vite').UserConfigFnObject}
 */
export function remoteConfig(remoteDir) {
  const manifest = readManifest(remoteDir);
  const { name, devPort: port } = manifest;
  const exposes = exposesOf(manifest);
  return ({ command }) => ({
    base: './',
    publicDir: SHARED_PUBLIC_DIR,
    resolve: { alias: ROUTER_ALIAS },
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes,
        shared: SHARED_SINGLETONS,
        shareStrategy: 'loaded-first',
        dts: false,
        ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
      }),
      precompress(),
    ],
    server: { port, strictPort: true, cors: true, proxy: apiProxy },
    preview: { port, strictPort: true, cors: true, proxy: apiProxy },
    build: { target: 'es2022', copyPublicDir: false, sourcemap: false },
  });
}

/**
 * Vite config of the shell (the host). Remotes are registered at runtime from the remote list;
 * the host publishes the one Module Federation runtime the remotes use.
 * @param {{ port: number }} options
 * @returns {import('vite').UserConfigFnObject}
 */
export function hostConfig({ port }) {
  return ({ command }) => ({
    base: '/',
    publicDir: SHARED_PUBLIC_DIR,
    resolve: { alias: ROUTER_ALIAS },
    plugins: [
      react(),
      preloadFonts(),
      federation({
        name: 'shell',
        remotes: {},
        shared: SHARED_SINGLETONS,
        shareStrategy: 'loaded-first',
        dts: false,
        ...(command === 'build' ? { experiments: { provideExternalRuntime: true } } : {}),
      }),
      precompress(),
    ],
    server: { port, strictPort: true, proxy: apiProxy },
    build: { target: 'es2022', sourcemap: false },
  });
}
