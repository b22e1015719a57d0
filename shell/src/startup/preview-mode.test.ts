import { apiGet, applyPreviewUpdate, emitContentEvent, onPreviewUpdate, PREVIEW_MESSAGE, withPreviewOverlay, type PreviewUpdate } from '@pharma/shared';
import { isPreviewUrl, PREVIEW_BANNER_TEXT, startPreviewMode } from './preview-mode';

/** A window whose location and parent are what a preview frame sees. */
function frameWindow(search: string, parent: object): Window {
  const listeners: ((event: MessageEvent) => void)[] = [];
  return {
    location: { search, origin: 'http://site.test' },
    document,
    parent,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: () => undefined,
    dispatch: (event: Partial<MessageEvent>) => listeners.forEach((listener) => listener(event as MessageEvent)),
  } as unknown as Window;
}

/** After the frame in which coalesced preview notifications run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const update: PreviewUpdate = { type: PREVIEW_MESSAGE, path: '/api/cms/home/hero', data: { title: 'Typed, not saved' } };

describe('preview mode of the shell', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    applyPreviewUpdate({ ...update, data: null });
  });

  it('is on only with a preview token in the URL, and then shows the banner once', () => {
    expect(isPreviewUrl('?x=1')).toBe(false);
    expect(startPreviewMode(frameWindow('', {}))).toBe(false);
    expect(document.getElementById('preview-banner')).toBeNull();
    const win = frameWindow('?preview=abc', {});
    expect(startPreviewMode(win)).toBe(true);
    startPreviewMode(win);
    const banners = document.querySelectorAll('#preview-banner');
    expect(banners).toHaveLength(1);
    expect(banners[0]).toHaveTextContent(PREVIEW_BANNER_TEXT);
  });

  it("applies the dashboard's message over the reads, and ignores another origin, another sender or another shape", async () => {
    const parent = {};
    const win = frameWindow('?preview=abc', parent) as Window & { dispatch: (event: Partial<MessageEvent>) => void };
    startPreviewMode(win);
    await settle(); // the previous test's clean-up notifies in a later frame
    const seen = jest.fn();
    const off = onPreviewUpdate(seen);
    win.dispatch({ origin: 'http://evil.test', source: parent as Window, data: update });
    win.dispatch({ origin: 'http://site.test', source: {} as Window, data: update });
    win.dispatch({ origin: 'http://site.test', source: parent as Window, data: { ...update, path: 'https://evil.test/x' } });
    win.dispatch({ origin: 'http://site.test', source: parent as Window, data: { ...update, data: ['not', 'an', 'object'] } });
    await settle();
    expect(seen).not.toHaveBeenCalled();
    expect(withPreviewOverlay('/api/cms/home/hero', { data: { title: 'Stored', subtitle: 'Kept' } })).toEqual({ data: { title: 'Stored', subtitle: 'Kept' } });

    // Three keystrokes within one frame: one re-render, with the last.
    win.dispatch({ origin: 'http://site.test', source: parent as Window, data: { ...update, data: { title: 'Ty' } } });
    win.dispatch({ origin: 'http://site.test', source: parent as Window, data: { ...update, data: { title: 'Typed' } } });
    win.dispatch({ origin: 'http://site.test', source: parent as Window, data: update });
    await settle();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(withPreviewOverlay('/api/cms/home/hero', { data: { title: 'Stored', subtitle: 'Kept' } })).toEqual({
      data: { title: 'Typed, not saved', subtitle: 'Kept' },
    });
    off();
  });

  it("reads each answer once while previewing, and again after a save's content event", async () => {
    startPreviewMode(frameWindow('?preview=abc', {}));
    const fetchMock = jest.fn(
      async () => new Response(JSON.stringify({ data: { title: 'Stored' } }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    await apiGet('/api/cms/about/hero');
    expect(await apiGet('/api/cms/about/hero')).toEqual({ title: 'Stored' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    emitContentEvent('aboutDataChanged');
    await apiGet('/api/cms/about/hero');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
