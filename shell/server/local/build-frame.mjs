#!/usr/bin/env node
// Builds the shell's frame renderer (src/frame/render-frame.tsx) for the gateway: one self-contained
// ESM file in server/dist/, so the gateway needs no node_modules of the shell at run time. It is
// server-side code: it lives beside the gateway, outside dist/ (the folder the gateway serves to
// anyone), and the container image already copies shell/server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// A build step: production React and JSX, whatever NODE_ENV the caller has.
process.env.NODE_ENV = 'production';
import react from '@vitejs/plugin-react';

const shellDir = fileURLToPath(new URL('../..', import.meta.url));

await build({
  root: shellDir,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { conditions: ['node', 'import', 'default'] },
  build: {
    ssr: 'src/frame/render-frame.tsx',
    outDir: path.join(shellDir, 'server/dist'),
    emptyOutDir: true,
    target: 'node20',
  },
});
console.log('built the shell frame renderer (server/dist/render-frame.js)');
