import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/test';
import { accountOf, api, openTab, signIn, signInAsAccount, unique, type Item } from '../support/admin';
import { expectNoViolations } from '../support/axe';
import { COMPOSITION } from '../support/composition';

/*
 * History and restore through the dashboard: an Editor publishes a hero slide twice, sees
 * both versions and the diff with the editor's labels, restores the old one as a draft (nothing public
 * changes); an Administrator restores and publishes it in one step.
 */

const SLIDES = '/api/cms/home/slides';
const SHOTS = '/tmp/h21-shots';

type Version = { snapshotId: string; kind: string; live: boolean; by: string };

test('History: both published versions, the diff with the editor labels, Restore (draft) and Restore and publish', async ({ page, browser }, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const [slide] = (await api<Item[]>('GET', SLIDES)).sort((a, b) => a.order - b.order);
  const original = slide!.title!;
  const [first, second] = [unique('History first'), unique('History second')];
  const editor = await accountOf('Editor');
  // What a visitor reads: straight to the API, without any session.
  const publicTitle = async () => ((await (await fetch(`${COMPOSITION.apiURL}${SLIDES}/${slide!.id}`)).json()) as { data: Item }).data.title;
  try {
    await signInAsAccount(page, editor);
    await openTab(page, 'Home Page', /^Hero Slides/);
    for (const title of [first, second]) {
      await page.getByRole('button', { name: 'Edit Hero Slide 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit' });
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status')).toContainText('updated successfully');
    }

    await page.getByRole('button', { name: 'History of Hero Slide 1' }).click();
    const history = page.getByRole('dialog', { name: 'History of Hero Slide 1' });
    const versions = history.getByRole('table', { name: 'Versions, newest first' });
    const rows = versions.getByRole('row');
    await expect(rows.nth(1)).toContainText('Live');
    const listed = await api<Version[]>('GET', `/api/history/home_slides/${slide!.id}`);
    const count = listed.length;
    expect(listed.slice(0, 2).map((v) => v.kind)).toEqual(['publish', 'publish']);
    await expect(rows).toHaveCount(count + 1);
    await expect(rows.nth(1)).toContainText(`Version ${count}`);
    await expect(rows.nth(1)).toContainText(listed[0]!.by);
    expect(listed[0]!.by).not.toBe('admin');
    await expect(rows.nth(1)).toContainText('Published');
    await expect(rows.nth(2)).toContainText('Published');
    const diff = history.getByRole('table', { name: `Changes from version ${count - 1} to version ${count}` });
    await expect(diff.getByRole('row', { name: /^Title/ })).toContainText(first);
    await expect(diff.getByRole('row', { name: /^Title/ })).toContainText(second);
    await expect(history.getByRole('button', { name: /^Restore and publish/ })).toHaveCount(0); // Administrators only
    await history.screenshot({ path: `${SHOTS}/history-list.png` });
    await diff.screenshot({ path: `${SHOTS}/history-diff.png` });
    await expectNoViolations(page, testInfo);

    // An Editor restores the previous version: it becomes the draft, the public slide does not change.
    await history.getByRole('button', { name: `Restore version ${count - 1}`, exact: true }).click();
    await expect(history).toBeHidden();
    await expect(page.getByRole('status')).toContainText(`Version ${count - 1} restored as a draft`);
    await expect(page.getByRole('row').filter({ hasText: first })).toHaveCount(1); // the editor shows the draft
    expect(await publicTitle()).toBe(second);
    await expect(page.getByRole('button', { name: 'History of Hero Slide 1' })).toBeFocused();
    // Reopened, the History compares the live version with that draft first.
    await page.getByRole('button', { name: 'History of Hero Slide 1' }).click();
    const draftDiff = history.getByRole('table', { name: `Changes from version ${count} to the current draft` });
    await expect(draftDiff.getByRole('row', { name: /^Title/ })).toContainText(first);
    await history.screenshot({ path: `${SHOTS}/history-draft.png` });
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // An Administrator restores the seeded version and publishes it in one step.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await signIn(admin);
      await openTab(admin, 'Home Page', /^Hero Slides/);
      await admin.getByRole('button', { name: 'History of Hero Slide 1' }).click();
      const adminHistory = admin.getByRole('dialog', { name: 'History of Hero Slide 1' });
      await adminHistory.getByRole('button', { name: `Restore and publish version ${count - 2}`, exact: true }).click();
      await expect(admin.getByRole('status')).toContainText(`Version ${count - 2} restored and published`);
      const after = await api<Version[]>('GET', `/api/history/home_slides/${slide!.id}`);
      expect(after[0]).toMatchObject({ kind: 'restore', live: true, by: 'admin' });
    } finally {
      await adminContext.close();
    }
    expect(await publicTitle()).toBe(original); // version count-2: the title before the Editor's two publishes
  } finally {
    await api('PUT', `${SLIDES}/${slide!.id}`, { title: original });
  }
});
