import { getRemoteList, initLoader, loadRemoteModule, preloadRoute, RemoteUnavailableError, type FederationRuntime } from './loader';
import { parseRemoteList, remoteForPath, versionedEntry } from './remote-list';
import type { RemoteList } from './contracts';

const remotes: RemoteList = [
  { name: 'mf_home', entry: 'http://localhost:4101/remoteEntry.js', routes: ['/'], version: '1.0.0' },
  { name: 'mf_about', entry: 'http://localhost:4102/remoteEntry.js', routes: ['/about'], version: '2.1.0' },
  { name: 'mf_admin', entry: 'http://cdn.example/admin/remoteEntry.js?x=1', routes: ['/admin', '/admin/*'], version: '3' },
];

function fakeRuntime(load: (id: string) => Promise<unknown>) {
  const registered: { name: string; entry: string; type: string }[][] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (list) => void registered.push(list),
    loadRemote: load as FederationRuntime['loadRemote'],
  };
  return { runtime, registered };
}

describe('remote list', () => {
  it('keeps only well-formed entries', () => {
    const parsed = parseRemoteList([remotes[0], { name: 'broken' }, 42, { ...remotes[1], routes: [7] }]);
    expect(parsed).toEqual([remotes[0]]);
    expect(parseRemoteList({ not: 'a list' })).toEqual([]);
  });

  it('finds the remote owning a path, exact or by a trailing wildcard', () => {
    expect(remoteForPath(remotes, '/')?.name).toBe('mf_home');
    expect(remoteForPath(remotes, '/about')?.name).toBe('mf_about');
    expect(remoteForPath(remotes, '/admin/dashboard')?.name).toBe('mf_admin');
    expect(remoteForPath(remotes, '/about/team')).toBeUndefined();
    expect(remoteForPath(remotes, '/nowhere')).toBeUndefined();
  });

  it('appends the version to the entry so a new version never hits a cached entry', () => {
    expect(versionedEntry(remotes[1])).toBe('http://localhost:4102/remoteEntry.js?v=2.1.0');
    expect(versionedEntry(remotes[2])).toBe('http://cdn.example/admin/remoteEntry.js?x=1&v=3');
  });
});

describe('loader', () => {
  it('registers every remote as an ES module entry with its version', () => {
    const { runtime, registered } = fakeRuntime(async () => ({}));
    initLoader(runtime, remotes);
    expect(getRemoteList()).toBe(remotes);
    expect(registered[0]).toEqual([
      { name: 'mf_home', entry: 'http://localhost:4101/remoteEntry.js?v=1.0.0', type: 'module' },
      { name: 'mf_about', entry: 'http://localhost:4102/remoteEntry.js?v=2.1.0', type: 'module' },
      { name: 'mf_admin', entry: 'http://cdn.example/admin/remoteEntry.js?x=1&v=3', type: 'module' },
    ]);
  });

  it('caches a loaded module', async () => {
    const load = jest.fn(async () => ({ routes: [] }));
    initLoader(fakeRuntime(load).runtime, remotes);
    const first = await loadRemoteModule('mf_about', './routes');
    const second = await loadRemoteModule('mf_about', './routes');
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mf_about/routes');
  });

  it('does not cache a failure: a retry loads again and re-registers the remote', async () => {
    let up = false;
    const load = jest.fn(async () => {
      if (!up) throw new Error('RUNTIME-008');
      return { routes: ['ok'] };
    });
    const { runtime, registered } = fakeRuntime(load);
    initLoader(runtime, remotes);
    await expect(loadRemoteModule('mf_about', './routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(registered[1]).toEqual([{ name: 'mf_about', entry: 'http://localhost:4102/remoteEntry.js?v=2.1.0', type: 'module' }]);
    up = true;
    await expect(loadRemoteModule('mf_about', './routes')).resolves.toEqual({ routes: ['ok'] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats an empty module as unavailable', async () => {
    initLoader(fakeRuntime(async () => null).runtime, remotes);
    await expect(loadRemoteModule('mf_home', './routes')).rejects.toThrow('mf_home');
  });

  it('preloads the routes of the remote that owns the current path only', async () => {
    const load = jest.fn(async () => ({}));
    initLoader(fakeRuntime(load).runtime, remotes);
    preloadRoute('/about');
    preloadRoute('/unknown');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mf_about/routes');
  });
});

describe('first render support', () => {
  it('exposes a loaded module synchronously, and nothing before it loads', async () => {
    const { peekRemoteModule } = await import('./loader');
    initLoader(fakeRuntime(async () => ({ routes: ['about'] })).runtime, remotes);
    expect(peekRemoteModule('mf_about', './routes')).toBeUndefined();
    await loadRemoteModule('mf_about', './routes');
    expect(peekRemoteModule('mf_about', './routes')).toEqual({ routes: ['about'] });
  });

  it("waits for the route's remote at most the cap", async () => {
    jest.useFakeTimers();
    initLoader(fakeRuntime(() => new Promise(() => undefined)).runtime, remotes);
    let done = false;
    preloadRoute('/about', 3000).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    jest.useRealTimers();
  });
});
