import { describe, expect, it } from '@jest/globals';
import { bucketOf, remotesFor } from './remotes-for.mjs';

const fileEntry = (name, version = '1.0.0') => ({ name, entry: `/remotes/${name}/remoteEntry.js`, routes: [`/${name}`], version });
const FILE = { list: [fileEntry('mf_home'), fileEntry('mf_about')], json: '[file]' };
const release = (version) => ({
  remote: 'mf_about',
  version,
  entry: `http://localhost:4102/releases/${version}/remoteEntry.js`,
  routes: ['/about'],
  integrity: { entry: `sha384-${version}`, renderer: `sha384-r${version}` },
});
const LIVE = release('aaaaaaaaaaaa');
const CANARY = release('cccccccccccc');

function request(cookie = '', https = false) {
  const headers = {};
  const req = {
    url: '/about',
    headers: { cookie, ...(https ? { 'x-forwarded-proto': 'https' } : {}) },
    socket: { remoteAddress: '127.0.0.1' },
  };
  const res = { appendHeader: (name, value) => (headers[name] = [...(headers[name] ?? []), value]) };
  return { req, res, setCookies: () => headers['Set-Cookie'] ?? [] };
}

async function chooser(registry, random = () => 0.42) {
  let current = registry;
  const reads = { count: 0 };
  const choose = remotesFor({
    fileList: () => FILE,
    registry: {
      read: async () => {
        reads.count++;
        return current;
      },
      last: () => current,
    },
    random,
  });
  return { choose, reads, set: (next) => (current = next) };
}

describe('which remote list a request gets', () => {
  it("gives the file's list until the registry has releases; then each registered remote's live release", async () => {
    const { choose, set } = await chooser(null);
    const { req, res } = request();
    await expect(choose(req, res, { fresh: true })).resolves.toBe(FILE);
    set([{ live: LIVE, canary: null }]);
    const list = await choose(req, res, { fresh: true });
    expect(list.list).toEqual([
      fileEntry('mf_home'),
      { name: 'mf_about', entry: LIVE.entry, routes: ['/about'], version: LIVE.version, integrity: LIVE.integrity },
    ]);
    expect(JSON.parse(list.json)).toEqual(list.list);
    expect(await choose(req, res, { fresh: true })).toBe(list); // built once per registry read
  });

  it("keeps every file's hash on the server: the browser's list carries the entry's and the renderer's, the import map the rest", async () => {
    const files = [
      { path: 'remoteEntry.js', integrity: LIVE.integrity.entry },
      { path: 'assets/routes-x.js', integrity: 'sha384-chunk' },
    ];
    const pinned = { ...LIVE, integrity: { ...LIVE.integrity, files } };
    const { choose } = await chooser([{ live: pinned, canary: null }]);
    const { req, res } = request();
    const list = await choose(req, res, { fresh: true });
    expect(list.list[1].integrity).toEqual(pinned.integrity);
    expect(JSON.parse(list.json)[1].integrity).toEqual(LIVE.integrity);
  });

  it("adds a remote only the registry knows, after the file's", async () => {
    const { choose } = await chooser([{ live: { ...LIVE, remote: 'mf_careers', routes: ['/careers'] }, canary: null }]);
    const { req, res } = request();
    expect((await choose(req, res, { fresh: true })).list.map((remote) => remote.name)).toEqual(['mf_home', 'mf_about', 'mf_careers']);
  });

  it('reads the registry for pages only; files and API calls use its last read', async () => {
    const { choose, reads } = await chooser([{ live: LIVE, canary: null }]);
    const { req, res } = request();
    await choose(req, res, { fresh: false });
    expect(reads.count).toBe(0);
    await choose(req, res, { fresh: true });
    expect(reads.count).toBe(1);
  });

  it('gives a canary to the visitors whose bucket is below its percent, sticky by their cookie', async () => {
    const { choose } = await chooser([{ live: LIVE, canary: { release: CANARY, percent: 30 } }]);
    const versionFor = async (cookie) => {
      const { req, res } = request(cookie);
      return (await choose(req, res, { fresh: true })).list.find((remote) => remote.name === 'mf_about')?.version;
    };
    expect(await versionFor('site_bucket=0')).toBe(CANARY.version);
    expect(await versionFor('theme=dark; site_bucket=29')).toBe(CANARY.version);
    expect(await versionFor('site_bucket=30')).toBe(LIVE.version);
    expect(await versionFor('site_bucket=99; x=1')).toBe(LIVE.version);
  });

  it('draws a new visitor a bucket once, in an httpOnly cookie; none without a canary, for a file, or for a visitor who has one', async () => {
    const { choose } = await chooser([{ live: LIVE, canary: { release: CANARY, percent: 50 } }], () => 0.123);
    const fresh = request();
    expect((await choose(fresh.req, fresh.res, { fresh: true })).list[1].version).toBe(CANARY.version); // bucket 12
    expect(fresh.setCookies()).toEqual(['site_bucket=12; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly']);
    const file = request();
    await choose(file.req, file.res, { fresh: false });
    expect(file.setCookies()).toEqual([]);
    const known = request('site_bucket=7');
    await choose(known.req, known.res, { fresh: true });
    expect(known.setCookies()).toEqual([]);
    const { choose: calm } = await chooser([{ live: LIVE, canary: null }]);
    const visitor = request();
    await calm(visitor.req, visitor.res, { fresh: true });
    expect(visitor.setCookies()).toEqual([]);
  });

  it('reads only a well-formed bucket', async () => {
    for (const [cookie, bucket] of [
      ['site_bucket=5', 5],
      ['a=1; site_bucket=42', 42],
      ['site_bucket=100', null],
      ['site_bucket=-1', null],
      ['site_bucket=1x', null],
      ['xsite_bucket=3', null],
      ['', null],
    ]) {
      expect([cookie, bucketOf({ headers: { cookie } })]).toEqual([cookie, bucket]);
    }
  });
});
