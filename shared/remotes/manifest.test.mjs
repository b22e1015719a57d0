import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { exposesOf, parseManifest, remoteManifests, routesOf, siteManifests } from './manifest.mjs';

/** A scratch repository: a root package.json listing `workspaces`, and a remote.json per entry of `remotes`. */
function scratchRepo(remotes, workspaces = Object.keys(remotes)) {
  const root = mkdtempSync(path.join(tmpdir(), 'manifests-'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['shared', ...workspaces] }));
  mkdirSync(path.join(root, 'shared'));
  for (const [folder, manifest] of Object.entries(remotes)) {
    mkdirSync(path.join(root, folder));
    writeFileSync(path.join(root, folder, 'remote.json'), JSON.stringify(manifest));
  }
  return root;
}

const about = { name: 'mf_about', routes: ['/about'], admin: { label: 'About Page', order: 2 }, page: 'about', devPort: 4102 };

describe('remote manifests', () => {
  it("reads this repository's remotes in dashboard order, each with its own name, port and routes", () => {
    const manifests = remoteManifests();
    assert.ok(manifests.length >= 2);
    assert.equal(new Set(manifests.map((m) => m.name)).size, manifests.length);
    assert.equal(new Set(manifests.map((m) => m.devPort)).size, manifests.length);
    const orders = manifests.filter((m) => m.admin).map((m) => m.admin.order);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
    for (const m of manifests) assert.equal(path.basename(m.dir), m.pkg);
  });

  it('finds a new remote from its folder and the workspaces list alone', () => {
    const root = scratchRepo({ 'mf-about': about, 'mf-careers': { name: 'mf_careers', routes: ['/careers'], devPort: 4108 } });
    assert.deepEqual(
      remoteManifests(root).map((m) => [m.pkg, m.name, m.devPort]),
      [
        ['mf-about', 'mf_about', 4102],
        ['mf-careers', 'mf_careers', 4108],
      ],
    );
    // A folder that is not a listed workspace is not a remote.
    assert.deepEqual(
      remoteManifests(scratchRepo({ 'mf-about': about, 'mf-old': { ...about, name: 'mf_old', routes: ['/old'], devPort: 4199 } }, ['mf-about'])).map(
        (m) => m.name,
      ),
      ['mf_about'],
    );
  });

  it('refuses two remotes claiming one name, port or route, naming both files', () => {
    const clash = (other) => () => remoteManifests(scratchRepo({ 'mf-about': about, 'mf-other': other }));
    assert.throws(clash({ ...about, routes: ['/x'], devPort: 4110 }), /mf-other\/remote\.json and mf-about\/remote\.json both claim name mf_about/);
    assert.throws(clash({ name: 'mf_other', routes: ['/x'], devPort: 4102 }), /both claim port 4102/);
    assert.throws(clash({ name: 'mf_other', routes: ['/y'], aliases: ['/about'], devPort: 4110 }), /both claim route \/about/);
  });

  it('says which file and which field is wrong', () => {
    const cases = [
      [null, /not a JSON object/],
      [{ ...about, name: 'About Us' }, /"name"/],
      [{ ...about, routes: [] }, /"routes" must name at least one/],
      [{ ...about, routes: ['about'] }, /"routes" must be a list of route patterns/],
      [{ ...about, aliases: ['/a b'] }, /"aliases"/],
      [{ ...about, devPort: 80 }, /"devPort"/],
      [{ ...about, devPort: '4102' }, /"devPort"/],
      [{ ...about, page: '../x' }, /"page"/],
      [{ ...about, admin: { label: '', order: 1 } }, /"admin.label"/],
      [{ ...about, admin: { label: 'A', order: 1.5 } }, /"admin.order"/],
    ];
    for (const [value, message] of cases)
      assert.throws(
        () => parseManifest(value, 'mf-x/remote.json'),
        (error) => error.message.startsWith('mf-x/remote.json: ') && message.test(error.message),
      );
    // Unknown fields are dropped, not passed on.
    assert.deepEqual(parseManifest({ ...about, extra: 1 }, 'f'), about);
  });

  it('derives the exposes and the routes of the remote list', () => {
    assert.deepEqual(exposesOf(about), { './routes': './src/routes.tsx', './admin': './src/admin/index.tsx' });
    assert.deepEqual(exposesOf({ name: 'mf_admin', routes: ['/admin'], devPort: 4107 }), { './routes': './src/routes.tsx' });
    assert.deepEqual(routesOf({ ...about, aliases: ['/about-us'] }), ['/about', '/about-us']);
  });

  it('reads the file REMOTE_MANIFESTS names where there is no repository (the API container)', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'manifests-')), 'remote-manifests.json');
    writeFileSync(file, JSON.stringify([about]));
    process.env.REMOTE_MANIFESTS = file;
    try {
      assert.deepEqual(siteManifests(), [about]);
      writeFileSync(file, JSON.stringify([{ ...about, devPort: 1 }]));
      assert.throws(() => siteManifests(), /remote-manifests\.json\[0\]: "devPort"/);
    } finally {
      delete process.env.REMOTE_MANIFESTS;
    }
  });
});
