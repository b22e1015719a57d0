import { describe, expect, it } from '@jest/globals';
import { importMapScript } from './import-map.mjs';
import { liveRegistry, parseRegistry } from './live-registry.mjs';

const release = (version, remote = 'mf_about') => ({
  remote,
  version,
  entry: `http://localhost:4102/releases/${version}/remoteEntry.js`,
  routes: ['/about'],
  integrity: { entry: 'sha384-e' },
});

describe("the registry's live releases, as the gateway reads them", () => {
  it('asks on every read with the ETag it has, shares one request among reads at once, keeps its copy on 304', async () => {
    const calls = [];
    let answer = () => Response.json({ remotes: [{ live: release('aaaaaaaaaaaa'), canary: null }] }, { headers: { ETag: '"r1"' } });
    const fetchImpl = async (_url, init) => {
      calls.push(init.headers);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer();
    };
    const registry = liveRegistry('http://api', { fetchImpl, now: Date.now });
    const [first, second] = await Promise.all([registry.read(), registry.read()]);
    expect(first).toBe(second);
    expect(calls).toEqual([{}]);
    answer = () => new Response(null, { status: 304 });
    expect(await registry.read()).toBe(first);
    expect(calls[1]).toEqual({ 'If-None-Match': '"r1"' });
    answer = () => Response.json({ remotes: [{ live: release('bbbbbbbbbbbb'), canary: null }] }, { headers: { ETag: '"r2"' } });
    expect((await registry.read())?.[0].live.version).toBe('bbbbbbbbbbbb');
  });

  it('keeps the last registry while the API is down, and asks again a second later at the soonest', async () => {
    let clock = 0;
    let down = false;
    let calls = 0;
    const fetchImpl = async () => {
      calls++;
      if (down) throw new Error('ECONNREFUSED');
      return Response.json({ remotes: [{ live: release('aaaaaaaaaaaa'), canary: null }] });
    };
    const registry = liveRegistry('http://api', { fetchImpl, now: () => clock });
    const known = await registry.read();
    down = true;
    expect(await registry.read()).toBe(known);
    expect(await registry.read()).toBe(known); // within the second: not asked
    expect(calls).toBe(2);
    clock = 1500;
    down = false;
    await registry.read();
    expect(calls).toBe(3);
    expect(registry.last()).toEqual(known);
  });

  it('drops what is not a release: no entry, no integrity, a canary of another remote or of a bad share', async () => {
    const good = release('aaaaaaaaaaaa');
    expect(
      parseRegistry({
        remotes: [
          { live: good, canary: { release: release('cccccccccccc'), percent: 10 } },
          { live: { ...release('x', 'mf_home'), integrity: undefined }, canary: null },
          { live: { ...good, remote: 'mf_contact' }, canary: { release: release('cccccccccccc'), percent: 10 } },
          { live: { ...good, remote: 'mf_products' }, canary: { release: { ...release('d', 'mf_products') }, percent: 100 } },
          { live: null, canary: null },
          'junk',
        ],
      }).map((entry) => [entry.live.remote, entry.canary?.percent ?? null]),
    ).toEqual([
      ['mf_about', 10],
      ['mf_contact', null],
      ['mf_products', null],
    ]);
    expect(parseRegistry(null)).toEqual([]);
    expect(parseRegistry({ remotes: 'x' })).toEqual([]);
  });
});

describe("the page's import map", () => {
  it('pins each entry by the URL Module Federation imports (with ?v=), and its backups; none when nothing is pinned', async () => {
    const list = [
      {
        name: 'mf_about',
        entry: 'https://cdn.example/r/abc/remoteEntry.js',
        routes: ['/about'],
        version: 'abc',
        integrity: { entry: 'sha384-A' },
        backups: ['https://cdn2.example/r/abc/remoteEntry.js'],
      },
      { name: 'mf_home', entry: '/remotes/mf-home/remoteEntry.js', routes: ['/'], version: '1.0.0' },
      { name: 'mf_x', entry: '/x/</script>/remoteEntry.js', routes: ['/x'], version: '1', integrity: { entry: 'sha384-X' } },
    ];
    const script = importMapScript(list, 'N');
    expect(script.startsWith('<script type="importmap" nonce="N">')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1); // a URL cannot close the element
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual({
      integrity: {
        'https://cdn.example/r/abc/remoteEntry.js?v=abc': 'sha384-A',
        'https://cdn2.example/r/abc/remoteEntry.js': 'sha384-A',
        '/x/</script>/remoteEntry.js?v=1': 'sha384-X',
      },
    });
    expect(importMapScript([list[1]], 'N')).toBe('');
  });
});
