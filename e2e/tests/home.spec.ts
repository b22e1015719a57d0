import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { trackPageErrors } from '../support/page-errors';
import { api, removeLeftovers, unique } from '../support/admin';
import { withApiStopped } from '../support/composition';

const DEFAULT_SLIDES = [
  '40+ years of expertise in psychotropic APIs and complex generics',
  'Customers in 80+ countries',
  'One integrated value chain across KSM, APIs and FDFs',
  '4 global facilities, 3 R&D centres and 1 integrated pharma platform',
];
const ACCREDITATIONS = ['US FDA', 'EU GMP', 'EDQM', 'Health Canada', 'ANVISA', 'PMDA', 'WHO-GMP'];

const heading1 = (page: Page) => page.getByRole('heading', { level: 1 });
const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Checks every home section with the default content (served by the API seed or built in). */
async function expectDefaultHome(page: Page, { withApprovals }: { withApprovals: boolean }) {
  await expect(heading1(page)).toHaveText(DEFAULT_SLIDES[0]);
  await expect(hero(page).getByRole('button', { name: /Go to slide/ })).toHaveCount(4);
  for (const [index, text] of DEFAULT_SLIDES.entries()) {
    await hero(page)
      .getByRole('button', { name: `Go to slide ${index + 1}` })
      .click();
    await expect(heading1(page)).toHaveText(text);
    await expect(hero(page).getByRole('button', { name: `Go to slide ${index + 1}` })).toHaveAttribute('aria-current', 'true');
  }

  const who = section(page, 'Who We Are');
  await expect(who.getByText(/40 years .* API heritage .* advanced-intermediates partnerships and CRDMO expertise/)).toBeVisible();
  const partners = who.getByRole('list', { name: 'Our partners' }).getByRole('link');
  await expect(partners).toHaveCount(3);
  for (const link of await partners.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }

  const impact = section(page, 'Global Impact & Excellence');
  await expect(impact.getByText('Partners worldwide trust us to deliver meaningful innovation through science.')).toBeVisible();
  await expect(impact.getByRole('listitem')).toHaveCount(3);
  await impact.scrollIntoViewIfNeeded();
  for (const value of ['200+', '150+', '80+']) await expect(impact.getByText(value, { exact: true })).toBeVisible();
  for (const title of ['Scientists', 'API Products', 'Countries']) await expect(impact.getByRole('heading', { name: title })).toBeVisible();

  const offerings = section(page, 'What We Offer');
  await expect(offerings.getByRole('listitem')).toHaveCount(14);
  await expect(offerings.getByRole('heading', { name: 'Active Pharmaceutical Ingredients' })).toBeVisible();

  const regulatory = section(page, 'Regulatory Approvals');
  await expect(regulatory.getByText(/facilities meet international quality standards/)).toBeVisible();
  await expect(regulatory.getByRole('list', { name: 'Accreditations' }).getByRole('listitem')).toHaveText(ACCREDITATIONS);
  const carousel = regulatory.getByRole('group', { name: 'Regulatory approvals', exact: true });
  if (withApprovals) {
    await expect(carousel.getByRole('link', { name: /US FDA/ })).toBeVisible();
    await expect(carousel.getByRole('link', { name: /EDQM/ })).toBeVisible();
  } else {
    await expect(carousel).toHaveCount(0);
  }
}

test('the home page shows its slider, sections and default texts', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/');
  // The counters wait below the fold at zero until their section is scrolled into view.
  await expect(section(page, 'Global Impact & Excellence').getByText('0+', { exact: true })).toHaveCount(3);
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(heading1(page)).toHaveText(DEFAULT_SLIDES[1]);
  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(heading1(page)).toHaveText(DEFAULT_SLIDES[3]);
  await hero(page).getByRole('button', { name: 'Go to slide 1' }).click();
  await expectDefaultHome(page, { withApprovals: true });
  expect(errors).toEqual([]);
});

test('the slider advances by itself every 8 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(heading1(page)).toHaveText(DEFAULT_SLIDES[0]);
  await page.clock.runFor(8000);
  await expect(heading1(page)).toHaveText(DEFAULT_SLIDES[1]);
  // Each move re-arms the timer after React renders, so let the page render between periods.
  for (const next of [2, 3, 0]) {
    await page.clock.runFor(8000);
    await expect(heading1(page)).toHaveText(DEFAULT_SLIDES[next]);
  }
});

test('with the API stopped the home page shows its last published page without errors', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/'); // rendered from the API: the gateway keeps it as the route's last good page
  await withApiStopped(async () => {
    await page.goto('/');
    // The last published render, approvals (which only the API has) included, hydrated as it is.
    await expectDefaultHome(page, { withApprovals: true });
  });
  expect(errors).toEqual([]);
});

test('a slide edited through the API shows after heroSlidesChanged, without a reload', async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(heading1(page)).toHaveText(DEFAULT_SLIDES[0]);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));

  const edited = `Edited in e2e ${Date.now()}`;
  await api('PUT', '/api/cms/home/slides/slide-1', { title: edited });
  try {
    await expect(heading1(page)).toHaveText(DEFAULT_SLIDES[0]);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('heroSlidesChanged')));
    await expect(heading1(page)).toHaveText(edited);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  } finally {
    await api('PUT', '/api/cms/home/slides/slide-1', { title: DEFAULT_SLIDES[0] });
  }
});

test('the global impact title edited through the API shows after adminDataChanged', async ({ page }) => {
  await page.goto('/');
  await expect(section(page, 'Global Impact & Excellence')).toBeVisible();
  await api('PUT', '/api/cms/home/global-impact', { title: 'Impact Worldwide' });
  try {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('adminDataChanged')));
    await expect(page.getByRole('heading', { level: 2, name: 'Impact Worldwide' })).toBeVisible();
  } finally {
    await api('PUT', '/api/cms/home/global-impact', { title: 'Global Impact & Excellence' });
  }
});

test('an unpublished Global Impact section is left out of the page, in the server HTML too', async ({ page }) => {
  await api('PUT', '/api/cms/home/global-impact', { isActive: false });
  try {
    await page.waitForTimeout(1100); // the freshness promise: a save is in the next request a second later
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('id="home-impact-title"');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Global Impact & Excellence' })).toHaveCount(0);
  } finally {
    await api('PUT', '/api/cms/home/global-impact', { isActive: true });
  }
  await page.goto('/');
  await expect(section(page, 'Global Impact & Excellence')).toBeVisible();
});

test('the home page fits a 360 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(heading1(page)).toBeVisible();
  await section(page, 'Regulatory Approvals').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the icons the site draws come from a small font; an icon only content names still shows', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  const fullFont = (path: string) => /\/remixicon-(?!core-)[^/]+\.woff2$/.test(path);
  await page.goto('/');
  await expect(section(page, 'What We Offer').getByRole('heading', { name: 'Active Pharmaceutical Ingredients' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts.some((path) => path.includes('/remixicon-core-'))).toBe(true);
  expect(fonts.filter(fullFont)).toEqual([]);

  // ri-rocket-2-line is in no source of the site: only the full font, fetched on demand, has it.
  const title = unique('E2E Icon Offering');
  await api('POST', '/api/cms/home/offerings', {
    title,
    description: 'An icon outside the core set.',
    icon: 'ri-rocket-2-line',
    metric: '1',
    unit: 'Icon',
    order: 99,
    isActive: true,
  });
  try {
    await page.reload();
    const card = section(page, 'What We Offer').getByRole('listitem').filter({ hasText: title });
    await card.scrollIntoViewIfNeeded();
    const icon = card.locator('.ri-rocket-2-line');
    await expect.poll(() => icon.evaluate((element) => getComputedStyle(element, '::before').content)).not.toMatch(/^(none|""|normal)$/);
    await expect.poll(() => fonts.some(fullFont)).toBe(true);
    const glyph = await icon.evaluate((element) => getComputedStyle(element, '::before').content.replace(/"/g, ''));
    await expect.poll(() => page.evaluate((text) => document.fonts.check('16px remixicon', text), glyph)).toBe(true);
  } finally {
    await removeLeftovers('/api/cms/home/offerings', 'E2E Icon Offering');
  }
});
