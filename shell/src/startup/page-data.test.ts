import { initLoader, preloadedContentFor, type FederationRuntime, type RemoteRoutesModule } from '@pharma/shared';
import { forgetPageDataUnlessOn, prepareHydration, readPageData } from './page-data';

function inline(json: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="page-data">${json}</script>`;
}

const loadAbout = async () => ({ title: 'fetched' });
const routesModule: RemoteRoutesModule = { routes: [{ path: '/about', Component: () => null, load: loadAbout }] };

function runtime(module: RemoteRoutesModule | Error): FederationRuntime {
  return {
    registerRemotes: () => undefined,
    loadRemote: async <T>() => {
      if (module instanceof Error) throw module;
      return module as T;
    },
  };
}

const remotes = [{ name: 'mf_about', entry: '/remotes/about/remoteEntry.js', routes: ['/about'], version: '1' }];

describe('page data', () => {
  afterEach(() => forgetPageDataUnlessOn('/elsewhere'));

  it('reads the inlined data of the page being shown', () => {
    inline('{"path":"/about","data":{"title":"Published \\u003cb\\u003e"}}');
    expect(readPageData(document, '/about')).toEqual({ path: '/about', data: { title: 'Published <b>' } });
  });

  it('ignores data of another path, a missing script and one that is not JSON', () => {
    inline('{"path":"/about","data":{}}');
    expect(readPageData(document, '/contact')).toBeUndefined();
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document, '/about')).toBeUndefined();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    inline('{"path":');
    expect(readPageData(document, '/about')).toBeUndefined();
    error.mockRestore();
  });

  it("hands the data to the route's own loader, and forgets it once the visitor is elsewhere", async () => {
    initLoader(runtime(routesModule), remotes);
    await expect(prepareHydration({ path: '/about', data: { title: 'Published' } })).resolves.toBe(true);
    expect(preloadedContentFor(loadAbout)).toEqual({ data: { title: 'Published' } });
    forgetPageDataUnlessOn('/about');
    expect(preloadedContentFor(loadAbout)).toBeDefined();
    forgetPageDataUnlessOn('/contact');
    expect(preloadedContentFor(loadAbout)).toBeUndefined();
  });

  it('declines to hydrate when the remote does not load or owns no such path', async () => {
    initLoader(runtime(new Error('offline')), remotes);
    await expect(prepareHydration({ path: '/about', data: {} })).resolves.toBe(false);
    await expect(prepareHydration({ path: '/unknown', data: {} })).resolves.toBe(false);
    expect(preloadedContentFor(loadAbout)).toBeUndefined();
  });
});
