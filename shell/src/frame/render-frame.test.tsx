import { renderFrame } from './render-frame';

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
});
