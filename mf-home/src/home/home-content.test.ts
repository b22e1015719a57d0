import { ADMIN_DATA_KEY, defaultHeroSlides, defaultOfferings, type HeroSlide } from '@pharma/shared';
import { apiDown, fakeFetch } from '@pharma/shared/testing';
import { fetchServerHome, loadHome, pickList, resolveHome } from './home-content';

const slide = (id: string, order: number | undefined, isActive: boolean): HeroSlide => ({ id, title: id, image: '', order, isActive }) as HeroSlide;

describe('home data rules', () => {
  afterEach(() => localStorage.clear());

  it('shows only active items in ascending order, a missing order counting as 0', () => {
    const items = [slide('c', 3, true), slide('off', 1, false), slide('none', undefined, true), slide('a', 1, true)];
    expect(pickList(items, undefined, []).map((item) => item.id)).toEqual(['none', 'a', 'c']);
  });

  it('prefers the server, then the cached admin data, then the defaults', () => {
    const cached = [slide('cached', 1, true)];
    expect(pickList([slide('server', 1, true)], cached, defaultHeroSlides).map((s) => s.id)).toEqual(['server']);
    expect(pickList([], cached, defaultHeroSlides).map((s) => s.id)).toEqual(['cached']);
    expect(pickList(undefined, undefined, defaultHeroSlides)).toHaveLength(4);
  });

  it('reads the cached admin data from admin_data and ignores a malformed one', () => {
    localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify({ heroSlides: [slide('cached', 1, true)], offerings: [] }));
    const view = resolveHome({});
    expect(view.slides.map((s) => s.title)).toEqual(['cached']);
    expect(view.offerings).toEqual([]);
    expect(view.statistics).toHaveLength(3);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(ADMIN_DATA_KEY, '{not json');
    expect(resolveHome({}).slides).toHaveLength(4);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('takes regulatory approvals from the server only', () => {
    localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify({ regulatoryApprovals: [{ id: 'x', isActive: true, order: 1 }] }));
    expect(resolveHome({}).regulatory).toEqual([]);
    expect(resolveHome({ regulatory: [{ id: 'r', isActive: true, order: 1 } as never] }).regulatory).toHaveLength(1);
  });

  it('takes the global-impact title from homeGlobalImpact when present', () => {
    expect(resolveHome({}).globalImpact.title).toBe('Global Impact & Excellence');
    const server = { title: 'Worldwide Reach', description: 'Trusted everywhere.', isActive: true };
    expect(resolveHome({ globalImpact: server }).globalImpact).toEqual({ title: 'Worldwide Reach', description: 'Trusted everywhere.' });
    localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify({ homeGlobalImpact: { title: 'Cached Title', isActive: true } }));
    expect(resolveHome({}).globalImpact.title).toBe('Cached Title');
  });

  it('leaves the Global Impact section out when it is unpublished (its editor says "show the section on the home page")', () => {
    expect(resolveHome({}).showGlobalImpact).toBe(true);
    expect(resolveHome({ globalImpact: { title: 'T', description: 'D', isActive: true } }).showGlobalImpact).toBe(true);
    // A visitor's read of an unpublished section: { isActive: false } and its meta only.
    expect(resolveHome({ globalImpact: { isActive: false } as never }).showGlobalImpact).toBe(false);
    // The API down: the admin's cached copy decides.
    localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify({ homeGlobalImpact: { title: 'Cached', isActive: false } }));
    expect(resolveHome({}).showGlobalImpact).toBe(false);
  });
});

describe('fetchServerHome', () => {
  it('requests the four lists and the global impact together', async () => {
    const fetchMock = fakeFetch({
      '/api/cms/home/slides': [slide('s', 1, true)],
      '/api/cms/home/offerings': defaultOfferings,
      '/api/cms/home/statistics': [],
      '/api/cms/home/regulatory': [],
      '/api/cms/home/global-impact': { title: 'T', description: 'D', isActive: true },
    });
    const pending = fetchServerHome();
    // All five requests are out before any answer is read.
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/cms/home/slides',
      '/api/cms/home/offerings',
      '/api/cms/home/statistics',
      '/api/cms/home/regulatory',
      '/api/cms/home/global-impact',
    ]);
    const server = await pending;
    expect(server.slides).toHaveLength(1);
    expect(server.offerings).toHaveLength(14);
    expect(server.globalImpact?.title).toBe('T');
  });

  it('logs failed offerings, statistics and regulatory loads, but not slides, and never rejects', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiDown();
    const server = await fetchServerHome();
    expect(server).toEqual({ globalImpact: undefined });
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'Failed to load home offerings',
      'Failed to load home statistics',
      'Failed to load home regulatory',
    ]);
    expect(resolveHome(server).regulatory).toEqual([]);
    expect(resolveHome(server).slides).toHaveLength(4);
    error.mockRestore();
  });
});

describe('loadHome', () => {
  it('rejects when no list answered, so a server never renders the defaults as published', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiDown();
    await expect(loadHome()).rejects.toThrow('no list answered');
    error.mockRestore();
  });

  it('resolves with what answered when some lists fail', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFetch({ '/api/cms/home/slides': [slide('s', 1, true)] });
    const view = await loadHome();
    expect(view.slides).toHaveLength(1);
    error.mockRestore();
  });
});
