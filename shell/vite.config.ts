import { defineConfig } from 'vite';
import { hostConfig } from '@pharma/shared/vite';
import { localRemoteList } from './server/topology.mjs';

const config = hostConfig({ port: 5173 });

export default defineConfig({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    {
      // In `vite dev` there is no gateway: answer the remote list from the local topology.
      name: 'dev-remote-list',
      configureServer(server) {
        server.middlewares.use('/remotes.json', (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(localRemoteList()));
        });
      },
    },
  ],
});
