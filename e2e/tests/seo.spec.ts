import { PUBLIC_ROUTES } from '../support/public-routes.mjs';
import { api, restoreSection, unique } from '../support/admin';
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
