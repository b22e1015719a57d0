import { defaultFooter } from '@pharma/shared';
import { DEFAULT_SITE_CHROME } from '../layout/site-chrome';
import { readSiteChrome, SITE_CHROME_ID } from './read-site-chrome';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SITE_CHROME_ID;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('reading the published navigation and footer from the page', () => {
  it('reads the answers the gateway inlined, without a request', () => {
    global.fetch = jest.fn();
    const footer = { data: { ...defaultFooter, copyright: '© 2026 Auralis' } };
    const chrome = readSiteChrome(pageWith(JSON.stringify({ navigation: { data: [] }, footer })));
    expect(chrome.footer.copyright).toBe('© 2026 Auralis');
    expect(chrome.navigation).toEqual([]);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('gives the declared defaults when the page carries none, or an unreadable one', () => {
    expect(readSiteChrome(pageWith(null))).toEqual(DEFAULT_SITE_CHROME);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(readSiteChrome(pageWith('{not json'))).toEqual(DEFAULT_SITE_CHROME);
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  });
});
