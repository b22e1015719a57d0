import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readFileSync } from 'node:fs';
import { api, gotoLive, openTab, removeLeftovers, restoreOrders, restoreSection, signIn, signInWithForm, unique, type Item } from '../support/admin';

/*
 * The About Page, Capabilities and Sustainability editors against the running composition: items
 * are created, edited, reordered and deleted in the dashboard while the public page is open in a
 * second tab of the same browser, which must follow through the spec's events (relayed between tabs)
 * without a reload. Every test puts the content back as it found it: other spec files share the data.
 */

/** The public page in a second tab of the same browser: events reach it through the relay. */
async function openSite(context: BrowserContext, path: string): Promise<Page> {
  const site = await context.newPage();
  await gotoLive(site, path);
  return site;
}

function rowOf(scope: Page | Locator, text: string): Locator {
  return scope.getByTestId('admin-row').filter({ hasText: text });
}

async function typeRichText(dialog: Locator, label: RegExp, text: string): Promise<void> {
  const editor = dialog.getByRole('textbox', { name: label });
  await editor.click();
  await editor.pressSequentially(text);
}

/* ---------- About Page ---------- */

test.describe('About Page editors', () => {
  test('signs in with the form, then a Management Team member is created, edited, reordered and deleted while /about follows', async ({ page, context }) => {
    const path = '/api/cms/about/leadership';
    const name = unique('E2E Member');
    const original = await api<Item[]>('GET', path);
    const team = original.filter((m) => m.category === 'Management Team');
    try {
      await signInWithForm(page);
      await openTab(page, 'About Page', /^Management Team/);
      await expect(page.getByRole('tab', { name: /^Management Team/ })).toHaveAccessibleName(`Management Team ${team.length} items`);
      const site = await openSite(context, '/about');
      const management = site.getByRole('group', { name: 'Management Team' });
      await expect(management).toBeAttached();

      // Create: the category comes from the sub-tab; the open page shows the member without a reload.
      await page.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New' });
      await expect(dialog.getByLabel(/^Order/)).toHaveValue(String(team.length + 1));
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByLabel(/^Position/).fill('Head of Journeys');
      await typeRichText(dialog, /^Description/, 'Keeps every journey green.');
      await dialog.getByLabel(/^Achievements/).fill('First\n\nSecond');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status')).toHaveText('Management Team member saved successfully!');
      await expect(page.getByRole('tab', { name: /^Management Team/ })).toHaveAccessibleName(`Management Team ${team.length + 1} items`);
      await expect(management).toContainText(name);
      const created = (await api<(Item & { achievements: string[] })[]>('GET', path)).find((m) => m.name === name)!;
      expect(created.category).toBe('Management Team');
      expect(created.achievements).toEqual(['First', 'Second']);

      // Edit.
      await rowOf(page, name)
        .getByRole('button', { name: /^Edit Member/ })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit' });
      await edit.getByLabel(/^Position/).fill('Chief Journey Officer');
      await edit.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('status')).toHaveText('Management Team member saved successfully!');
      await expect(management).toContainText('Chief Journey Officer');

      // Reorder by drag and drop: the new member goes first, on the page too.
      const rows = page.getByTestId('admin-row');
      await rows.last().dragTo(rows.first());
      await expect(page.getByRole('status')).toHaveText('Order updated');
      await expect(rows.first()).toContainText(name);
      await expect(management.locator('.about-member-name').first()).toHaveText(name);

      // Delete, after the spec's question.
      await rowOf(page, name)
        .getByRole('button', { name: /^Delete Member/ })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
      await expect(confirm).toContainText('Are you sure you want to delete this item?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Leadership member deleted successfully!');
      await expect(rowOf(page, name)).toHaveCount(0);
      await expect(management).not.toContainText(name);
    } finally {
      await removeLeftovers(path, 'E2E Member');
      await restoreOrders(path, original);
    }
  });

  // The generic pop-up's About lists (kinds about-sections, values, journey), each its own sub-tab.
  for (const { tab, path, item, fill } of [
    { tab: 'About Sections', path: '/api/cms/about/sections', item: 'Section', fill: { Content: 'What we do.', Icon: 'ri-building-line' } },
    { tab: 'Values', path: '/api/cms/about/values', item: 'Value', fill: { Description: 'What we stand for.', Icon: 'ri-heart-line' } },
    { tab: 'Journey Milestones', path: '/api/cms/about/milestones', item: 'Milestone', fill: { Description: 'What happened.', Year: '2026' } },
  ]) {
    test(`${tab}: the pop-up refuses missing required fields, adds an item and deletes it`, async ({ page }) => {
      const title = unique(`E2E ${item}`);
      const before = await api<Item[]>('GET', path);
      try {
        await signIn(page);
        await openTab(page, 'About Page', new RegExp(`^${tab}`));
        await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAccessibleName(`${tab} ${before.length} items`);
        await page.getByRole('button', { name: 'Add New' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add New' });
        await dialog.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(dialog.getByText('Title is required')).toBeVisible();
        await dialog.getByLabel(/^Title/).fill(title);
        for (const [label, value] of Object.entries(fill)) await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
        await dialog.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAccessibleName(`${tab} ${before.length + 1} items`);
        expect((await api<Item[]>('GET', path)).some((i) => i.title === title)).toBe(true);
        await rowOf(page, title)
          .getByRole('button', { name: new RegExp(`^Delete ${item}`) })
          .click();
        await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
        await expect(rowOf(page, title)).toHaveCount(0);
        expect((await api<Item[]>('GET', path)).some((i) => i.title === title)).toBe(false);
      } finally {
        await removeLeftovers(path, `E2E ${item}`);
      }
    });
  }

  test('the journey carousel uploads a new file with the kept images in one multipart save, and /about shows it', async ({ page, context }) => {
    const path = '/api/cms/about/journey';
    const original = await api<Record<string, unknown> & { images: string[] }>('GET', path);
    try {
      await signIn(page);
      await openTab(page, 'About Page', /^Journey Carousel/);
      await expect(page.getByRole('tab', { name: /^Journey Carousel/ })).toHaveAccessibleName(`Journey Carousel ${original.images.length} items`);
      const site = await openSite(context, '/about');
      await page.getByRole('button', { name: 'Remove image 1' }).click();
      const image = readFileSync(new URL('../../shared/public/images/about/journey-1.webp', import.meta.url));
      await page.getByLabel('Add images').setInputFiles({ name: 'plant.webp', mimeType: 'image/webp', buffer: image });
      await expect(page.getByText('1 new image to upload')).toBeVisible();
      const upload = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/cms/about/journey/upload'));
      await page.getByRole('button', { name: 'Save Journey' }).click();
      const request = await upload;
      // Authenticated by the httpOnly session cookie the browser attaches, never a script-held token.
      expect(request.headers()['authorization']).toBeUndefined();
      expect((await request.allHeaders())['cookie']).toMatch(/(^|; )admin_session=/);
      expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
      await expect(page.getByText('About Journey saved successfully!')).toBeVisible();
      const saved = await api<{ images: string[] }>('GET', path);
      expect(saved.images.slice(0, -1)).toEqual(original.images.slice(1));
      expect(saved.images.at(-1)).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
      // Drawn from its variants (`/uploads/<hash>-<width>.webp`), never the original upload.
      const uploaded = saved.images.at(-1)!.replace(/\.webp$/, '');
      await expect(site.locator(`.about-journey-carousel img[src^="${uploaded}-"]`)).toBeAttached();
      await expect(site.locator(`.about-journey-carousel img[src="${original.images[0]}"]`)).toHaveCount(0);
    } finally {
      await restoreSection(path, original);
    }
  });

  test("mission points wait for 'Save All Changes'; then /about shows them without a reload", async ({ page, context }) => {
    const path = '/api/cms/about/vision-mission';
    const original = await api<Record<string, unknown> & { missionPoints: unknown[] }>('GET', path);
    const title = unique('E2E Point');
    try {
      await signIn(page);
      await openTab(page, 'About Page', /^Vision & Mission/);
      await expect(page.getByRole('tab', { name: /^Vision & Mission/ })).toHaveAccessibleName(`Vision & Mission ${original.missionPoints.length + 1} items`);
      const site = await openSite(context, '/about');
      const block = page.getByRole('region', { name: 'Mission Points' });
      await block.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New' });
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByLabel(/^Description/).fill('Held in the tab until saved.');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(block.getByRole('table')).toContainText(title);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      // Nothing was sent yet: the page and the API do not have it.
      expect(JSON.stringify(await api('GET', path))).not.toContain(title);
      await expect(site.locator('.about-mission-points')).not.toContainText(title);

      await page.getByRole('button', { name: 'Save All Changes' }).click();
      await expect(page.getByText('About Vision & Mission saved successfully!')).toBeVisible();
      await expect(site.locator('.about-mission-points')).toContainText(title);
      await expect(page.getByRole('tab', { name: /^Vision & Mission/ })).toHaveAccessibleName(`Vision & Mission ${original.missionPoints.length + 2} items`);
    } finally {
      await restoreSection(path, original);
    }
  });
});

/* ---------- Capabilities ---------- */

test.describe('Capabilities editors', () => {
  test('the facility pop-up names its missing required field', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'Capabilities', /^Facilities/);
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New' });
    // The spec's facility pop-up has no order: a new facility gets order 1 unasked.
    await expect(dialog.getByRole('spinbutton', { name: /^Order/ })).toHaveCount(0);
    await expect(dialog.getByRole('radiogroup', { name: /^Color/ }).getByRole('radio', { name: /Refex Blue/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please correct the highlighted field.' })).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toBeFocused();
    await dialog.getByLabel(/^Approval logos/).fill('not a logo');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please correct the 2 highlighted fields.' })).toBeVisible();
    await expect(dialog.getByText(/Not a logo URL: "not a logo"/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a facility is created, edited and deleted while /capabilities follows; empty optional fields are stored as null', async ({ page, context }) => {
    const path = '/api/cms/capabilities/facilities';
    const name = unique('E2E Facility');
    try {
      await signIn(page);
      await openTab(page, 'Capabilities', /^Facilities/);
      const before = await api<Item[]>('GET', path);
      const site = await openSite(context, '/capabilities');

      await page.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New' });
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByLabel(/^Type/).selectOption('Packaging & Customization');
      // A brand-palette field stores the token of the colour picked by name.
      await dialog
        .getByRole('radiogroup', { name: /^Color/ })
        .getByRole('radio', { name: /Refex Green/ })
        .check();
      await dialog.getByLabel(/^Capabilities/).fill('Blister packing\n\nSerialisation');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText('Facility added successfully!');
      await expect(page.getByRole('tab', { name: /^Facilities/ })).toHaveAccessibleName(`Facilities ${before.length + 1} items`);
      await expect(site.getByRole('main')).toContainText(name);
      const created = (await api<Record<string, unknown>[]>('GET', path)).find((f) => f.name === name)!;
      expect(created).toMatchObject({
        location: null,
        capacity: null,
        established: null,
        image: null,
        color: 'refex-green',
        order: 1,
        capabilities: ['Blister packing', 'Serialisation'],
      });

      await rowOf(page, name)
        .getByRole('button', { name: /^Edit Facility/ })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit' });
      await edit.getByLabel(/^Name/).fill(`${name} renamed`);
      await edit.getByLabel(/^Location/).fill('Pune, India');
      await edit.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('status')).toHaveText('Facility updated successfully!');
      await expect(site.getByRole('main')).toContainText(`${name} renamed`);

      await rowOf(page, `${name} renamed`)
        .getByRole('button', { name: /^Delete Facility/ })
        .click();
      await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Facility deleted successfully!');
      await expect(site.getByRole('main')).not.toContainText(name);
    } finally {
      await removeLeftovers(path, 'E2E Facility');
    }
  });

  test('an R&D point is added and removed in the research pop-up, and the research card follows', async ({ page, context }) => {
    const path = '/api/cms/capabilities/research';
    const original = await api<Record<string, unknown>>('GET', path);
    const point = unique('E2E Point');
    try {
      await signIn(page);
      await openTab(page, 'Capabilities', /^Research/);
      const site = await openSite(context, '/capabilities');
      const card = site.getByTestId('research-api-card');

      await page.getByRole('button', { name: 'Edit Research Section' }).click();
      let dialog = page.getByRole('dialog', { name: 'Edit' });
      let points = dialog.getByRole('group', { name: 'API R&D Card' }).getByRole('group', { name: 'Points' });
      await points.getByRole('button', { name: 'Add Point' }).click();
      await points
        .getByLabel(/^Point Title/)
        .last()
        .fill(point);
      await points
        .getByLabel(/^Point Description/)
        .last()
        .fill('Added by the admin journey.');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('status')).toHaveText('Research section saved successfully!');
      await expect(card).toContainText(point);

      await page.getByRole('button', { name: 'Edit Research Section' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit' });
      points = dialog.getByRole('group', { name: 'API R&D Card' }).getByRole('group', { name: 'Points' });
      const count = await points.getByLabel(/^Point Title/).count();
      await points.getByRole('button', { name: `Remove Point ${count}` }).click();
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('status')).toHaveText('Research section saved successfully!');
      await expect(card).not.toContainText(point);
    } finally {
      await restoreSection(path, original);
    }
  });
});

/* ---------- Sustainability ---------- */

test.describe('Sustainability editors', () => {
  test('a Digital Solutions card is created, edited and deleted in the inline table while /sustainability follows', async ({ page, context }) => {
    const path = '/api/cms/sustainability/digital-solutions';
    const title = unique('E2E Card');
    try {
      await signIn(page);
      await openTab(page, 'Sustainability', /^Innovation & Transformation/);
      const before = await api<Item[]>('GET', path);
      await expect(page.getByRole('tab', { name: /^Innovation & Transformation/ })).toHaveAccessibleName(/Innovation & Transformation \d+ items/);
      const site = await openSite(context, '/sustainability');
      const cards = site.getByTestId('innovation-section');
      const block = page.getByRole('region', { name: 'Digital Solutions' });
      const table = block.getByRole('table', { name: 'Digital Solutions' });

      await block.getByRole('button', { name: 'Add Digital Solution' }).click();
      const row = before.length + 1;
      // No Order column (the spec has none): the rows' positions come from Move up/down and drag and drop.
      await expect(table.getByLabel(`Order of Digital Solution ${row}`)).toHaveCount(0);
      await table.getByLabel(`Card Title of Digital Solution ${row}`).fill(title);
      await table.getByLabel(`Card Subtitle of Digital Solution ${row}`).fill('From the inline table');
      await block.getByRole('button', { name: 'Save Digital Solutions' }).click();
      await expect(block.getByRole('status')).toHaveText('Digital Solutions saved successfully!');
      await expect(cards).toContainText(title);

      await table.getByLabel(`Card Title of Digital Solution ${row}`).fill(`${title} renamed`);
      await expect(block.getByText('Unsaved changes')).toBeVisible();
      await block.getByRole('button', { name: 'Save Digital Solutions' }).click();
      await expect(block.getByRole('status')).toHaveText('Digital Solutions saved successfully!');
      await expect(cards).toContainText(`${title} renamed`);

      await table.getByRole('button', { name: `Delete Digital Solution ${row}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
      await expect(confirm).toContainText('Are you sure you want to delete this item?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await block.getByRole('button', { name: 'Save Digital Solutions' }).click();
      await expect(block.getByRole('status')).toHaveText('Digital Solutions saved successfully!');
      await expect(cards).not.toContainText(title);
      expect(await api<Item[]>('GET', path)).toHaveLength(before.length);
    } finally {
      await removeLeftovers(path, 'E2E Card');
    }
  });

  test('an SDG starts from the spec defaults, and an edited title reaches the open page', async ({ page, context }) => {
    const path = '/api/cms/sustainability/sdg';
    const original = await api<Item[]>('GET', path);
    const goal3 = original.find((card) => (card as Item & { number: number }).number === 3)!;
    const title = unique('E2E Health');
    try {
      await signIn(page);
      await openTab(page, 'Sustainability', /^UN SDGs/);
      await page.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New' });
      await expect(dialog.getByLabel(/^SDG Number/)).toHaveValue('3');
      await expect(dialog.getByLabel(/^Title/)).toHaveValue('New SDG');
      await expect(dialog.getByLabel(/^Icon/)).toHaveValue('ri-heart-pulse-line');
      await expect(dialog.getByRole('radiogroup', { name: /^Color/ }).getByRole('radio', { name: /Refex Blue/ })).toBeChecked();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const site = await openSite(context, '/sustainability');
      await rowOf(page, goal3.title!)
        .getByRole('button', { name: /^Edit SDG/ })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit' });
      await edit.getByLabel(/^Title/).fill(title);
      await edit.getByRole('button', { name: 'Update' }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByRole('status')).toHaveText('SDG updated successfully!');
      await expect(site.getByTestId('sdg-card').first()).toContainText(title);
    } finally {
      await api('PUT', `${path}/${goal3.id}`, { title: goal3.title });
    }
  });

  test('the heart save fires sustainabilityHeartChanged and the open page follows', async ({ page, context }) => {
    const path = '/api/cms/sustainability/heart';
    const original = await api<Record<string, unknown>>('GET', path);
    const title = unique('E2E Heart');
    try {
      await signIn(page);
      await openTab(page, 'Sustainability', /^Heart Section/);
      const site = await openSite(context, '/sustainability');
      await site.evaluate(() => {
        (window as unknown as { heartEvents: number }).heartEvents = 0;
        window.addEventListener('sustainabilityHeartChanged', () => (window as unknown as { heartEvents: number }).heartEvents++);
      });
      await page.getByLabel(/^Main Title/).fill(title);
      await page.getByRole('button', { name: 'Save Section' }).click();
      await expect(page.getByText('Heart Section saved successfully!')).toBeVisible();
      await expect(site.getByTestId('heart-section')).toContainText(title);
      expect(await site.evaluate(() => (window as unknown as { heartEvents: number }).heartEvents)).toBeGreaterThan(0);
    } finally {
      await restoreSection(path, original);
    }
  });
});
