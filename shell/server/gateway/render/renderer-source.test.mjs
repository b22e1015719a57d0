import { describe, expect, it } from '@jest/globals';
import { rendererUrl } from './renderer-source.mjs';

describe("a remote's server renderer", () => {
  it('is server/render.mjs beside its entry, fetched where the gateway fetches that remote', async () => {
    expect(rendererUrl({ entry: 'https://cdn.example/about/remoteEntry.js' }, 'http://127.0.0.1:8080')).toBe('https://cdn.example/about/server/render.mjs');
    // A same-origin entry (the containers' /remotes/<folder>/): from the fetch origin, never the request's Host.
    expect(rendererUrl({ entry: '/remotes/mf-about/remoteEntry.js?v=2' }, 'http://gateway:8080')).toBe(
      'http://gateway:8080/remotes/mf-about/server/render.mjs',
    );
  });
});
