// Build settings every federated app of the site shares, so the seams stay identical:
// the same singletons, no type server (dts is offline-hostile), relative asset URLs so a
// remote can be deployed anywhere without a rebuild.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export const SHARED_PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
export const API_ORIGIN = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Shared as singletons: one React, one router, one copy of the shared package (loader, event bus). */
export const SHARED_SINGLETONS = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router': { singleton: true },
  'react-router-dom': { singleton: true },
  '@pharma/shared': { singleton: true },
};

const apiProxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/uploads': { target: API_ORIGIN, changeOrigin: false },
};

/**
 * Vite config of a page remote.
 * @param {{ name: string, port: number, exposes: Record<string, string> }} options
 */
export function remoteConfig({ name, port, exposes }) {
  return {
    base: './',
    publicDir: SHARED_PUBLIC_DIR,
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
      }),
    ],
    server: { port, strictPort: true, cors: true, proxy: apiProxy },
    preview: { port, strictPort: true, cors: true, proxy: apiProxy },
    build: { target: 'es2022', copyPublicDir: false, sourcemap: false },
  };
}

/**
 * Vite config of the shell (the host). Remotes are registered at runtime from the remote list.
 * @param {{ port: number }} options
 */
export function hostConfig({ port }) {
  return {
    base: '/',
    publicDir: SHARED_PUBLIC_DIR,
    plugins: [
      react(),
      federation({
        name: 'shell',
        remotes: {},
        shared: SHARED_SINGLETONS,
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
    server: { port, strictPort: true, proxy: apiProxy },
    build: { target: 'es2022', sourcemap: false },
  };
}
