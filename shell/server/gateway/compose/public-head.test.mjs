import { describe, expect, it } from '@jest/globals';
import { ONLY_DEFAULT_LANGUAGE, pageLanguage } from './page-language.mjs';
import { publicHead } from './public-head.mjs';

const template = { html: '<head><title>Auralis | APIs</title><meta name="description" content="The site."></head>' };
const page = { html: '', json: 'null', mediaJson: '{}', head: { title: 'About us', description: 'Forty years.' } };
const seo = (entries = []) => ({ seoSettings: async () => new Map(entries.map((entry) => [entry.route, entry])) });
const sources = { template, page, content: seo(), base: 'https://www.example.com', siteName: undefined };

const inDefault = (path) => pageLanguage(ONLY_DEFAULT_LANGUAGE, 'en', path);

describe("a public page's own head", () => {
  it('is empty for the admin and for a path no remote owns: they keep the template title', async () => {
    await expect(publicHead({ ...inDefault('/admin/login'), preview: null, owned: true }, sources)).resolves.toBe('');
    await expect(publicHead({ ...inDefault('/nope'), preview: null, owned: false }, sources)).resolves.toBe('');
  });

  it("titles the page from its render and the site's name, with its canonical URL", async () => {
    const head = await publicHead({ ...inDefault('/about'), preview: null, owned: true }, sources);
    expect(head).toContain('<title>About us | Auralis</title>');
    expect(head).toContain('<meta name="description" content="Forty years.">');
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/about">');
    expect(head).not.toContain('robots');
  });

  it("lets the route's SEO settings win, and keeps a preview out of search engines", async () => {
    const tuned = { ...sources, content: seo([{ route: '/about', title: 'Who we are', description: '' }]) };
    const head = await publicHead({ ...inDefault('/about'), preview: 'a.b.c', owned: true }, tuned);
    expect(head).toContain('<title>Who we are</title>');
    expect(head).toContain('<meta name="description" content="Forty years.">');
    expect(head).toContain('<meta name="robots" content="noindex">');
  });
});
