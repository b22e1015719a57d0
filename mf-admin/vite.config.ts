import { defineConfig } from 'vite';
import { remoteConfig } from '@pharma/shared/vite';

// Port 4107 is this team's dev/preview port; the deployed URL lives only in the remote list.
export default defineConfig(
  remoteConfig({
    name: 'mf_admin',
    port: 4107,
    exposes: { './routes': './src/routes.tsx' },
  }),
);
