import type { Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { api, openTab, signIn, topTabName, unique, type Item } from '../support/admin';
import { COMPOSITION } from '../support/composition';

/*
 * Drafts state in the dashboard against the real composition: a drafted hero slide gets
 * its badge, the drafts bar and the Home Page tab's count while visitors keep the published text;
 * "Publish page" makes it public; a deleted slide goes to the Trash, "Restore" brings it back as a
 * draft and "Discard draft" removes it again. axe has nothing to report on the new screens.
 * Every test leaves the Home page published as it found it (other spec files share the data).
 */

const SLIDES = '/api/cms/home/slides';

/** What visitors get: the API without a session, and the server-rendered home page. */
async function publicTitles(): Promise<string[]> {
  const answer = (await (await fetch(`${COMPOSITION.apiURL}${SLIDES}`)).json()) as { data: Item[] };
  return answer.data.map((slide) => slide.title ?? '');
}
const serverHtml = async () => (await fetch(`${COMPOSITION.baseURL}/`)).text();

const homeTab = (page: Page) => page.getByRole('tablist', { name: 'Site sections' }).getByRole('tab', { name: topTabName('Home Page') });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const draftsBar = (page: Page) => page.getByRole('region', { name: 'Unpublished changes' });

/** Publishes whatever a failed test left as a draft on the Home page, then puts the slide back. */
async function cleanUp(slide: Item): Promise<void> {
  const { changes } = await api<{ changes: Array<{ collection: string; id: string }> }>('GET', '/api/drafts?page=home');
  for (const { collection, id } of changes) await api('POST', '/api/drafts/discard', { collection, id });
  const current = await api<Item>('GET', `${SLIDES}/${slide.id}`);
  if (current.title !== slide.title) await api('PUT', `${SLIDES}/${slide.id}`, { title: slide.title });
}

test.describe('drafts state in the dashboard', () => {
  test('a drafted slide: badge, bar and tab count; visitors keep the old text until Publish page', async ({ page }, testInfo) => {
    const [slide] = (await api<Item[]>('GET', SLIDES)).sort((a, b) => a.order - b.order);
    const drafted = unique('E2E drafted slide');
    try {
      await signIn(page);
      await openTab(page, 'Home Page', /^Hero Slides/);
      await expect(homeTab(page)).toHaveAccessibleName('Home Page');
      await page.getByRole('button', { name: 'Edit Hero Slide 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit' });
      await dialog.getByLabel(/^Title/).fill(drafted);
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await expect(dialog.getByText(/Draft saved at/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const row = rowOf(page, drafted);
      await expect(row.getByText('Draft', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Discard draft of Hero Slide 1' })).toBeVisible();
      await expect(draftsBar(page).getByRole('heading')).toHaveText('1 unpublished change');
      await expect(draftsBar(page).getByRole('listitem')).toContainText([drafted]);
      await expect(homeTab(page)).toHaveAccessibleName('Home Page 1 unpublished change');

      // Visitors: unchanged.
      expect(await publicTitles()).toContain(slide!.title);
      expect(await publicTitles()).not.toContain(drafted);
      expect(await serverHtml()).not.toContain(drafted);

      await expectNoViolations(page, testInfo);

      await draftsBar(page).getByRole('button', { name: 'Publish page' }).click();
      await expect(page.getByText('Page published: 1 change now live.')).toBeVisible();
      await expect(draftsBar(page)).toHaveCount(0);
      await expect(row.getByText('Draft', { exact: true })).toHaveCount(0);
      await expect(homeTab(page)).toHaveAccessibleName('Home Page');
      expect(await publicTitles()).toContain(drafted);
      await expect.poll(serverHtml, { timeout: 3000 }).toContain(drafted);
    } finally {
      await cleanUp(slide!);
    }
  });

  test('Discard draft asks first and puts the published text back', async ({ page }) => {
    const [slide] = (await api<Item[]>('GET', SLIDES)).sort((a, b) => a.order - b.order);
    const drafted = unique('E2E discarded slide');
    try {
      await api('PUT', `${SLIDES}/${slide!.id}?draft=true`, { title: drafted, version: slide!.version });
      await signIn(page);
      await openTab(page, 'Home Page', /^Hero Slides/);
      // By keyboard: the confirmation takes the focus (its Close), Tab reaches Cancel then Discard draft, Enter confirms.
      await rowOf(page, drafted).getByRole('button', { name: 'Discard draft of Hero Slide 1' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Discard draft' });
      await expect(confirm).toContainText('Discard the unpublished changes of Hero Slide 1?');
      await expect(confirm.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(confirm.getByRole('button', { name: 'Discard draft' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Draft of Hero Slide 1 discarded.')).toBeVisible();
      await expect(rowOf(page, slide!.title!)).toBeVisible();
      await expect(rowOf(page, drafted)).toHaveCount(0);
      await expect(draftsBar(page)).toHaveCount(0);
      await expect(homeTab(page)).toHaveAccessibleName('Home Page');
    } finally {
      await cleanUp(slide!);
    }
  });

  test('a single-object section with a draft says so, with its badge and Discard draft', async ({ page }, testInfo) => {
    const hero = await api<{ subtitle: string; version: number }>('GET', '/api/cms/products/hero');
    const drafted = unique('E2E drafted subtitle');
    try {
      await api('PUT', '/api/cms/products/hero?draft=true', { subtitle: drafted, version: hero.version });
      await signIn(page);
      await openTab(page, 'Products');
      const section = page.getByRole('region', { name: 'Products Hero' });
      await expect(section.getByText('This section has unpublished changes.')).toBeVisible();
      await expect(section.getByText('Draft', { exact: true })).toBeVisible();
      await expectNoViolations(page, testInfo);
      await section.getByRole('button', { name: 'Discard draft of Products Hero' }).click();
      await page.getByRole('dialog', { name: 'Discard draft' }).getByRole('button', { name: 'Discard draft' }).click();
      await expect(section.getByText('This section has unpublished changes.')).toHaveCount(0);
      await expect(section.getByRole('textbox', { name: /^Subtitle/ }).first()).toHaveValue(hero.subtitle);
    } finally {
      const { changes } = await api<{ changes: Array<{ collection: string; id: string }> }>('GET', '/api/drafts?page=products');
      for (const { collection, id } of changes) await api('POST', '/api/drafts/discard', { collection, id });
    }
  });

  test('a deleted slide is in the Trash; Restore brings it back as a draft ("New"); Discard draft removes it', async ({ page }, testInfo) => {
    const [first] = (await api<Item[]>('GET', SLIDES)).sort((a, b) => a.order - b.order);
    const title = unique('E2E trashed slide');
    const created = await api<Item>('POST', SLIDES, { title, order: 99, isActive: true });
    try {
      await signIn(page);
      await openTab(page, 'Home Page', /^Hero Slides/);
      await rowOf(page, title)
        .getByRole('button', { name: /^Delete Hero Slide/ })
        .click();
      await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Hero Slide deleted successfully!');
      expect(await publicTitles()).not.toContain(title);

      await page.getByRole('tab', { name: /^Trash/ }).click();
      const trashRow = rowOf(page, title);
      await expect(trashRow).toContainText('home');
      await expect(trashRow).toContainText('admin');
      await expect(trashRow.getByRole('cell').nth(4)).toHaveText('30');
      await expectNoViolations(page, testInfo);

      await trashRow.getByRole('button', { name: `Restore ${title}` }).click();
      await expect(page.getByText(`${title} restored as a draft. Publish the page to show it again.`)).toBeVisible();
      await expect(rowOf(page, title)).toHaveCount(0);
      await expect(draftsBar(page).getByRole('listitem').filter({ hasText: title })).toContainText('New');
      await expect(homeTab(page)).toHaveAccessibleName('Home Page 1 unpublished change');
      expect(await publicTitles()).not.toContain(title); // a draft until published

      await page.getByRole('tab', { name: /^Hero Slides/ }).click();
      const restored = rowOf(page, title);
      await expect(restored.getByText('New', { exact: true })).toBeVisible();
      await restored.getByRole('button', { name: /^Discard draft of Hero Slide/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Discard draft' });
      await expect(confirm).toContainText('It was never published, so it is removed.');
      await confirm.getByRole('button', { name: 'Discard draft' }).click();
      await expect(rowOf(page, title)).toHaveCount(0);
      await expect(draftsBar(page)).toHaveCount(0);

      // The Settings trash lists every page; an Administrator empties it after confirming.
      await api('DELETE', `${SLIDES}/${(await api<Item>('POST', SLIDES, { title, order: 99, isActive: true })).id}`);
      await openTab(page, 'Settings', /^Trash/);
      await expect(rowOf(page, title)).toContainText('home');
      await expectNoViolations(page, testInfo);
      await page.getByRole('button', { name: 'Empty trash' }).click();
      await page.getByRole('dialog', { name: 'Empty trash' }).getByRole('button', { name: 'Empty trash' }).click();
      await expect(page.getByText('The trash is empty.', { exact: true }).first()).toBeVisible();
      expect(await api<unknown[]>('GET', '/api/trash')).toEqual([]);
    } finally {
      await cleanUp(first!);
      for (const slide of await api<Item[]>('GET', SLIDES)) if (slide.title === title) await api('DELETE', `${SLIDES}/${slide.id}`);
      expect((await api<Item[]>('GET', SLIDES)).map((s) => s.id)).not.toContain(created.id);
    }
  });

  test('the Activity tab shows draft, publish, discard and trash actions', async ({ page }) => {
    // Its own trail: a draft published, a draft discarded, a slide trashed and restored (then removed).
    const [slide] = (await api<Item[]>('GET', SLIDES)).sort((a, b) => a.order - b.order);
    const title = unique('E2E audited slide');
    try {
      await api('PUT', `${SLIDES}/${slide!.id}?draft=true`, { title, version: slide!.version });
      await api('POST', '/api/drafts/discard', { collection: 'home_slides', id: slide!.id });
      const created = await api<Item>('POST', `${SLIDES}?draft=true`, { title, order: 99, isActive: true });
      await api('POST', '/api/drafts/publish', { page: 'home' });
      await api('DELETE', `${SLIDES}/${created.id}`);
      const [entry] = (await api<Array<{ id: string; docId: string }>>('GET', '/api/trash?page=home')).filter((e) => e.docId === created.id);
      await api('POST', `/api/trash/${entry!.id}/restore`);
      await api('DELETE', `${SLIDES}/${created.id}`);
    } finally {
      await cleanUp(slide!);
    }
    await signIn(page);
    await openTab(page, 'Activity');
    const filters = page.getByRole('form', { name: 'Filter the activity' });
    for (const action of ['draft', 'publish', 'discard', 'trash']) {
      await filters.getByLabel('Action').selectOption(action);
      await expect(page.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
    }
  });
});
