// Builds a tiny page remote's server renderer for real and runs it the way the gateway's render
// workers do: jsdom globals installed first, a (fake) API on loopback. Run: node --test vite/
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { buildRenderer } from './build-renderer.mjs';

const fixture = fileURLToPath(new URL('./test-remote', import.meta.url));

/** What the render worker does before importing a renderer (DOMPurify and storage need a window). */
function installDomGlobals() {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  for (const key of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'Node', 'DOMParser']) {
    if (globalThis[key] === undefined) Object.defineProperty(globalThis, key, { value: window[key], configurable: true });
  }
}

describe('a page remote server renderer', () => {
  let outDir;
  let render;
  let api;
  let apiOrigin;
  const requests = [];
  let apiDown = false;

  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'renderer-'));
    const file = await buildRenderer(fixture, { outDir });
    api = createServer((req, res) => {
      requests.push({ url: req.url, preview: req.headers['x-preview-token'] });
      res.setHeader('Content-Type', 'application/json');
      if (apiDown) return res.writeHead(503).end('{"message":"down"}');
      // A slow answer for the preview, so two renders overlap.
      const preview = req.headers['x-preview-token'] === 'draft';
      setTimeout(
        () => res.end(JSON.stringify({ data: { title: preview ? 'Draft <title>' : 'Published title', text: preview ? 'Draft text' : 'Published text' } })),
        preview ? 50 : 0,
      );
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiOrigin = `http://127.0.0.1:${api.address().port}`;
    installDomGlobals();
    ({ render } = await import(pathToFileURL(file).href));
    requests.length = 0;
  });

  after(async () => {
    api?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  test('is one module importing nothing but node: builtins', async () => {
    const code = await readFile(path.join(outDir, 'render.mjs'), 'utf8');
    const imported = [...code.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm)].map((m) => m[1] ?? m[2]);
    assert.ok(imported.includes('node:async_hooks'));
    assert.deepEqual(
      imported.filter((specifier) => !specifier.startsWith('node:')),
      [],
    );
  });

  test("renders a page from its own loader's published data, not the built-in defaults", async () => {
    const page = await render('/greeting', { apiOrigin });
    assert.match(page.html, /<h1>Published title<\/h1><!--\$--><p>Published text<\/p><ul>/);
    assert.doesNotMatch(page.html, /Built-in/);
    // Every part in place, no script to move one (the page's CSP would block it; hydration needs the markup).
    assert.doesNotMatch(page.html, /<script|hidden id="S:/);
    assert.match(page.html, /<li>Line <!-- -->999<\/li><\/ul><!--\/\$-->/);
    assert.match(page.html, /aria-busy="false"/);
    assert.deepEqual(page.data, { title: 'Published title', text: 'Published text' });
    assert.deepEqual(page.head, { title: 'Published title', description: 'Published text' });
    assert.deepEqual(requests, [{ url: '/api/cms/greeting', preview: undefined }]);
  });

  test("keeps each render's headers to itself when renders overlap", async () => {
    const [draft, published] = await Promise.all([
      render('/greeting', { apiOrigin, headers: { 'X-Preview-Token': 'draft' } }),
      render('/greeting', { apiOrigin }),
    ]);
    assert.match(draft.html, /<h1>Draft &lt;title&gt;<\/h1><!--\$--><p>Draft text<\/p>/);
    assert.match(published.html, /<h1>Published title<\/h1><!--\$--><p>Published text<\/p>/);
  });

  test('renders a page without a loader, with null data and its fixed head', async () => {
    const page = await render('/static', { apiOrigin });
    assert.equal(page.html, '<h1>Static page</h1>');
    assert.equal(page.data, null);
    assert.deepEqual(page.head, { title: 'Static', description: 'Fixed text' });
  });

  test('answers null for paths it does not render: unknown, parameterised, redirects', async () => {
    assert.equal(await render('/nowhere', { apiOrigin }), null);
    assert.equal(await render('/items/1', { apiOrigin }), null);
    assert.equal(await render('/moved', { apiOrigin }), null);
  });

  test('throws when the loader fails instead of rendering the defaults', async () => {
    apiDown = true;
    try {
      await assert.rejects(render('/greeting', { apiOrigin }), /down/);
    } finally {
      apiDown = false;
    }
  });
});
