import { loadFullIconSet } from './load-full-icon-set';

describe('the rest of the icon set', () => {
  it('loads once the page has loaded', async () => {
    const load = jest.fn(async () => undefined);
    // jsdom's document is complete by the time tests run: the load starts at the next idle moment.
    await loadFullIconSet(load);
    expect(document.readyState).toBe('complete');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is still loading', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const load = jest.fn(async () => undefined);
    const done = loadFullIconSet(load);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await done;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('goes on with a console warning when the stylesheet cannot load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadFullIconSet(async () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Icons outside the core set are unavailable', expect.any(Error));
    warn.mockRestore();
  });
});
