/**
 * @jest-environment node
 */
import { stageLoader, type Remote } from './stage-loader';

const load = stageLoader('compose/render-page');
type RenderRequest = Record<string, unknown>;
type Module = {
  renderPage: (
    deps: { renderRoute: (request: RenderRequest) => Promise<unknown>; content: { revision: () => Promise<string | null> }; apiOrigin: string },
    page: { remote: Remote; route: string; pathname: string; fetchOrigin: string; preview: string | null },
  ) => Promise<unknown>;
};

const remote: Remote = { name: 'mf_docs', entry: '/d.js', routes: ['/docs/*'], version: '1' };
const page = { remote, route: '/docs/*', pathname: '/docs/intro', fetchOrigin: 'http://127.0.0.1:8080' };

describe('rendering the page', () => {
  it("renders a visitor's page for the content revision of now, past the API's read cache", async () => {
    const { renderPage } = await load<Module>('render-page.mjs');
    const renderRoute = jest.fn(async () => 'rendered');
    const revision = jest.fn(async () => 'r7');
    await expect(renderPage({ renderRoute, content: { revision }, apiOrigin: 'http://api' }, { ...page, preview: null })).resolves.toBe('rendered');
    expect(renderRoute).toHaveBeenCalledWith({ ...page, context: { apiOrigin: 'http://api', headers: { 'Cache-Control': 'no-cache' } }, revision: 'r7' });
  });

  it('renders a preview with its token, never for a revision (so never from or into the cache)', async () => {
    const { renderPage } = await load<Module>('render-page.mjs');
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
