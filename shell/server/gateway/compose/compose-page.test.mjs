import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { composePage } from './compose-page.mjs';
import { ONLY_DEFAULT_LANGUAGE, pageLanguage } from './page-language.mjs';
import { renderPage } from './render-page.mjs';
import { prepareTemplate } from './shell-template.mjs';

const INDEX =
  '<html><head><title>Site | Tag</title><meta name="description" content="Site text">\n' +
  '<link rel="modulepreload" href="/assets/shell.js">\n</head><body><div id="root"></div></body></html>';
const about = { name: 'mf_about', entry: '/remotes/about/remoteEntry.js', routes: ['/about'], version: '1' };
const remotes = { list: [about], json: '[{"name":"mf_about"}]' };
const page = {
  html: '<h1>About</h1>',
  json: '{"title":"About"}',
  mediaJson: '{}',
  head: { title: 'About', description: 'Who we are.' },
  preload: '<link rel="preload" as="image" href="/i.webp" fetchpriority="high">',
};
const frame = (_pathname, html) => (html === null ? '<main>Not found</main>' : `<main>${html}</main>`);

function deps(withFrame = true) {
  const renderRoute = jest.fn(async () => ({ page }));
  const content = { revision: async () => 'r1', seoSettings: jest.fn(async () => new Map()) };
  return {
    renderRoute,
    content,
    frame: async () => (withFrame ? frame : null),
    remote: {
      render: (page) => renderPage({ renderRoute, content, apiOrigin: 'http://api' }, page),
      assets: async () => ({ styles: ['/remotes/about/assets/r.css'], scripts: ['/remotes/about/assets/r.js'] }),
    },
    site: { organization: null, base: 'https://www.example.com' },
    seo: content,
  };
}
const request = (pathname, languages = ONLY_DEFAULT_LANGUAGE, locale = 'en') => ({
  ...pageLanguage(languages, locale, pathname),
  pathname,
  preview: null,
  nonce: 'n',
  fetchOrigin: 'http://127.0.0.1:8080',
  remotes,
});

describe('the page pipeline', () => {
  let template;
  beforeAll(async () => {
    template = prepareTemplate(INDEX);
  });

  it("composes a remote's page: its own head, the site's and the remote's, the first paint, the parked preloads", async () => {
    const composed = await composePage(request('/about'), template, deps());
    const ownHead =
      '<title>About | Site</title><meta name="description" content="Who we are."><link rel="canonical" href="https://www.example.com/about">' +
      '<meta property="og:type" content="website"><meta property="og:site_name" content="Site"><meta property="og:title" content="About | Site">' +
      '<meta property="og:description" content="Who we are."><meta property="og:url" content="https://www.example.com/about">' +
      '<meta name="twitter:card" content="summary"><meta name="twitter:title" content="About | Site"><meta name="twitter:description" content="Who we are.">';
    expect(composed).toEqual({
      found: true,
      html:
        `<html lang="en" dir="ltr"><head>\n${ownHead}<script nonce="n">window.__REMOTES__=[{"name":"mf_about"}]</script>` +
        '<link rel="stylesheet" href="/remotes/about/assets/r.css" crossorigin><link rel="preload" as="image" href="/i.webp" fetchpriority="high"></head>' +
        '<body><div id="root"><main><h1>About</h1></main></div><script type="application/json" id="page-data" nonce="n">{"path":"/about","data":{"title":"About"}}</script>' +
        '<template id="script-preloads"><link rel="modulepreload" fetchpriority="low" href="/assets/shell.js">' +
        '<link rel="modulepreload" fetchpriority="low" href="/remotes/about/remoteEntry.js?v=1" crossorigin>' +
        '<link rel="modulepreload" fetchpriority="low" href="/remotes/about/assets/r.js" crossorigin></template></body></html>',
    });
  });

  it("gives a path no remote owns the not-found page in the site's own head, rendering nothing", async () => {
    const fakes = deps();
    const composed = await composePage(request('/nope'), template, fakes);
    expect(composed).toEqual({
      found: false,
      html:
        '<html lang="en" dir="ltr"><head><title>Site | Tag</title><meta name="description" content="Site text">\n' +
        '<script nonce="n">window.__REMOTES__=[{"name":"mf_about"}]</script></head><body><div id="root"><main>Not found</main></div>' +
        '<template id="script-preloads"><link rel="modulepreload" fetchpriority="low" href="/assets/shell.js"></template></body></html>',
    });
    expect(fakes.renderRoute).not.toHaveBeenCalled();
    expect(fakes.content.seoSettings).not.toHaveBeenCalled();
  });

  it('leaves the first paint to the client without a frame bundle, and still preloads the remote', async () => {
    const fakes = deps(false);
    const { html } = await composePage(request('/about'), template, fakes);
    expect(fakes.renderRoute).not.toHaveBeenCalled();
    expect(html).toContain('<body><div id="root"></div><template id="script-preloads">');
    expect(html).toContain('href="/remotes/about/remoteEntry.js?v=1"');
    // No render, so no page title: the site's own, in the page's own tags (canonical URL included).
    expect(html).toContain('<title>Site | Tag</title><meta name="description" content="Site text"><link rel="canonical" href="https://www.example.com/about">');
  });

  describe('in a language of the site', () => {
    const languages = {
      defaultLocale: 'en',
      locales: [
        { tag: 'en', fallback: null },
        { tag: 'de', fallback: 'en' },
        { tag: 'ar', fallback: 'en' },
        { tag: 'ja', fallback: null },
      ],
      routes: { '/about': ['en', 'de', 'ar'] },
    };

    it("is in its language when it has the page: lang, dir, canonical, hreflang with x-default, the render's language and prefix", async () => {
      const fakes = deps();
      const { html, found } = await composePage(request('/about', languages, 'de'), template, fakes);
      expect(found).toBe(true);
      expect(html).toMatch(/^<html lang="de" dir="ltr"><head>/);
      expect(html).toContain('<link rel="canonical" href="https://www.example.com/de/about">');
      expect(html).toContain(
        '<link rel="alternate" hreflang="en" href="https://www.example.com/about"><link rel="alternate" hreflang="de" href="https://www.example.com/de/about">' +
          '<link rel="alternate" hreflang="ar" href="https://www.example.com/ar/about"><link rel="alternate" hreflang="x-default" href="https://www.example.com/about">',
      );
      expect(fakes.renderRoute).toHaveBeenCalledWith(expect.objectContaining({ context: expect.objectContaining({ locale: { tag: 'de', base: '/de' } }) }));
      const arabic = await composePage(request('/about', languages, 'ar'), template, deps());
      expect(arabic.html).toMatch(/^<html lang="ar" dir="rtl">/);
    });

    it('is in its fallback language, and says so, when its language has no translation of the page', async () => {
      const about = await composePage(request('/about', { ...languages, routes: { '/about': ['en'] } }, 'de'), template, deps());
      expect(about.found).toBe(true);
      expect(about.html).toMatch(/^<html lang="en" dir="ltr">/);
      expect(about.html).toContain('<link rel="canonical" href="https://www.example.com/about">');
      expect(about.html).not.toContain('hreflang');
    });

    it('is not found in a language that shows only translated pages and has none of this one, and renders nothing', async () => {
      const fakes = deps();
      const { html, found } = await composePage(request('/about', languages, 'ja'), template, fakes);
      expect(found).toBe(false);
      expect(html).toContain('<main>Not found</main>');
      expect(fakes.renderRoute).not.toHaveBeenCalled();
    });
  });
});
