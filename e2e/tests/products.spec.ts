import type { Download, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { trackPageErrors } from '../support/page-errors';
import { api } from '../support/admin';
import { readFile } from 'node:fs/promises';
import { withApiStopped } from '../support/composition';

const HERO_PATH = '/api/cms/products/hero';
const TABS = ['Therapeutic', 'Intermediates', 'Pyridine', 'Thiophene'];

type Hero = Record<string, unknown> & { version?: number };

const readHero = () => api<Hero>('GET', HERO_PATH);

/** Saves changes with the stored version, as the admin does (a stale one would answer 409). */
async function putHero(changes: Hero): Promise<Hero> {
  const current = await readHero();
  return api<Hero>('PUT', HERO_PATH, { ...changes, version: current.version });
}

async function downloadedText(download: Download): Promise<string> {
  return (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
}

/** Opens a page (the fixture waits for the live app) and waits for its tabs or article. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('tab').or(page.getByRole('article')).first()).toBeVisible();
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const panel = (page: Page) => page.getByRole('tabpanel');
const cards = (page: Page) => panel(page).getByRole('article');

/** What every visit of /products shows, whatever the API answered. */
async function expectProductsStatic(page: Page) {
  await expect(page.getByRole('tab')).toHaveText(TABS);
  await expect(page.getByRole('tab', { name: 'Therapeutic' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(17);
  await expect(page.getByRole('heading', { level: 2, name: 'Product Excellence' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'Explore Our Capabilities' })).toHaveAttribute('href', '/capabilities');
}

test.describe('/products', () => {
  test('shows the hero from the API, sticky tabs and 17 therapeutic categories with 77 APIs', async ({ page }) => {
    const errors = trackPageErrors(page);
    await open(page, '/products');
    await expect(h1(page)).toHaveText('Our Product Portfolio');
    await expect(h1(page)).toHaveCount(1);
    await expect(page.getByText('150+ APIs across 17 therapeutic categories')).toBeVisible();
    await expectProductsStatic(page);

    const select = page.getByLabel('Therapeutic category', { exact: true });
    await expect(select.getByRole('option')).toHaveCount(18);
    await expect(select.getByRole('option').first()).toHaveText('All Categories (77 APIs)');
    await expect(page.getByText('17 categories · 77 APIs')).toBeVisible();

    const convulsant = cards(page).filter({ has: page.getByRole('heading', { name: 'Anti-Convulsant/Anxiolytic' }) });
    await expect(convulsant.getByRole('listitem')).toHaveText(['Clonazepam', 'Diazepam', 'Lorazepam']);
    await expect(convulsant.getByText('+12 more APIs')).toBeVisible();
    await expect(convulsant.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const allergic = cards(page).filter({ has: page.getByRole('heading', { name: 'Anti-Allergic' }) });
    await expect(allergic.getByText('Levocetirizine Dihydrochl...')).toBeVisible();

    await select.selectOption({ label: 'Anti-Psychotic (9)' });
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText('1 category · 9 APIs')).toBeVisible();
    await select.selectOption({ label: 'All Categories (77 APIs)' });
    await expect(cards(page)).toHaveCount(17);

    // The tab bar stays under the header while the list scrolls.
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await page.getByRole('tablist').boundingBox())?.y).toBeLessThan(120);
    expect(errors).toEqual([]);
  });

  test('search matches names and CAS numbers in the active tab; empty results say so', async ({ page }) => {
    await open(page, '/products');
    const search = page.getByRole('searchbox');
    await search.fill('1622-61-3');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByText('Clonazepam')).toBeVisible();
    await search.fill('fluoxetine');
    await expect(cards(page).getByRole('heading')).toHaveText('Anti-Depressants');
    await search.fill('no such molecule');
    await expect(panel(page).getByText('No results found')).toBeVisible();
    await expect(panel(page).getByText('Try adjusting your filter criteria')).toBeVisible();
    await page.getByRole('tab', { name: 'Thiophene' }).click();
    await search.fill('872-31-1');
    await expect(panel(page).getByRole('listitem')).toHaveCount(1);
    await expect(panel(page).getByText('3-Bromothiophene')).toBeVisible();
  });

  test('tabs work from the keyboard: arrows, Home and End', async ({ page }) => {
    await open(page, '/products');
    await page.getByRole('tab', { name: 'Therapeutic' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Intermediates' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Intermediates' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Thiophene' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('listitem')).toHaveCount(10);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Pyridine' })).toBeFocused();
    await expect(panel(page).getByRole('listitem')).toHaveCount(4);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Therapeutic' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(cards(page)).toHaveCount(17);
  });

  test('the API list modal shows every API, downloads a CSV and closes by button, backdrop and Escape', async ({ page }) => {
    await open(page, '/products');
    const opener = page.getByRole('button', { name: 'View all APIs in Anti-Depressants' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Anti-Depressants' });
    await expect(dialog.getByRole('row')).toHaveCount(16);
    await expect(dialog.getByRole('row', { name: /Sertraline Hydrochloride 79559-97-0/ })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download API List' }).click()]);
    expect(download.suggestedFilename()).toBe('auralis-anti-depressants-apis.csv');
    const lines = (await downloadedText(download)).trim().split('\r\n');
    expect(lines[0]).toBe('API Name,CAS Number,Therapeutic Category');
    expect(lines).toContain('Sertraline Hydrochloride,79559-97-0,Anti-Depressants');
    expect(lines).toHaveLength(16);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400); // the backdrop, outside the dialog
    await expect(dialog).toHaveCount(0);

    await opener.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('Request Quote opens the contact page with the subject in the query and the navigation state', async ({ page }) => {
    await open(page, '/products');
    await page.getByRole('button', { name: 'View all APIs in COPD' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Request Quote' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Quote%20request%3A%20COPD%20APIs$/);
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown }).usr);
    expect(state).toEqual({ subject: 'Quote request: COPD APIs' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('intermediates: six groups, custom-intermediates block, catalog download and expert contact', async ({ page }) => {
    await open(page, '/products');
    await page.getByRole('tab', { name: 'Intermediates' }).click();
    const groups = panel(page).locator('section.products-group');
    await expect(groups).toHaveCount(6);
    const ticagrelor = page.getByRole('region', { name: 'Ticagrelor Intermediates' });
    await expect(ticagrelor.getByText('145783-15-9')).toBeVisible();
    const image = ticagrelor.locator('img').first();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Need Custom Intermediates' })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Catalog' }).click()]);
    expect(download.suggestedFilename()).toBe('auralis-intermediates-catalog.csv');
    const lines = (await downloadedText(download)).trim().split('\r\n');
    expect(lines[0]).toBe('Product Family,Group,Product,CAS Number');
    expect(lines).toHaveLength(1 + 18 + 4 + 10);

    await page.getByRole('link', { name: 'Contact Our Experts' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Custom%20intermediates%20enquiry$/);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({ subject: 'Custom intermediates enquiry' });
  });

  test('a broken product image is replaced by an icon', async ({ page }) => {
    await page.route('**/images/products/molecule-1.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, '/products');
    await page.getByRole('tab', { name: 'Pyridine' }).click();
    await expect(panel(page).getByRole('listitem')).toHaveCount(4);
    await expect(panel(page).locator('.products-chem-fallback')).toHaveCount(1);
    await expect(panel(page).locator('img')).toHaveCount(3);
  });

  test('an edit of the hero through the API shows after productsHeroChanged, without a reload', async ({ page }) => {
    const original = await readHero();
    await open(page, '/products');
    await expect(h1(page)).toHaveText('Our Product Portfolio');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    try {
      await putHero({ titleLine1: 'Edited Product', titleLine2: 'Range', highlightText: 'Edited through the API' });
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('productsHeroChanged')));
      await expect(h1(page)).toHaveText('Edited Product Range');
      await expect(page.getByText('Edited through the API')).toBeVisible();

      await putHero({ isActive: false });
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('productsHeroChanged')));
      await expect(h1(page)).toHaveText('Our Products');
      await expect(h1(page)).toHaveCount(1);
      await expect(page.getByText('Edited through the API')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    } finally {
      const { titleLine1, titleLine2, highlightText, isActive } = original;
      await putHero({ titleLine1, titleLine2, highlightText, isActive });
    }
  });

  test('on a 390 px screen every tab is on screen and the modal fits', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/products');
    for (const name of TABS) {
      const box = await page.getByRole('tab', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBeTruthy();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'View all APIs in Anti-Depressants' }).click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box && box.width <= 390 && box.height <= 844).toBeTruthy();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Download API List' })).toBeInViewport();
  });
});

test.describe('/pharmaceutical-apis', () => {
  test('shows stats, category filters and the filtered sample list', async ({ page }) => {
    const errors = trackPageErrors(page);
    await open(page, '/pharmaceutical-apis');
    await expect(h1(page)).toHaveText('Pharmaceutical APIs');
    const stats = page.getByRole('region', { name: 'Key figures' }).getByRole('listitem');
    await expect(stats).toHaveText(['150+API Products', '80+Countries', '40+Years of Experience', '100%Regulatory Compliance']);

    const filters = page.getByRole('group', { name: 'Filter APIs by category' }).getByRole('button');
    await expect(filters).toHaveText([
      'All Categories',
      'CNS & Psychotropics',
      'Anti-Histaminic',
      'Anti-Convulsant',
      'Anti-Depressants',
      'ADHD Medications',
      'Complex Generics',
    ]);
    const samples = page.getByRole('article');
    await expect(samples).toHaveCount(6);
    const alprazolam = samples.filter({ has: page.getByRole('heading', { name: 'Alprazolam' }) });
    await expect(alprazolam.getByRole('list', { name: 'Regulatory approvals' }).getByRole('listitem')).toHaveText(['FDA', 'EMA', 'MHRA', 'TGA']);

    await filters.filter({ hasText: 'ADHD Medications' }).click();
    await expect(filters.filter({ hasText: 'ADHD Medications' })).toHaveAttribute('aria-pressed', 'true');
    await expect(samples).toHaveCount(1);
    await expect(samples.getByRole('heading')).toHaveText('Atomoxetine Hydrochloride');
    await filters.filter({ hasText: 'All Categories' }).click();
    await expect(samples).toHaveCount(6);

    await expect(page.getByRole('heading', { level: 2, name: 'Quality & Regulatory Excellence' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'View All Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('tab', { name: 'Therapeutic' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Request Information opens the contact page about that API', async ({ page }) => {
    await open(page, '/pharmaceutical-apis');
    await page.getByRole('link', { name: 'Request Information about Clonazepam' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Information%20request%3A%20Clonazepam%20\(CAS%201622-61-3\)$/);
  });
});

test('with the API down both pages render their built-in content without errors', async ({ page }) => {
  const errors = trackPageErrors(page);
  await withApiStopped(async () => {
    await open(page, '/products');
    await expect(h1(page)).toHaveText('Our Product Portfolio');
    await expect(h1(page)).toHaveCount(1);
    await expectProductsStatic(page);
    await page.getByRole('button', { name: 'View all APIs in COPD' }).click();
    await expect(page.getByRole('dialog').getByRole('row')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Intermediates' }).click();
    await expect(panel(page).locator('section.products-group')).toHaveCount(6);

    await open(page, '/pharmaceutical-apis');
    await expect(h1(page)).toHaveText('Pharmaceutical APIs');
    await expect(page.getByRole('article')).toHaveCount(6);
    expect(errors).toEqual([]);
  });
});
