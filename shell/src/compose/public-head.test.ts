/**
 * @jest-environment node
 */
import { stageLoader, type RenderedPage } from './stage-loader';

const load = stageLoader('compose/public-head');
type Seo = { route: string; title?: string; description?: string; image?: string; noindex?: boolean };
type Template = { html: string };
type Module = {
  publicHead: (
    request: { pathname: string; preview: string | null; owned: boolean },
    sources: {
      template: Template;
      page: RenderedPage | null;
      content: { seoSettings: () => Promise<Map<string, Seo>> };
      base: string;
      siteName: string | undefined;
    },
  ) => Promise<string>;
};

const template = { html: '<head><title>Auralis | APIs</title><meta name="description" content="The site."></head>' };
const page: RenderedPage = { html: '', json: 'null', mediaJson: '{}', head: { title: 'About us', description: 'Forty years.' } };
const seo = (entries: Seo[] = []) => ({ seoSettings: async () => new Map(entries.map((entry) => [entry.route, entry])) });
const sources = { template, page, content: seo(), base: 'https://www.example.com', siteName: undefined };

describe("a public page's own head", () => {
  it('is empty for the admin and for a path no remote owns: they keep the template title', async () => {
    const { publicHead } = await load<Module>('public-head.mjs');
    await expect(publicHead({ pathname: '/admin/login', preview: null, owned: true }, sources)).resolves.toBe('');
    await expect(publicHead({ pathname: '/nope', preview: null, owned: false }, sources)).resolves.toBe('');
  });

  it("titles the page from its render and the site's name, with its canonical URL", async () => {
    const { publicHead } = await load<Module>('public-head.mjs');
    const head = await publicHead({ pathname: '/about', preview: null, owned: true }, sources);
    expect(head).toContain('<title>About us | Auralis</title>');
    expect(head).toContain('<meta name="description" content="Forty years.">');
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/about">');
    expect(head).not.toContain('robots');
  });

  it("lets the route's SEO settings win, and keeps a preview out of search engines", async () => {
    const { publicHead } = await load<Module>('public-head.mjs');
    const tuned = { ...sources, content: seo([{ route: '/about', title: 'Who we are', description: '' }]) };
    const head = await publicHead({ pathname: '/about', preview: 'a.b.c', owned: true }, tuned);
    expect(head).toContain('<title>Who we are</title>');
    expect(head).toContain('<meta name="description" content="Forty years.">');
    expect(head).toContain('<meta name="robots" content="noindex">');
  });
});
