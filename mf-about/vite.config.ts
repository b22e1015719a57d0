import { defineConfig } from 'vite';
import { remoteConfig } from '@pharma/shared/vite';

// Port 4102 is this team's dev/preview port; the deployed URL lives only in the remote list.
export default defineConfig(
  remoteConfig({
    name: 'mf_about',
    port: 4102,
    exposes: { './routes': './src/routes.tsx', './admin': './src/admin/index.tsx' },
  }),
);
