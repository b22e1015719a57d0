import { describe, expect, it, jest } from '@jest/globals';
import { captureLog } from '@pharma/shared/server/log';
import { ONLY_DEFAULT_LANGUAGE, pageLanguage } from './page-language.mjs';
import { pageRoot } from './page-root.mjs';

const frame = (pathname, html) => (html === null ? '<main>Not found</main>' : `<main data-path="${pathname}">${html}</main>`);
const page = { html: '<h1>About</h1>', json: '{"title":"About"}', mediaJson: '{}', head: { title: 'About', description: '' } };
const request = { ...pageLanguage(ONLY_DEFAULT_LANGUAGE, 'en', '/about'), pathname: '/about', nonce: 'n' };

describe('the first paint in #root', () => {
  it("puts the page's HTML in the frame, then the data it was rendered with", async () => {
    expect(pageRoot(frame, request, { owned: true, page })).toBe(
      '<div id="root"><main data-path="/about"><h1>About</h1></main></div>' +
        '<script type="application/json" id="page-data" nonce="n">{"path":"/about","data":{"title":"About"}}</script>',
    );
  });

  it('shows the not-found page for a path no remote owns, and the frame around nothing when the render failed', async () => {
    expect(pageRoot(frame, request, { owned: false, page: null })).toBe('<div id="root"><main>Not found</main></div>');
    expect(pageRoot(frame, request, { owned: true, page: null })).toBe('<div id="root"><main data-path="/about"></main></div>');
  });

  it('leaves #root empty without a frame bundle, or when the frame throws (logged): the client paints', async () => {
    expect(pageRoot(null, request, { owned: true, page })).toBe('<div id="root"></div>');
    const log = captureLog('gateway');
    try {
      const throwing = () => {
        throw new Error('broken frame');
      };
      expect(pageRoot(throwing, request, { owned: true, page })).toBe('<div id="root"></div>');
      expect(log.lines[0]).toMatchObject({ level: 'error', message: 'frame render failed: broken frame' });
    } finally {
      log.restore();
    }
  });

  it('gives the frame the published navigation and footer the gateway read', async () => {
    const answers = { key: 'k', navigation: { data: [] }, footer: null };
    const seen = jest.fn(() => '<main></main>');
    pageRoot(seen, request, { owned: true, page }, { answers, data: null });
    pageRoot(seen, request, { owned: false, page: null });
    expect(seen.mock.calls).toEqual([
      ['/about', '<h1>About</h1>', answers, null],
      ['/about', null, null, null],
    ]);
  });

  it('inlines the chrome for the browser only when it is not the defaults, safe inside a script, painted or not', async () => {
    const answers = { key: 'k', navigation: null, footer: { data: { copyright: '</script><!-- $&' } } };
    const data = JSON.stringify({ navigation: null, footer: answers.footer });
    const chromeScript =
      '<script type="application/json" id="site-chrome" nonce="n">{"navigation":null,"footer":{"data":{"copyright":"\\u003c/script>\\u003c!-- $&"}}}</script>';
    expect(pageRoot(frame, request, { owned: true, page }, { answers, data })).toMatch(/<\/script><script type="application\/json" id="site-chrome"/);
    expect(pageRoot(null, request, { owned: true, page }, { answers, data })).toBe(`<div id="root"></div>${chromeScript}`);
    expect(pageRoot(frame, request, { owned: true, page }, { answers, data: null })).not.toContain('site-chrome');
  });
});
