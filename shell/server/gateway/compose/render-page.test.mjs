import { describe, expect, it, jest } from '@jest/globals';
import { renderPage } from './render-page.mjs';

const remote = { name: 'mf_docs', entry: '/d.js', routes: ['/docs/*'], version: '1' };
const page = { remote, route: '/docs/*', pathname: '/docs/intro', fetchOrigin: 'http://127.0.0.1:8080' };

describe('rendering the page', () => {
  it("renders a visitor's page for the content revision of now, past the API's read cache", async () => {
    const renderRoute = jest.fn(async () => 'rendered');
    const revision = jest.fn(async () => 'r7');
    await expect(renderPage({ renderRoute, content: { revision }, apiOrigin: 'http://api' }, { ...page, preview: null })).resolves.toBe('rendered');
    expect(renderRoute).toHaveBeenCalledWith({ ...page, context: { apiOrigin: 'http://api', headers: { 'Cache-Control': 'no-cache' } }, revision: 'r7' });
  });

  it('renders a preview with its token, never for a revision (so never from or into the cache)', async () => {
    const renderRoute = jest.fn(async () => 'draft');
    const revision = jest.fn(async () => 'r7');
    await renderPage({ renderRoute, content: { revision }, apiOrigin: 'http://api' }, { ...page, preview: 'a.b.c' });
    expect(revision).not.toHaveBeenCalled();
    expect(renderRoute).toHaveBeenCalledWith({
      ...page,
      context: { apiOrigin: 'http://api', headers: { 'Cache-Control': 'no-cache', 'X-Preview-Token': 'a.b.c' } },
      preview: true,
    });
  });
});
