import { expectNoViolations, scrollThrough } from '../support/axe';
import { expect, test } from '../support/test';
import { PUBLIC_ROUTES } from '../support/public-routes.mjs';
import sharp from 'sharp';
import { api, apiSession, openTab, sendEnquiry, signIn, topTabName } from '../support/admin';
import { COMPOSITION } from '../support/composition';

/*
 * The full axe-core rule set for WCAG 2.2 AA plus axe's best practices, on every public route and on
 * each top tab of the admin dashboard. Lighthouse runs only a subset of these rules (it scored 100
 * while contrast and target-size failures were on the pages), so this is the accessibility gate.
 */

/** The dashboard's top tabs: the page remotes' (shell/server/local/topology.mjs), then the admin's own. */
const ADMIN_TOP_TABS = [
  'Home Page',
  'About Page',
  'Capabilities',
  'Contact Page',
  'Products',
  'Sustainability',
  'Settings',
  'Users Management',
  'Activity',
  'Remotes',
  'Enquiries',
];

test.describe('axe: WCAG 2.2 AA and best practices', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`public route ${route}`, async ({ page }, testInfo) => {
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready.then(() => true));
      await scrollThrough(page);
      await expectNoViolations(page, testInfo);
    });
  }

  test('the admin sign-in page', async ({ page }, testInfo) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoViolations(page, testInfo);
  });

  test('the set-password page, with its length and mismatch messages', async ({ page }, testInfo) => {
    await page.goto('/admin/set-password#token=not-a-real-token');
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, testInfo);
  });

  test('the Add User and Change password dialogs', async ({ page }, testInfo) => {
    await signIn(page);
    await openTab(page, 'Users Management');
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    await expectNoViolations(page, testInfo);
    await page.getByRole('dialog', { name: 'Add User' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
    await expectNoViolations(page, testInfo);
  });

  for (const tab of ADMIN_TOP_TABS) {
    test(`admin dashboard tab ${tab}`, async ({ page }, testInfo) => {
      await signIn(page);
      // A tab's name grows a count badge ("N new" enquiries, "N unpublished changes" of a page).
      const topTab = page.getByRole('tablist', { name: 'Site sections' }).getByRole('tab', { name: topTabName(tab) });
      await topTab.click();
      await expect(topTab).toHaveAttribute('aria-selected', 'true');
      // The tab's editor has loaded (its spinner is gone) and so have its sub-tabs' counts.
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      await expect(page.locator('.spinner')).toHaveCount(0);
      await expect(page.getByText('loading count')).toHaveCount(0);
      await expectNoViolations(page, testInfo);
    });
  }

  test('admin Enquiries tab with an unread enquiry (its row highlighted, its action buttons shown)', async ({ page }, testInfo) => {
    const name = await sendEnquiry('Axe Check', {
      email: 'axe.check@example.com',
      phone: '+91 98765 43210',
      countryCode: '+91',
      company: 'Axe Ltd',
      message: 'Checking the inbox.',
    });
    try {
      await signIn(page);
      await page.getByRole('tab', { name: /^Enquiries/ }).click();
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveClass(/is-unread/);
      await expect(row.getByRole('button', { name: `Mark read (enquiry from ${name})` })).toBeVisible();
      await expectNoViolations(page, testInfo);
    } finally {
      for (const enquiry of await api<{ id: string; name: string }[]>('GET', '/api/enquiries')) {
        if (enquiry.name === name) await api('DELETE', `/api/enquiries/${enquiry.id}`);
      }
    }
  });

  // A top tab opens on its first sub-tab, so the loop above never shows the SEO sub-tab every page
  // remote adds last; it is one shared panel: checked with one route (About) and with the route selector.
  for (const tab of ['About Page', 'Capabilities']) {
    test(`admin SEO sub-tab of ${tab}`, async ({ page }, testInfo) => {
      await signIn(page);
      await openTab(page, tab, /^SEO/);
      await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
      await expect(page.getByText('Default: loading the page…')).toHaveCount(0);
      await expect(page.getByText('loading count')).toHaveCount(0);
      await expectNoViolations(page, testInfo);
    });
  }

  // The media library (a sub-tab of Settings) and an image field's details (alt text, decorative,
  // focal-point picker, "Choose from library"): the About hero editor with an uploaded image.
  test('admin media library and image details', async ({ page }, testInfo) => {
    await signIn(page);
    await page.getByRole('tablist', { name: 'Site sections' }).getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Media library' }).click();
    await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();
    await expect(page.getByText('Loading the media library…')).toHaveCount(0);
    await expectNoViolations(page, testInfo);

    const hero = await api<{ backgroundImage: string }>('GET', '/api/cms/about/hero');
    const form = new FormData();
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2879b6' } })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a11y.png');
    const uploaded = (await (
      await fetch(`${COMPOSITION.apiURL}/api/upload/image`, { method: 'POST', headers: { Authorization: `Bearer ${(await apiSession()).token}` }, body: form })
    ).json()) as { imageUrl: string };
    try {
      await api('PUT', '/api/cms/about/hero', { backgroundImage: uploaded.imageUrl });
      await openTab(page, 'About Page', /^About Hero/);
      await page.getByRole('button', { name: 'Edit Hero Section' }).click();
      await expect(page.getByRole('button', { name: /^Focal point of Background Image/ })).toBeVisible();
      await expectNoViolations(page, testInfo);
    } finally {
      await api('PUT', '/api/cms/about/hero', { backgroundImage: hero.backgroundImage });
    }
  });
});
