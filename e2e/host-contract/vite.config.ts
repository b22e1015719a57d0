// Plain Vite and React: no Module Federation build plugin. The host loads remotes at runtime only.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
});
