import { describe, expect, it } from '@jest/globals';
import { remoteHead } from './remote-head.mjs';

const remote = { name: 'mf_about', entry: 'https://cdn.example/about/remoteEntry.js', routes: ['/about'], version: '2.0.0+b' };

describe("the route remote's head", () => {
  it('preloads its entry (versioned) and its chunks, links its styles, then the lead image', async () => {
    const assets = { styles: ['https://cdn.example/about/assets/r.css'], scripts: ['https://cdn.example/about/assets/r.js'] };
    expect(remoteHead(remote, assets, '<link rel="preload" as="image" href="/i.webp">')).toEqual({
      tags: ['<link rel="stylesheet" href="https://cdn.example/about/assets/r.css" crossorigin>', '<link rel="preload" as="image" href="/i.webp">'],
      preloads: [
        '<link rel="modulepreload" href="https://cdn.example/about/remoteEntry.js?v=2.0.0%2Bb" crossorigin>',
        '<link rel="modulepreload" href="https://cdn.example/about/assets/r.js" crossorigin>',
      ],
    });
  });

  it('adds the version to an entry that already has a query, and has no lead image without one', async () => {
    const head = remoteHead({ ...remote, entry: '/remotes/about/remoteEntry.js?t=1' }, { styles: [], scripts: [] }, undefined);
    expect(head).toEqual({ tags: [], preloads: ['<link rel="modulepreload" href="/remotes/about/remoteEntry.js?t=1&amp;v=2.0.0%2Bb" crossorigin>'] });
  });

  it('pins a released entry with its integrity hash, as the import map does', async () => {
    const head = remoteHead({ ...remote, integrity: { entry: 'sha384-abc+/=' } }, { styles: [], scripts: [] }, undefined);
    expect(head.preloads).toEqual([
      '<link rel="modulepreload" href="https://cdn.example/about/remoteEntry.js?v=2.0.0%2Bb" integrity="sha384-abc+/=" crossorigin>',
    ]);
    // A hand-written list's text cannot leave its attribute.
    const hostile = remoteHead({ ...remote, entry: '/x"><script>alert(1)</script>/remoteEntry.js' }, { styles: [], scripts: [] }, undefined);
    expect(hostile.preloads[0]).toBe('<link rel="modulepreload" href="/x&quot;>&lt;script>alert(1)&lt;/script>/remoteEntry.js?v=2.0.0%2Bb" crossorigin>');
  });

  it('pins each chunk and style with its release hash, and links no file its release does not list', async () => {
    const files = [
      { path: 'remoteEntry.js', integrity: 'sha384-entry' },
      { path: 'assets/r.js', integrity: 'sha384-chunk' },
      { path: 'assets/r.css', integrity: 'sha384-style' },
    ];
    const pinned = { ...remote, integrity: { entry: 'sha384-entry', files } };
    const assets = {
      styles: ['https://cdn.example/about/assets/r.css', 'https://cdn.example/about/assets/added.css'],
      scripts: ['https://cdn.example/about/assets/r.js', 'https://evil.example/about/assets/r.js'],
    };
    expect(remoteHead(pinned, assets, undefined)).toEqual({
      tags: ['<link rel="stylesheet" href="https://cdn.example/about/assets/r.css" integrity="sha384-style" crossorigin>'],
      preloads: [
        '<link rel="modulepreload" href="https://cdn.example/about/remoteEntry.js?v=2.0.0%2Bb" integrity="sha384-entry" crossorigin>',
        '<link rel="modulepreload" href="https://cdn.example/about/assets/r.js" integrity="sha384-chunk" crossorigin>',
      ],
    });
  });
});
