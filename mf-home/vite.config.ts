import { defineConfig } from 'vite';
import { remoteConfig } from '@pharma/shared/vite';

// Port 4101 is this team's dev/preview port; the deployed URL lives only in the remote list.
export default defineConfig(
  remoteConfig({
    name: 'mf_home',
    port: 4101,
    exposes: { './routes': './src/routes.tsx', './admin': './src/admin/index.tsx' },
  }),
);
