// The host contract (README, "Host contract"), held outside the shell: e2e/host-contract is a host
// written only against @module-federation/runtime, React and react-router. Served on an origin of its
// own with the suite's remotes (their list and routes from the remotes' manifests) and /api proxied
// to the suite's API, it must render every public route and find every ./admin of the right shape.
// The plain @playwright/test runner: these pages are not the site's (no gateway, no CSP report log).
import { expect, test } from '@playwright/test';
import { COMPOSITION } from '../support/composition';
import {
  buildFixtureRemote,
  buildHost,
  checkContract,
  pageRemotes,
  remoteListFromManifests,
  routesToOpen,
  startHost,
  startRemote,
  type RemoteEntry,
  type Served,
} from '../support/host-contract';

let hostDist: string;
const servers: Served[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  hostDist = await buildHost();
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** Where the suite's composition serves a remote. */
const suiteOrigin = (manifest: { devPort: number }) => `http://127.0.0.1:${COMPOSITION.remotePort(manifest.devPort)}`;

async function host(remotes: RemoteEntry[]): Promise<string> {
  const server = await startHost(hostDist, remotes, COMPOSITION.apiURL);
  servers.push(server);
  return server.url;
}

test('a host built only on the Module Federation runtime, React and react-router renders every public route and loads every ./admin', async ({ page }) => {
  test.setTimeout(120_000);
  const remotes = remoteListFromManifests(suiteOrigin);
  const routes = routesToOpen(pageRemotes());
  expect(routes.length).toBeGreaterThan(0);
  const problems = await checkContract(page, await host(remotes), remotes, routes);
  expect(problems, 'every remote keeps the host contract').toEqual([]);
});

test('self-test: remotes that break the contract are reported by name and reason, and only they', async ({ page }) => {
  test.setTimeout(180_000);
  const [defaultExport, privateShare] = await Promise.all([
    // ./routes exporting `default` instead of `routes`.
    buildFixtureRemote('routes-default-export', {
      file: 'routes.tsx',
      change: (source) => source.replace('export const routes: RemoteRoute[] =', 'const routes: RemoteRoute[] =') + '\nexport default routes;\n',
    }),
    // The router shared under the private key: its <Navigate> needs a router the host does not have.
    buildFixtureRemote('private-router-share'),
  ]);
  const [defaultExportOrigin, privateShareOrigin] = await Promise.all([startRemote(defaultExport.dist), startRemote(privateShare.dist)]);
  servers.push(defaultExportOrigin, privateShareOrigin);
  // One remote that keeps the contract beside them: mf-about, as the suite serves it.
  const about = pageRemotes().find((manifest) => manifest.pkg === 'mf-about')!;
  const remotes = [
    ...remoteListFromManifests(suiteOrigin, [about]),
    ...remoteListFromManifests(() => defaultExportOrigin.url, [defaultExport.manifest]),
    ...remoteListFromManifests(() => privateShareOrigin.url, [privateShare.manifest]),
  ];
  const routes = routesToOpen([about, defaultExport.manifest, privateShare.manifest]);
  const problems = await checkContract(page, await host(remotes), remotes, routes);
  expect(problems).toEqual([
    { remote: 'mf_contract_default_export', check: './routes', why: 'exports no `routes` list (it exports default)' },
    {
      remote: 'mf_contract_private_share',
      check: 'shares',
      why: expect.stringMatching(/^shares the singleton @pharma\/shared\/router, which is not one the contract names \(react, .*react-router\)/),
    },
    {
      remote: 'mf_contract_private_share',
      check: '/moved',
      why: expect.stringMatching(/^rendering threw: .*may be used only in the context of a <Router> component/),
    },
  ]);
});
