import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { trackPageErrors } from '../support/page-errors';
import { api } from '../support/admin';
import { withApiStopped } from '../support/composition';

const MANAGEMENT = ['Dr. Arvind Subramanian', 'Kavitha Narayanan', 'Rajesh Menon', 'Dr. Lukas Brunner'];
const ADVISORS = ['Dr. Helena Vogt', 'Prof. S. Ramachandran', 'Dr. Thomas Albrecht', 'Anjali Deshpande'];

const heading1 = (page: Page) => page.getByRole('heading', { level: 1 });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
/** Distance of a section's top from the top of the viewport. */
const sectionTop = (page: Page, id: string) => page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN, id);

async function expectDefaultAbout(page: Page) {
  await expect(heading1(page)).toHaveText('About Auralis Life Sciences');
  await expect(page.getByText('Four decades of science, quality and partnership')).toBeVisible();
  await expect(page.getByText(/is the pharmaceutical arm of the Auralis Group/)).toBeVisible();
  const logos = page.getByRole('list', { name: 'Group companies' }).getByRole('link');
  await expect(logos).toHaveCount(3);
  for (const logo of await logos.all()) await expect(logo).toHaveAttribute('target', '_blank');

  await expect(page.getByRole('tab')).toHaveText(['Our Journey', 'Our Vision & Mission', 'Leadership Team']);
  const journey = page.getByRole('tabpanel', { name: 'Our Journey' });
  await expect(journey.getByRole('heading', { level: 2 })).toHaveText('The Auralis Life Sciences Journey');
  await expect(journey.getByRole('button', { name: /Go to slide/ })).toHaveCount(3);

  const vision = page.getByRole('tabpanel', { name: 'Our Vision & Mission' });
  for (const name of ['Our Vision', 'Our Mission']) await expect(vision.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(vision.getByText('Quality First')).toBeVisible();
  await expect(vision.getByRole('heading', { level: 4 })).toHaveText(['Innovation', 'Integrate', 'Improve', 'Impact']);

  const leadership = page.getByRole('tabpanel', { name: 'Leadership Team' });
  const cards = (group: string) => leadership.getByRole('group', { name: group }).getByRole('button');
  const startsWith = (names: string[]) => names.map((name) => new RegExp(`^${name.replace(/\./g, '\\.')}`));
  await expect(cards('Management Team')).toHaveText(startsWith(MANAGEMENT));
  await expect(cards('Advisory Board')).toHaveText(startsWith(ADVISORS));
  await expect(page.getByText('Dr. Venkatesh Rao')).toHaveCount(0);

  const more = page.getByRole('link', { name: /To know more/ });
  await expect(more).toHaveAttribute('target', '_blank');
  await expect(more).toHaveAttribute('href', 'https://www.auralis-group.example');
}

test('the About page shows its hero, tabs, journey, vision and mission, values, teams and banner', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/about');
  await expectDefaultAbout(page);
  expect(errors).toEqual([]);
});

test('a member opens in a dialog that closes on an outside click and on Escape', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: /Kavitha Narayanan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Kavitha Narayanan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Chief Financial Officer')).toBeVisible();
  await expect(dialog.getByText(/oversees finance, treasury and investor relations/)).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Portrait of Kavitha Narayanan' })).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /Dr. Helena Vogt/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('tabs scroll to their sections and follow the reader', async ({ page }) => {
  await page.goto('/about');
  await tab(page, 'Leadership Team').click();
  await expect(tab(page, 'Leadership Team')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => sectionTop(page, 'leadership')).toBeLessThan(200);
  await tab(page, 'Leadership Team').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Our Vision & Mission')).toBeFocused();
  await expect.poll(() => sectionTop(page, 'vision')).toBeLessThan(200);
  await expect(tab(page, 'Our Vision & Mission')).toHaveAttribute('aria-selected', 'true');
  // Scrolling by hand moves the highlight (scroll-spy).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Just past the point where the journey section starts to count: its top minus 100, minus 150. The
  // target is measured again on each try: images or fresh content above it may still move the section
  // on a slow machine, and the spy must follow the layout the reader has, not the one first measured.
  const journeySelected = async () => {
    await page.evaluate(() => {
      const top = document.getElementById('journey')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - 100 - 150 + 20, behavior: 'instant' });
    });
    return tab(page, 'Our Journey').getAttribute('aria-selected');
  };
  await expect.poll(journeySelected).toBe('true');
});

test('the header link About Us → Leadership Team lands on the leadership section', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'About Us' }).click();
  await nav.getByRole('link', { name: 'Leadership Team' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(tab(page, 'Leadership Team')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => sectionTop(page, 'leadership')).toBeLessThan(200);
  expect(await sectionTop(page, 'leadership')).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('heading', { name: 'Management Team' })).toBeInViewport();
});

test('with the API stopped the About page shows its built-in content without errors', async ({ page }) => {
  const errors = trackPageErrors(page);
  await withApiStopped(async () => {
    await page.goto('/about');
    await expectDefaultAbout(page);
  });
  expect(errors).toEqual([]);
});

test('a hero edited through the API shows after aboutDataChanged, without a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(heading1(page)).toHaveText('About Auralis Life Sciences');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  const edited = `About us, edited ${Date.now()}`;
  await api('PUT', '/api/cms/about/hero', { title: edited });
  try {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('aboutDataChanged')));
    await expect(heading1(page)).toHaveText(edited);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  } finally {
    await api('PUT', '/api/cms/about/hero', { title: 'About Auralis Life Sciences' });
  }
});

test('the About page fits a 360 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/about');
  await expect(heading1(page)).toBeVisible();
  // All three tabs fit side by side.
  for (const name of ['Our Journey', 'Our Vision & Mission', 'Leadership Team']) {
    const box = await tab(page, name).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
