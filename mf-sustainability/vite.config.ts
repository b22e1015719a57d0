import { defineConfig } from 'vite';
import { remoteConfig } from '@pharma/shared/vite';

// Port 4105 is this team's dev/preview port; the deployed URL lives only in the remote list.
export default defineConfig(
  remoteConfig({
    name: 'mf_sustainability',
    port: 4105,
    exposes: { './routes': './src/routes.tsx', './admin': './src/admin/index.tsx' },
  }),
);
