import { defineConfig, type Plugin } from 'vite';
import { hostConfig } from '@pharma/shared/vite';
import { localRemoteList } from './server/local/topology.mjs';

/** In `vite dev` there is no gateway: answer the remote list from the local topology. */
const devRemoteList: Plugin = {
  name: 'dev-remote-list',
  configureServer(server) {
    server.middlewares.use('/remotes.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(localRemoteList()));
    });
  },
};

export default defineConfig((env) => {
  const config = hostConfig({ port: 5173 })(env);
  return { ...config, plugins: [...(config.plugins ?? []), devRemoteList] };
});
