import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { COMPOSITION } from '../support/composition';
import { accountOf, api, openTab, signIn, signInAsAccount, unique } from '../support/admin';

/*
 * What a person reads in the Activity tab after a real edit: the editor by name, the action as a
 * verb, the section and page by their labels, the changed field by its editor label with both values;
 * the technical record one click away; "View history" opening the item's History on its page tab;
 * and the CSV export one row per event with its changes in words.
 */

test("Activity says an Editor's save in words, opens the item's History, and exports it one row per event", async ({ page, browser }) => {
  const hero = await api<{ titleLine1: string }>('GET', '/api/cms/products/hero');
  const editor = await accountOf('Editor');
  const line = unique('E2E Worded');
  const context = await browser.newContext({ baseURL: COMPOSITION.baseURL });
  try {
    const editorPage = await context.newPage();
    await signInAsAccount(editorPage, editor);
    await openTab(editorPage, 'Products');
    await editorPage.getByLabel('Title Line 1').fill(line);
    await editorPage.getByRole('button', { name: 'Save Hero' }).click();
    await expect(editorPage.getByRole('status')).toHaveText('Product Hero saved');

    await signIn(page);
    await openTab(page, 'Activity');
    const filters = page.getByRole('form', { name: 'Filter the activity' });
    // People, pages and actions are chosen by their words.
    await filters.getByLabel('User').selectOption({ label: `${editor.name} (${editor.email})` });
    await filters.getByLabel('Page').selectOption({ label: 'Products page' });
    await filters.getByLabel('Action').selectOption({ label: 'Changed' });

    const row = page.getByRole('row').filter({ hasText: line });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(`${editor.name} changed Products Hero on the Products page`, { exact: true })).toBeVisible();
    await expect(row.getByRole('list', { name: 'Changes' })).toHaveText(`Title Line 1: '${hero.titleLine1}' → '${line}'`);

    // The request, the stored field name and the ids are folded away until asked for.
    const technical = row.getByRole('group').filter({ hasText: 'Technical details' });
    await expect(row.getByText('PUT /api/cms/products/hero')).toBeHidden();
    await row.getByText('Technical details').click();
    await expect(row.getByText('PUT /api/cms/products/hero')).toBeVisible();
    await expect(technical).toContainText('products_hero');

    // View history: the Products tab, with the hero's History open.
    await row.getByRole('button', { name: /^View history/ }).click();
    await expect(page.getByRole('tablist', { name: 'Site sections' }).getByRole('tab', { name: /^Products/ })).toHaveAttribute('aria-selected', 'true');
    const history = page.getByRole('dialog', { name: /^History of/ });
    await expect(history).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // The export: one row per event, the person by name and the change in words.
    await openTab(page, 'Activity');
    await filters.getByLabel('User').selectOption(editor.email);
    await filters.getByLabel('Page').selectOption('products');
    await filters.getByLabel('Action').selectOption('update');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV', exact: true }).click();
    const rows = parse(await readFile(await (await download).path()), { columns: true }) as Array<Record<string, string>>;
    rows.pop(); // the checkpoint
    expect(rows).toContainEqual(
      expect.objectContaining({
        who: editor.name,
        event: `${editor.name} changed Products Hero on the Products page`,
        changes: `Title Line 1: '${hero.titleLine1}' → '${line}'`,
        page: 'Products page',
      }),
    );
  } finally {
    await context.close();
    await api('PUT', '/api/cms/products/hero', { titleLine1: hero.titleLine1 });
  }
});
