import { organization, organizationOf, renderFrame, siteChromeData } from './render-frame';

describe('renderFrame', () => {
  it('puts the page HTML directly in <main>, as the client tree does, byte for byte', () => {
    const page = '<section><h1>Published $& title</h1></section>';
    const html = renderFrame('/about', page);
    expect(html).toContain(`<main id="main" tabindex="-1">${page}</main>`);
    expect(html).toContain('<header class="site-header">');
  });

  it('renders the not-found page when no remote owns the path', () => {
    expect(renderFrame('/nowhere', null)).toMatch(/<main id="main" tabindex="-1"><section class="not-found/);
  });

  it('shows the published navigation and footer it is given, one frame per path and chrome', () => {
    const footer = (copyright: string) => ({ data: { copyright } });
    const plain = renderFrame('/about', '<p>page</p>');
    expect(plain).toContain('© 2025 Auralis Life Sciences. All rights reserved.');
    expect(renderFrame('/about', '<p>page</p>', { key: 'a', navigation: null, footer: null })).toBe(plain);
    const first = renderFrame('/about', '<p>page</p>', { key: 'b', navigation: null, footer: footer('© 2026 First') });
    expect(first).toContain('<p>© 2026 First</p>');
    // A new key is new content: the frame kept for the old one is not served.
    expect(renderFrame('/about', '<p>page</p>', { key: 'c', navigation: null, footer: footer('© 2026 Second') })).toContain('<p>© 2026 Second</p>');
    expect(renderFrame('/nowhere', null, { key: 'c', navigation: { data: [] }, footer: footer('© 2026 Second') })).toContain('<p>© 2026 Second</p>');
  });

  it("names the published footer's social links as the organization's profiles", () => {
    expect(organizationOf(null)).toEqual(organization);
    const footer = { data: { socialLinks: [{ name: 'Mastodon', url: 'https://social.example/@auralis', icon: 'ri-mastodon-line' }] } };
    expect(organizationOf({ key: 'd', navigation: null, footer })).toEqual({ ...organization, sameAs: ['https://social.example/@auralis'] });
  });

  it('gives the browser the answers only when they do not render as the defaults it carries', () => {
    expect(siteChromeData(null)).toBeNull();
    expect(siteChromeData({ key: 'e', navigation: null, footer: null })).toBeNull();
    const footer = { data: { copyright: '© 2026 Auralis' } };
    expect(JSON.parse(siteChromeData({ key: 'f', navigation: null, footer })!)).toEqual({ navigation: null, footer });
  });
});
