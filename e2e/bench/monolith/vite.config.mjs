// Plain Vite + React, no federation: the baseline the composed site is compared against.
// Same public dir (images, favicon), font preloads and build target as the shell's preset, so only the composition differs.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { preloadFonts } from '@pharma/shared/vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  publicDir: fileURLToPath(new URL('../../../shared/public', import.meta.url)),
  plugins: [react(), preloadFonts()],
  // One React, one router, one shared package, whichever workspace folder imports them.
  resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', '@pharma/shared'] },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: 'dist',
    emptyOutDir: true,
    // Quiet build: one big bundle is the point of this baseline, and plugin timings are not ours to fix.
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  logLevel: 'warn',
});
