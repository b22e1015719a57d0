import { describe, expect, it } from '@jest/globals';
import { importMapScript } from './import-map.mjs';

const files = [
  { path: 'remoteEntry.js', integrity: 'sha384-entry' },
  { path: 'assets/routes-a.js', integrity: 'sha384-routes' },
  { path: 'assets/shared-b.mjs', integrity: 'sha384-shared' },
  { path: 'assets/routes-a.css', integrity: 'sha384-style' },
  { path: 'server/render.mjs', integrity: 'sha384-renderer' },
  { path: 'mf-manifest.json', integrity: 'sha384-manifest' },
];

function mapOf(script) {
  return JSON.parse(/<script type="importmap" nonce="n">(.*)<\/script>/.exec(script)[1]).integrity;
}

describe("the page's import map", () => {
  it("pins the entry under the URL Module Federation imports it by, and every chunk of its release beside it, on each of the entry's origins", async () => {
    const about = {
      name: 'mf_about',
      entry: 'https://cdn.example/about/releases/v1/remoteEntry.js',
      routes: ['/about'],
      version: 'v1',
      integrity: { entry: 'sha384-entry', renderer: 'sha384-renderer', files },
      backups: ['https://backup.example/about/releases/v1/remoteEntry.js'],
    };
    const home = {
      name: 'mf_home',
      entry: '/remotes/home/releases/v2/remoteEntry.js',
      routes: ['/'],
      version: 'v2',
      integrity: { entry: 'sha384-home' },
    };
    expect(mapOf(importMapScript([about, home], 'n'))).toEqual({
      'https://cdn.example/about/releases/v1/remoteEntry.js?v=v1': 'sha384-entry',
      'https://backup.example/about/releases/v1/remoteEntry.js': 'sha384-entry',
      'https://cdn.example/about/releases/v1/assets/routes-a.js': 'sha384-routes',
      'https://cdn.example/about/releases/v1/assets/shared-b.mjs': 'sha384-shared',
      'https://backup.example/about/releases/v1/assets/routes-a.js': 'sha384-routes',
      'https://backup.example/about/releases/v1/assets/shared-b.mjs': 'sha384-shared',
      '/remotes/home/releases/v2/remoteEntry.js?v=v2': 'sha384-home',
    });
  });

  it('keeps a file name from closing the script element', async () => {
    const hostile = {
      name: 'mf_x',
      entry: '/x/remoteEntry.js',
      routes: ['/x'],
      version: '1',
      integrity: { entry: 'sha384-e', files: [{ path: '</script><script>alert(1)</script>.js', integrity: 'sha384-c' }] },
    };
    const script = importMapScript([hostile], 'n');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(mapOf(script)['/x/</script><script>alert(1)</script>.js']).toBe('sha384-c');
  });
});
