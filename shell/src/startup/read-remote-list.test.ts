import { readRemoteList } from './read-remote-list';

const entry = { name: 'mf_home', entry: 'http://localhost:4101/remoteEntry.js', routes: ['/'], version: '1.0.0' };

describe('reading the remote list', () => {
  afterEach(() => {
    delete window.__REMOTES__;
  });

  it('uses the list the gateway inlined, without a request', async () => {
    window.__REMOTES__ = [entry, { broken: true }];
    global.fetch = jest.fn();
    await expect(readRemoteList()).resolves.toEqual([entry]);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('fetches /remotes.json otherwise', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify([entry])));
    await expect(readRemoteList()).resolves.toEqual([entry]);
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('falls back to no remotes (shell only) when the list cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => Promise.reject(new Error('offline')));
    await expect(readRemoteList()).resolves.toEqual([]);
    error.mockRestore();
  });
});
