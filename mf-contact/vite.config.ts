import { defineConfig } from 'vite';
import { remoteConfig } from '@pharma/shared/vite';

// Port 4106 is this team's dev/preview port; the deployed URL lives only in the remote list.
export default defineConfig(
  remoteConfig({
    name: 'mf_contact',
    port: 4106,
    exposes: { './routes': './src/routes.tsx', './admin': './src/admin/index.tsx' },
  }),
);
