// The local topology `npm start` and the e2e suite run: which remote owns which routes and where
// each one is served. Production topologies are just other remote lists (see docker-compose).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { readFileSync } from 'node:fs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Shifts every port, so a second composition (e.g. the e2e suite) can run beside a dev one. */
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);

export const GATEWAY_PORT = 8080 + OFFSET;
export const API_PORT = 3000 + OFFSET;

export const REMOTES = [
  { name: 'mf_home', pkg: 'mf-home', port: 4101, routes: ['/'], admin: { label: 'Home Page', order: 1 } },
  { name: 'mf_about', pkg: 'mf-about', port: 4102, routes: ['/about'], admin: { label: 'About Page', order: 2 } },
  {
    name: 'mf_capabilities',
    pkg: 'mf-capabilities',
    port: 4104,
    routes: ['/capabilities', '/contract-manufacturing', '/research-development', '/research-capabilities'],
    admin: { label: 'Capabilities', order: 3 },
  },
  { name: 'mf_contact', pkg: 'mf-contact', port: 4106, routes: ['/contact'], admin: { label: 'Contact Page', order: 4 } },
  {
    name: 'mf_products',
    pkg: 'mf-products',
    port: 4103,
    routes: ['/products', '/pharmaceutical-apis'],
    admin: { label: 'Products', order: 5 },
  },
  {
    name: 'mf_sustainability',
    pkg: 'mf-sustainability',
    port: 4105,
    routes: ['/sustainability'],
    admin: { label: 'Sustainability', order: 6 },
  },
  { name: 'mf_admin', pkg: 'mf-admin', port: 4107, routes: ['/admin', '/admin/*'] },
].map((remote) => ({ ...remote, port: remote.port + OFFSET }));

export function packageDir(pkg) {
  return path.join(ROOT, pkg);
}

/** The remote list as the shell reads it at runtime. */
export function localRemoteList(host = '127.0.0.1') {
  return REMOTES.map(({ name, pkg, port, routes, admin }) => ({
    name,
    entry: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/remoteEntry.js`,
    routes,
    version: readVersion(pkg),
    ...(admin ? { admin } : {}),
  }));
}

function readVersion(pkg) {
  return JSON.parse(readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8')).version;
}
