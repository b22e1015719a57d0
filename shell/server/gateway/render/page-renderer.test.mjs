import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { pageDataScript } from './page-data.mjs';
import * as mod from './page-renderer.mjs';

const page = (title) => ({ html: `<h1>${title}</h1>`, json: JSON.stringify({ title }), head: { title, description: '' } });
/** A failed render as the pool (render-pool.mjs) rejects it: with the reason its log line gives. */
const poolError = (reason) => Object.assign(new Error(`render failed: ${reason}`), { reason });
const request = (pathname, preview = false) => ({ remote: { name: 'mf_about' }, fetchOrigin: 'http://o', pathname, context: {}, preview });

describe('page renderer: render, else the last good page, else client rendering', () => {
  let clock;
  let logs;
  let file;
  let render;
  let renderRoute;

  beforeEach(() => {
    clock = 1000;
    logs = [];
    file = '/tmp/a.mjs';
    render = jest.fn();
    renderRoute = mod.pageRenderer({
      rendererFile: async () => file,
      render,
      log: (_service, _level, message, extra) => logs.push({ message, ...extra }),
      now: () => clock,
      maxRoutes: 2,
      suspendMs: 5000,
    });
  });

  it('serves a good render and keeps it; a later failure serves it again, with one log line', async () => {
    render.mockResolvedValueOnce(page('Published'));
    expect(await renderRoute(request('/about'))).toMatchObject({ page: page('Published'), from: 'render' });
    expect(logs).toEqual([]);
    render.mockImplementationOnce(async () => {
      clock += 40;
      throw new Error('loader failed: API down');
    });
    expect(await renderRoute(request('/about'))).toMatchObject({ page: page('Published'), from: 'last-good', ms: 40 });
    expect(logs).toEqual([
      {
        message: 'page render failed',
        route: '/about',
        remote: 'mf_about',
        reason: 'threw',
        ms: 40,
        fallback: 'last good HTML',
        error: 'loader failed: API down',
      },
    ]);
  });

  it('without a last good page, falls back to client rendering (no page HTML)', async () => {
    render.mockRejectedValueOnce(new Error('boom'));
    expect(await renderRoute(request('/about'))).toMatchObject({ page: null, from: 'none' });
    expect(logs[0]).toMatchObject({ reason: 'threw', fallback: 'client rendering' });
  });

  it('a remote without a renderer is not rendered, and says so', async () => {
    file = null;
    expect(await renderRoute(request('/about'))).toMatchObject({ page: null, from: 'none' });
    expect(render).not.toHaveBeenCalled();
    expect(logs[0]).toMatchObject({ reason: 'no renderer' });
  });

  it('a path the remote does not render (null) is answered without a fallback or a log line', async () => {
    render.mockResolvedValueOnce(null);
    expect(await renderRoute(request('/about/nothing'))).toMatchObject({ page: null, from: 'render' });
    expect(logs).toEqual([]);
  });

  it('a renderer that timed out is not run again until its suspension ends, or until it is redeployed', async () => {
    render.mockResolvedValueOnce(page('Good'));
    await renderRoute(request('/about'));
    render.mockRejectedValueOnce(poolError('timeout'));
    expect(await renderRoute(request('/about'))).toMatchObject({ from: 'last-good' });
    expect(logs[0]).toMatchObject({ reason: 'timeout' });
    clock += 4999;
    expect(await renderRoute(request('/about'))).toMatchObject({ from: 'last-good' });
    expect(render).toHaveBeenCalledTimes(2);
    expect(logs[1]).toMatchObject({ reason: 'suspended after a timeout or out of memory' });
    file = '/tmp/b.mjs'; // a redeploy: a new file
    render.mockResolvedValueOnce(page('Fixed'));
    expect(await renderRoute(request('/about'))).toMatchObject({ page: page('Fixed'), from: 'render' });
    file = '/tmp/a.mjs';
    clock += 1;
    render.mockResolvedValueOnce(page('Back'));
    expect(await renderRoute(request('/about'))).toMatchObject({ page: page('Back'), from: 'render' });
  });

  it('a render that waited past its budget in the queue (busy or starting pool) says so, and does not suspend the renderer', async () => {
    render.mockRejectedValueOnce(poolError('pool busy'));
    expect(await renderRoute(request('/about'))).toMatchObject({ page: null, from: 'none' });
    expect(logs[0]).toMatchObject({ reason: 'pool busy' });
    render.mockResolvedValueOnce(page('Rendered'));
    expect(await renderRoute(request('/about'))).toMatchObject({ page: page('Rendered'), from: 'render' });
  });

  it('a preview render never becomes the last good page, nor falls back to it', async () => {
    render.mockResolvedValueOnce(page('Published'));
    await renderRoute(request('/about'));
    render.mockResolvedValueOnce(page('Draft'));
    expect(await renderRoute(request('/about', true))).toMatchObject({ page: page('Draft'), from: 'render' });
    render.mockRejectedValueOnce(new Error('boom'));
    expect(await renderRoute(request('/about', true))).toMatchObject({ page: null, from: 'none' });
    render.mockRejectedValueOnce(new Error('boom'));
    expect(await renderRoute(request('/about'))).toMatchObject({ page: page('Published'), from: 'last-good' });
  });

  it('keeps the last good page of a bounded number of routes, the least recently rendered dropped first', async () => {
    for (const route of ['/a', '/b', '/a', '/c']) {
      render.mockResolvedValueOnce(page(route));
      await renderRoute(request(route));
    }
    render.mockRejectedValue(new Error('boom'));
    expect((await renderRoute(request('/a'))).from).toBe('last-good');
    expect((await renderRoute(request('/c'))).from).toBe('last-good');
    expect((await renderRoute(request('/b'))).from).toBe('none');
  });

  it('names the pool failures', () => {
    for (const reason of ['timeout', 'pool busy', 'queue full', 'out of memory', 'output too large', 'message flood', 'process exited'])
      expect(mod.failureReason(poolError(reason))).toBe(reason);
    expect(mod.failureReason(new TypeError('x is not a function'))).toBe('threw');
  });
});

describe('page data for hydration', () => {
  it('is JSON that no text can break out of: no closing tag, comment or JS line terminator', async () => {
    const data = JSON.stringify({ text: '</script><script>alert(1)</script><!--\u2028\u2029' });
    const script = pageDataScript('/about', data, 'n0nce');
    expect(script.startsWith('<script type="application/json" id="page-data" nonce="n0nce">')).toBe(true);
    const inner = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(inner)).toEqual({ path: '/about', data: JSON.parse(data) });
    // The media records its images were drawn with ride along when there are any.
    const withMedia = pageDataScript('/about', data, 'n0nce', '{"/uploads/a.jpg":{"alt":"</script>"}}');
    expect(JSON.parse(withMedia.slice(withMedia.indexOf('>') + 1, -'</script>'.length)).media).toEqual({ '/uploads/a.jpg': { alt: '</script>' } });
  });
});
