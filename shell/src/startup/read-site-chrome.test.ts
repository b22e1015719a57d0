import { defaultFooter } from '@pharma/shared';
import { DEFAULT_SITE_CHROME } from '../layout/site-chrome';
import { readSiteChrome } from './read-site-chrome';

describe('reading the published navigation and footer', () => {
  it('reads both documents without credentials (the published copy, as the server rendered it)', async () => {
    const footer = { data: { ...defaultFooter, copyright: '© 2026 Auralis' } };
    global.fetch = jest.fn(async (url: string | URL | Request) => new Response(JSON.stringify(String(url).endsWith('/footer') ? footer : { data: [] })));
    const chrome = await readSiteChrome();
    expect(chrome.footer.copyright).toBe('© 2026 Auralis');
    expect(chrome.navigation).toEqual([]);
    const calls = (global.fetch as jest.Mock).mock.calls as [string, RequestInit][];
    expect(calls.map(([url]) => url).sort()).toEqual(['/api/cms/site/footer', '/api/cms/site/navigation']);
    expect(calls.every(([, init]) => init.credentials === 'omit')).toBe(true);
  });

  it('falls back to the declared defaults when the API fails or refuses', async () => {
    global.fetch = jest.fn(async () => Promise.reject(new Error('offline')));
    await expect(readSiteChrome()).resolves.toEqual(DEFAULT_SITE_CHROME);
    global.fetch = jest.fn(async () => new Response('{}', { status: 502 }));
    await expect(readSiteChrome()).resolves.toEqual(DEFAULT_SITE_CHROME);
  });
});
