import { describe, expect, it } from '@jest/globals';
import { headTags, resolveMeta, siteMeta, withoutSiteMeta } from './page-head.mjs';

const INDEX = `<head><meta
      name="description"
      content="Active ingredients &amp; formulations."
    /><title>Auralis Life Sciences | APIs</title></head>`;
const SITE = { name: 'Auralis Life Sciences', title: 'Auralis Life Sciences | APIs', description: 'Active ingredients & formulations.' };

describe('page head', () => {
  it("reads the site's own title and description from index.html, and removes them for the page's", async () => {
    expect(siteMeta(INDEX, SITE.name)).toEqual(SITE);
    expect(withoutSiteMeta(INDEX)).toBe('<head></head>');
  });

  it('titles a page after its own heading and the site, and lets the SEO settings win field by field', async () => {
    const page = { title: 'About Us', description: 'Forty years of chemistry.', image: '/uploads/about.jpg' };
    expect(resolveMeta({ page, site: SITE })).toEqual({ ...page, title: 'About Us | Auralis Life Sciences', noindex: false });
    const seo = { title: 'Who we are', description: '', image: '', noindex: true };
    expect(resolveMeta({ page, seo, site: SITE })).toEqual({ title: 'Who we are', description: page.description, image: page.image, noindex: true });
    expect(resolveMeta({ page: null, site: SITE })).toEqual({ title: SITE.title, description: SITE.description, image: '', noindex: false });
  });

  it("adds the site's name only when it fits whole", async () => {
    const long = 'Forty years of expertise in psychotropic APIs and complex generics';
    expect(resolveMeta({ page: { title: long }, site: SITE }).title).toBe(long);
  });

  it('keeps titles and descriptions to what search results show, cut at a word', async () => {
    const meta = resolveMeta({ seo: { title: 'word '.repeat(30), description: 'longer '.repeat(60) }, site: SITE });
    expect(meta.title.length).toBeLessThanOrEqual(70);
    expect(meta.description.length).toBeLessThanOrEqual(200);
    expect(meta.description.endsWith('longer…')).toBe(true);
  });

  it('writes canonical, Open Graph and Twitter tags with absolute URLs, escaped', async () => {
    const tags = headTags(
      { title: 'R&D "labs"', description: '<b>x</b>', image: '/uploads/a.jpg', noindex: false },
      { base: 'https://example.com', pathname: '/about/', siteName: SITE.name },
    );
    expect(tags).toContain('<title>R&amp;D &quot;labs&quot;</title>');
    expect(tags).toContain('<meta name="description" content="&lt;b&gt;x&lt;/b&gt;">');
    expect(tags).toContain('<link rel="canonical" href="https://example.com/about">');
    expect(tags).toContain('<meta property="og:url" content="https://example.com/about">');
    expect(tags).toContain('<meta property="og:image" content="https://example.com/uploads/a.jpg">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).not.toContain('robots');
  });

  it('asks robots to stay away when the settings or the request (a preview) say so', async () => {
    const meta = { title: 't', description: 'd', image: '', noindex: false };
    const options = { base: 'http://localhost:8080', pathname: '/', siteName: SITE.name };
    expect(headTags({ ...meta, noindex: true }, options)).toContain('<meta name="robots" content="noindex">');
    expect(headTags(meta, { ...options, noindex: true })).toContain('<meta name="robots" content="noindex">');
    expect(headTags(meta, options)).toContain('<meta name="twitter:card" content="summary">');
    expect(headTags(meta, options)).toContain('<link rel="canonical" href="http://localhost:8080/">');
  });
});
