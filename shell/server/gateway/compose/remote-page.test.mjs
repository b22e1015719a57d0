import { describe, expect, it, jest } from '@jest/globals';
import { ONLY_DEFAULT_LANGUAGE, pageLanguage } from './page-language.mjs';
import { remotePage } from './remote-page.mjs';
import { renderPage } from './render-page.mjs';

const remote = { name: 'mf_about', entry: '/remotes/about/remoteEntry.js', routes: ['/about'], version: '1' };
const match = { remote, route: '/about' };
const request = { ...pageLanguage(ONLY_DEFAULT_LANGUAGE, 'en', '/about'), pathname: '/about', fetchOrigin: 'http://127.0.0.1:8080', preview: null };
const page = { html: '<h1>About</h1>', json: '{}', mediaJson: '{}', head: { title: 'About', description: '' }, preload: '<link rel="preload">' };

function deps(rendered) {
  const order = [];
  const renderRoute = jest.fn(async () => {
    order.push('render');
    await new Promise((resolve) => setImmediate(resolve));
    order.push('rendered');
    return { page: rendered };
  });
  const remoteAssets = jest.fn(async () => {
    order.push('assets');
    return { styles: ['/remotes/about/r.css'], scripts: [] };
  });
  const render = (page) => renderPage({ renderRoute, content: { revision: async () => 'r1' }, apiOrigin: 'http://api' }, page);
  return { order, renderRoute, remoteAssets, render, assets: remoteAssets };
}

describe("the remote's part of a page", () => {
  it('renders the page while it fetches the remote files, and puts the lead image after the styles', async () => {
    const fakes = deps(page);
    const part = await remotePage(match, request, true, fakes);
    // The files are asked for while the render runs, not after it.
    expect(fakes.order.indexOf('assets')).toBeLessThan(fakes.order.indexOf('rendered'));
    expect(fakes.remoteAssets).toHaveBeenCalledWith(remote, 'http://127.0.0.1:8080');
    expect(part.page).toBe(page);
    expect(part.tags).toEqual(['<link rel="stylesheet" href="/remotes/about/r.css" crossorigin>', '<link rel="preload">']);
    expect(part.preloads).toEqual(['<link rel="modulepreload" href="/remotes/about/remoteEntry.js?v=1" crossorigin>']);
  });

  it('renders nothing when no frame will show it, and a failed render leaves the head without a lead image', async () => {
    const unframed = deps(page);
    expect((await remotePage(match, request, false, unframed)).page).toBeNull();
    expect(unframed.renderRoute).not.toHaveBeenCalled();
    const failed = await remotePage(match, request, true, deps(null));
    expect(failed).toMatchObject({ page: null, tags: ['<link rel="stylesheet" href="/remotes/about/r.css" crossorigin>'] });
  });
});
