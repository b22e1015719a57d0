import { createServer, request } from 'node:http';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGateway } from './gateway.mjs';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** A raw GET, so the test chooses the Host header (fetch does not let it). */
function get(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

const organization = {
  name: 'Auralis </script> Life Sciences',
  logo: '/favicon.svg',
  sameAs: ['https://www.linkedin.com/company/auralis', 'https://x.com/auralis'],
};

describe('gateway: search engines', () => {
  let api;
  let apiUp = true;
  /** The languages read's answer (none: the API has no such route, the default language alone). */
  let languages = null;
  let gateway;
  let port;
  let publicGateway;
  let publicPort;

  beforeAll(async () => {
    // A fake API: the pages-updated read, and nothing else.
    api = createServer((req, res) => {
      if (!apiUp) return res.destroy();
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/cms/pages/languages' && languages) return res.end(JSON.stringify({ data: languages }));
      if (req.url === '/api/cms/pages/updated') {
        return res.end(JSON.stringify({ data: { '/': '2026-01-02T03:04:05.000Z', '/a&b': 'not a date', '/admin': '2026-01-01T00:00:00.000Z' } }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
    const apiPort = await listen(api);
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-seo-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    const remotes = [
      { name: 'mf_home', entry: 'http://127.0.0.1:9/remoteEntry.js', routes: ['/'], version: '1.0.0' },
      { name: 'mf_odd', entry: 'http://127.0.0.1:9/remoteEntry.js', routes: ['/a&b', '/products/:id', '/docs/*'], version: '1.0.0' },
      { name: 'mf_admin', entry: 'http://127.0.0.1:9/remoteEntry.js', routes: ['/admin', '/admin/*'], version: '1.0.0' },
    ];
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
    const options = { distDir: path.join(dir, 'dist'), remotesFile: path.join(dir, 'remotes.json'), apiOrigin: `http://127.0.0.1:${apiPort}`, organization };
    gateway = createGateway(options);
    port = await listen(gateway);
    publicGateway = createGateway({ ...options, publicUrl: 'https://www.example.com/' });
    publicPort = await listen(publicGateway);
  });

  afterAll(() => {
    api.close();
    gateway.close();
    publicGateway.close();
  });

  it('serves robots.txt: everything but the admin, and where the sitemap is', async () => {
    const answer = await get(port, '/robots.txt', { Host: 'site.test:8080' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    // Without PUBLIC_URL: this gateway's own address, never the Host the client sent.
    expect(answer.body).toBe(`User-agent: *\nDisallow: /admin\n\nSitemap: http://localhost:${port}/sitemap.xml\n`);
    // The hardened handler's headers are on it too.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes the site URL from PUBLIC_URL when set, whatever the Host', async () => {
    const answer = await get(publicPort, '/robots.txt', { Host: 'other.test' });
    expect(answer.body).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('never writes a Host, well formed or hostile, into robots.txt, the sitemap or a page', async () => {
    for (const [pathname, host] of [
      ['/robots.txt', 'evil.test"><script>alert(1)</script>'],
      ['/sitemap.xml', 'evil.test"><script>alert(1)</script>'],
      ['/robots.txt', 'evil.test'],
      ['/sitemap.xml', 'evil.test:8080'],
      ['/', 'evil.test'],
    ]) {
      const answer = await get(port, pathname, { Host: host, 'X-Forwarded-Host': 'evil.test' });
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain('evil');
      expect(answer.body).not.toContain('<script>');
      expect(answer.body).toContain(`http://localhost:${port}/`);
    }
  });

  it('lists the exact public routes of the remote list, XML-escaped, with lastmod from the API', async () => {
    const answer = await get(publicPort, '/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const locs = [...answer.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(['https://www.example.com/', 'https://www.example.com/a&amp;b']);
    expect(answer.body).toContain('<url><loc>https://www.example.com/</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>');
    // A date the API got wrong is left out rather than copied.
    expect(answer.body).toContain('<url><loc>https://www.example.com/a&amp;b</loc></url>');
    expect(answer.body).not.toContain('admin');
  });

  it('still answers the sitemap, without lastmod, when the API is down', async () => {
    apiUp = false;
    // A fresh gateway: no dates cached from the API's good days.
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-seo-down-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify([{ name: 'mf_home', entry: '/x/remoteEntry.js', routes: ['/'], version: '1' }]));
    const lonely = createGateway({
      distDir: path.join(dir, 'dist'),
      remotesFile: path.join(dir, 'remotes.json'),
      apiOrigin: `http://127.0.0.1:${api.address().port}`,
    });
    const lonelyPort = await listen(lonely);
    try {
      const answer = await get(lonelyPort, '/sitemap.xml', { Host: 'site.test' });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`<url><loc>http://localhost:${lonelyPort}/</loc></url>`);
      expect(answer.body).not.toContain('lastmod');
    } finally {
      apiUp = true;
      lonely.close();
    }
  });

  it('marks every admin answer noindex, in the header and in the composed page', async () => {
    for (const pathname of ['/admin', '/admin/login', '/admin/x']) {
      const answer = await get(port, pathname);
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
    }
    // Another case of an admin path is redirected to its own; the redirect is not indexed either.
    const upper = await get(port, '/ADMIN/x');
    expect([upper.status, upper.headers.location, upper.headers['x-robots-tag']]).toEqual([301, '/admin/x', 'noindex, nofollow']);
    const home = await get(port, '/');
    expect(home.headers['x-robots-tag']).toBeUndefined();
    expect(home.body).not.toContain('name="robots"');
    expect((await get(port, '/nowhere')).status).toBe(404);
  });

  it('puts the Organization JSON-LD, with the nonce, on the home page only', async () => {
    const home = await get(publicPort, '/');
    const nonce = /'nonce-([^']+)'/.exec(String(home.headers['content-security-policy']))?.[1];
    const match = /<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/.exec(home.body);
    expect(match?.[1]).toBe(nonce);
    // `<` is escaped, so the name's "</script>" cannot close the element early.
    expect(match?.[2]).not.toContain('<');
    expect(JSON.parse(match?.[2] ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Auralis </script> Life Sciences',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/favicon.svg',
      sameAs: organization.sameAs,
    });
    for (const pathname of ['/a&b', '/admin']) expect((await get(publicPort, pathname)).body).not.toContain('application/ld+json');
  });

  it('serves each language that has a page under its prefix, says its language, and lists every language of a route in the sitemap', async () => {
    languages = {
      defaultLocale: 'en',
      locales: [
        { tag: 'en', fallback: null },
        { tag: 'de', fallback: 'en' },
        { tag: 'ja', fallback: null },
      ],
      routes: { '/': ['en', 'de'], '/a&b': ['en'] },
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 500)); // past the content reader's freshness
      const german = await get(publicPort, '/de');
      expect(german.status).toBe(200);
      expect(german.headers['content-language']).toBe('de');
      expect(german.body).toMatch(/^<html lang="de" dir="ltr">/);
      expect(german.body).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.com/">');
      const upper = await get(publicPort, '/DE/');
      expect([upper.status, upper.headers.location]).toEqual([301, '/de']);
      // Japanese shows only translated pages and has none; an unknown prefix is no language.
      expect((await get(publicPort, '/ja')).status).toBe(404);
      expect((await get(publicPort, '/fr')).status).toBe(404);
      // The dashboard has no language paths.
      expect((await get(publicPort, '/de/admin')).status).toBe(404);

      const sitemap = (await get(publicPort, '/sitemap.xml')).body;
      expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      const links =
        '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/"/><xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/"/>';
      expect(sitemap).toContain(`<url><loc>https://www.example.com/</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>${links}</url>`);
      expect(sitemap).toContain(`<url><loc>https://www.example.com/de</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>${links}</url>`);
      expect(sitemap).toContain('<url><loc>https://www.example.com/a&amp;b</loc></url>');
      expect(sitemap).not.toContain('/ja');
    } finally {
      languages = null;
    }
  });
});
