import { PUBLIC_ROUTES } from '../support/public-routes.mjs';
import { api, apiSession, restoreSection, unique } from '../support/admin';
import { COMPOSITION } from '../support/composition';
import { expect, test } from '../support/test';

/*
 * What search engines get from the gateway: robots.txt, a sitemap of every public route with the
 * date of its newest published change, the admin marked noindex, the home page's Organization JSON-LD.
 */

const base = COMPOSITION.baseURL;

/** The sitemap's entries: location → lastmod (undefined when it has none). */
async function sitemap(): Promise<Map<string, string | undefined>> {
  const response = await fetch(`${base}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
  return new Map(entries.map(([, loc, lastmod]) => [loc!, lastmod]));
}

const locOf = (route: string) => `${base}${route}`;

test('robots.txt keeps crawlers out of the admin and names the sitemap', async () => {
  const response = await fetch(`${base}/robots.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  expect(await response.text()).toBe(`User-agent: *\nDisallow: /admin\n\nSitemap: ${base}/sitemap.xml\n`);
});

test('sitemap.xml lists every public route, with lastmod, and no admin route', async () => {
  const entries = await sitemap();
  for (const route of PUBLIC_ROUTES) {
    expect(entries.has(locOf(route)), route).toBe(true);
    expect(Date.parse(entries.get(locOf(route)) ?? ''), route).not.toBeNaN();
  }
  expect([...entries.keys()].some((loc) => loc.includes('/admin'))).toBe(false);
});

test("an edit through the API moves that route's lastmod only", async () => {
  const path = '/api/cms/about/hero';
  const hero = await api<Record<string, unknown>>('GET', path);
  const before = await sitemap();
  try {
    await api('PUT', path, { title: unique('SEO lastmod') });
    // The gateway keeps the API's dates for a few seconds.
    await expect
      .poll(async () => Date.parse((await sitemap()).get(locOf('/about')) ?? ''), { timeout: 15_000 })
      .toBeGreaterThan(Date.parse(before.get(locOf('/about'))!));
    expect((await sitemap()).get(locOf('/contact'))).toBe(before.get(locOf('/contact')));
  } finally {
    await restoreSection(path, hero);
  }
});

test('the admin is marked noindex, in its headers and its page', async ({ page }) => {
  const response = await page.goto('/admin/login');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const home = await fetch(`${base}/`);
  expect(home.headers.get('x-robots-tag')).toBeNull();
});

test("the home page describes the organization in JSON-LD, with the footer's social links", async ({ page }) => {
  await page.goto('/');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
  // The links of the footer's "Follow Us" list.
  const social = page.getByRole('contentinfo').locator('.footer-social').getByRole('link');
  const footerProfiles = await social.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(footerProfiles.length).toBeGreaterThan(0);
  expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', url: `${base}/` });
  expect(jsonLd.name).toEqual(expect.any(String));
  expect(jsonLd.logo).toMatch(new RegExp(`^${base}/`));
  expect(jsonLd.sameAs).toEqual(footerProfiles);
  await page.goto('/about');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

/** The page's HTML as a crawler or a link preview gets it (no script runs). */
async function served(route: string): Promise<string> {
  const response = await fetch(`${base}${route}`);
  expect(response.status, route).toBe(200);
  return response.text();
}

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test('every public route has its own title, description, canonical URL and share tags', async () => {
  const titles = new Set<string>();
  for (const route of PUBLIC_ROUTES) {
    const html = await served(route);
    const title = tag(html, /<title>([^<]+)<\/title>/);
    expect(title, route).toBeTruthy();
    expect(html.match(/<title>/g), route).toHaveLength(1);
    titles.add(title!);
    expect(tag(html, /<meta name="description" content="([^"]+)">/), route).toBeTruthy();
    expect(tag(html, /<link rel="canonical" href="([^"]+)">/), route).toBe(locOf(route));
    expect(tag(html, /<meta property="og:url" content="([^"]+)">/), route).toBe(locOf(route));
    expect(tag(html, /<meta property="og:title" content="([^"]+)">/), route).toBe(title);
    expect(tag(html, /<meta name="twitter:card" content="([^"]+)">/), route).toMatch(/^summary(_large_image)?$/);
  }
  expect(titles.size).toBe(PUBLIC_ROUTES.length);
});

test('a save is in the server HTML of the request made a second later, and the SEO settings win over the page', async () => {
  const hero = await api<Record<string, unknown>>('GET', '/api/cms/about/hero');
  const title = unique('Published About');
  try {
    await api('PUT', '/api/cms/about/hero', { title });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const html = await served('/about');
    expect(tag(html, /<h1[^>]*>([^<]+)/)).toBe(title);
    expect(tag(html, /<title>([^<]+)<\/title>/)).toContain(title);

    await api('PUT', '/api/cms/seo', {
      route: '/about',
      title: 'Who we are',
      description: 'Chemistry since 1984.',
      image: '/uploads/share.png',
      noindex: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const tuned = await served('/about');
    expect(tag(tuned, /<title>([^<]+)<\/title>/)).toBe('Who we are');
    expect(tag(tuned, /<meta name="description" content="([^"]+)">/)).toBe('Chemistry since 1984.');
    expect(tag(tuned, /<meta property="og:image" content="([^"]+)">/)).toBe(`${base}/uploads/share.png`);
    expect(tuned).toContain('<meta name="robots" content="noindex">');
    expect((await sitemap()).has(locOf('/about'))).toBe(false);
  } finally {
    await api('PUT', '/api/cms/seo', { route: '/about', title: '', description: '', image: '', noindex: false });
    await restoreSection('/api/cms/about/hero', hero);
  }
});

test('a preview link shows unpublished content to its holder only: never cached, never indexed', async () => {
  const hero = await api<Record<string, unknown>>('GET', '/api/cms/about/hero');
  const draft = unique('Unpublished About');
  try {
    await api('PUT', '/api/cms/about/hero', { title: draft, isActive: false });
    // Answered as it is ({ token, expiresAt }), not wrapped in `data`.
    const issued = await fetch(`${COMPOSITION.apiURL}/api/auth/preview-token`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${(await apiSession()).token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/about' }), // a token shows its own page's drafts only
    });
    const { token } = (await issued.json()) as { token: string };
    const preview = await fetch(`${base}/about?preview=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await preview.text();
    expect(tag(html, /<h1[^>]*>([^<]+)/)).toBe(draft);
    expect(html).toContain('<meta name="robots" content="noindex">');

    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await served('/about')).not.toContain(draft);
    const forged = await fetch(`${base}/about?preview=${encodeURIComponent(`${token}x`)}`);
    expect(forged.status).toBe(401);
    expect(await forged.text()).toContain('not valid or has expired');
  } finally {
    await restoreSection('/api/cms/about/hero', hero);
  }
});

test("the tab shows the new page's title after a navigation inside the app", async ({ page }) => {
  await page.goto('/');
  const homeTitle = await page.title();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact/);
  await expect(page).toHaveTitle(tag(await served('/contact'), /<title>([^<]+)<\/title>/)!.replace(/&amp;/g, '&'));
  expect(await page.title()).not.toBe(homeTitle);
});
