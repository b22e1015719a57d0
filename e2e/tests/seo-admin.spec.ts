import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, openTab, signIn, unique } from '../support/admin';

/*
 * The SEO sub-tab each page remote adds to its admin top tab, against the API's
 * GET/PUT /api/cms/seo and POST /api/auth/preview-token. Every test puts the entries back as it
 * found them: other spec files read the same pages.
 */

interface SeoEntry {
  route: string;
  title: string;
  description: string;
  image: string;
  noindex: boolean;
}

const EMPTY = { title: '', description: '', image: '', noindex: false };

async function entryOf(route: string): Promise<SeoEntry | undefined> {
  return (await api<SeoEntry[]>('GET', '/api/cms/seo')).find((entry) => entry.route === route);
}

/** Puts a route's entry back (an entry that did not exist is left at the defaults). */
async function restoreEntry(route: string, original: SeoEntry | undefined): Promise<void> {
  const { title, description, image, noindex } = original ?? { route, ...EMPTY };
  await api('PUT', '/api/cms/seo', { route, title, description, image, noindex });
}

async function openSeo(page: Page, top: string): Promise<void> {
  await openTab(page, top, /^SEO/);
  await expect(page.getByRole('heading', { name: 'SEO', level: 2 })).toBeVisible();
}

test.describe('Admin SEO sub-tab', () => {
  test('About > SEO: the defaults come from the page, a saved title and description are kept after a reload', async ({ page }) => {
    const original = await entryOf('/about');
    const about = await api<{ hero: { title: string } }>('GET', '/api/cms/about');
    const title = unique('E2E About');
    const description = 'Who we are, for pharmaceutical buyers: forty years of chemistry.';
    try {
      await restoreEntry('/about', undefined);
      await signIn(page);
      await openSeo(page, 'About Page');
      const form = page.getByRole('form', { name: 'SEO settings for About' });
      const titleBox = form.getByRole('textbox', { name: 'Title' });
      // Empty means "the page's own": the About hero's title is the placeholder and the hint.
      await expect(titleBox).toHaveValue('');
      await expect(titleBox).toHaveAttribute('placeholder', about.hero.title);
      await expect(form.getByText(`Default: ${about.hero.title}`)).toBeVisible();
      await expect(page.getByRole('tab', { name: /^SEO/ })).toHaveAccessibleName('SEO 0 items');

      await titleBox.fill(title);
      await expect(titleBox).toHaveAccessibleDescription(new RegExp(`^${title.length} / 70 characters`));
      await form.getByRole('textbox', { name: 'Meta description' }).fill(description);
      const preview = form.getByRole('region', { name: 'Search result preview' });
      await expect(preview).toContainText(title);
      await expect(preview).toContainText(description);
      await form.getByRole('button', { name: 'Save SEO Settings' }).click();
      await expect(form.getByRole('status').filter({ hasText: 'saved successfully' })).toHaveText('SEO settings for About saved successfully!');
      await expect(page.getByRole('tab', { name: /^SEO/ })).toHaveAccessibleName('SEO 1 item');
      expect(await entryOf('/about')).toMatchObject({ title, description, image: '', noindex: false });

      await page.reload();
      await openSeo(page, 'About Page');
      await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
      await expect(form.getByRole('textbox', { name: 'Meta description' })).toHaveValue(description);
    } finally {
      await restoreEntry('/about', original);
    }
  });

  test('a title over 70 characters is refused before sending, and Preview page opens the route with a preview token', async ({ page }) => {
    const original = await entryOf('/about');
    await signIn(page);
    await openSeo(page, 'About Page');
    const form = page.getByRole('form', { name: 'SEO settings for About' });
    await form.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(71));
    await form.getByRole('button', { name: 'Save SEO Settings' }).click();
    await expect(form.getByText('Title must be at most 70 characters')).toBeVisible();
    expect(await entryOf('/about')).toEqual(original);

    const popup = page.waitForEvent('popup');
    await form.getByRole('button', { name: /^Preview page/ }).click();
    const tab = await popup;
    await tab.waitForURL(/\/about\?preview=[^&]+$/);
    const token = new URL(tab.url()).searchParams.get('preview')!;
    // The token the API signed answers its own check.
    const check = await page.request.get('/api/auth/preview-token', { headers: { 'X-Preview-Token': token } });
    expect(check.status()).toBe(200);
    await tab.close();
  });

  test('Capabilities > SEO lists its three routes and saves the one selected', async ({ page }) => {
    const original = await entryOf('/contract-manufacturing');
    try {
      await signIn(page);
      await openSeo(page, 'Capabilities');
      const select = page.getByRole('combobox', { name: 'Page' });
      await expect(select.getByRole('option')).toHaveText([
        'Capabilities (/capabilities)',
        'Contract Manufacturing (/contract-manufacturing)',
        'Research & Development (/research-development)',
      ]);
      await select.selectOption('/contract-manufacturing');
      const form = page.getByRole('form', { name: 'SEO settings for Contract Manufacturing' });
      await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAttribute('placeholder', 'Contract Manufacturing');
      await form.getByRole('checkbox', { name: 'Hide from search engines (noindex)' }).check();
      await form.getByRole('button', { name: 'Save SEO Settings' }).click();
      await expect(form.getByRole('status').filter({ hasText: 'saved successfully' })).toHaveText(
        'SEO settings for Contract Manufacturing saved successfully!',
      );
      expect(await entryOf('/contract-manufacturing')).toMatchObject({ noindex: true, title: '' });
    } finally {
      await restoreEntry('/contract-manufacturing', original);
    }
  });
});
