import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { COMPOSITION } from '../support/composition';
import { accountOf, api, openTab, signIn, signInAsAccount, unique } from '../support/admin';

/*
 * Roles and the audit trail through the dashboard: what a Viewer and an Editor see and may do (the
 * API refusing what the dashboard hides), and the Activity tab and its CSV showing who changed what.
 */

const READ_ONLY = 'Read-only: your role (Viewer) can view but not change content.';

test('a Viewer sees the editors read-only, and the API refuses a save made from their session', async ({ page }) => {
  const viewer = await accountOf('Viewer');
  await signInAsAccount(page, viewer);
  await expect(page.getByRole('note')).toHaveText(READ_ONLY);
  await expect(page.getByRole('tab', { name: 'Users Management' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveCount(0);
  // Enquiries are visitors' personal data (enquiries.read): no tab, and the API refuses the list.
  await expect(page.getByRole('tab', { name: /^Enquiries/ })).toHaveCount(0);
  await openTab(page, 'Products');
  await expect(page.getByLabel('Title Line 1')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Hero' })).toHaveCount(0);
  await openTab(page, 'Home Page');
  await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);

  // The dashboard only hides: the API is what refuses, with a message the dashboard could show.
  const answer = await page.evaluate(async () => {
    const res = await fetch('/api/cms/products/hero', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"titleLine1":"Viewer edit"}' });
    return { status: res.status, body: (await res.json()) as { message: string } };
  });
  expect(answer).toEqual({ status: 403, body: expect.objectContaining({ message: 'Your role (Viewer) does not allow this.' }) });
  expect(await page.evaluate(async () => (await fetch('/api/enquiries')).status)).toBe(403);
});

test("an Editor cannot open Users but saves content; the Activity tab and its CSV show the save, a failed sign-in and the user's creation", async ({
  page,
  browser,
}) => {
  const hero = await api<{ titleLine1: string }>('GET', '/api/cms/products/hero');
  const editor = await accountOf('Editor');
  const stranger = unique('mallory').replace(/\s+/g, '-');
  const line = unique('E2E Audited');
  const context = await browser.newContext({ baseURL: COMPOSITION.baseURL });
  try {
    const editorPage = await context.newPage();
    await signInAsAccount(editorPage, editor);
    await expect(editorPage.getByRole('tab', { name: 'Users Management' })).toHaveCount(0);
    expect(await editorPage.evaluate(async () => (await fetch('/api/users')).status)).toBe(403);
    await expect(editorPage.getByRole('tab', { name: /^Enquiries/ })).toHaveCount(1); // Editors answer enquiries
    expect(await editorPage.evaluate(async () => (await fetch('/api/enquiries')).status)).toBe(200);
    await openTab(editorPage, 'Products');
    await editorPage.getByLabel('Title Line 1').fill(line);
    await editorPage.getByRole('button', { name: 'Save Hero' }).click();
    await expect(editorPage.getByRole('status')).toHaveText('Product Hero saved');

    const failed = await fetch(`${COMPOSITION.apiURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: stranger, password: 'guess' }),
    });
    expect(failed.status).toBe(401);

    await signIn(page);
    await openTab(page, 'Activity');
    const filters = page.getByRole('form', { name: 'Filter the activity' });
    await filters.getByLabel('User').selectOption(editor.email);
    const saveRow = page.getByRole('row').filter({ hasText: line });
    await expect(saveRow).toContainText('update');
    await expect(saveRow).toContainText('Editor');
    await expect(saveRow).toContainText(`titleLine1: ${hero.titleLine1}`);

    await filters.getByLabel('User').selectOption('');
    await filters.getByLabel('Action').selectOption('sign-in-failed');
    await expect(page.getByRole('row').filter({ hasText: stranger })).toContainText('no such user');

    await filters.getByLabel('Action').selectOption('create');
    await filters.getByLabel('Page').selectOption('users');
    await expect(page.getByRole('row').filter({ hasText: `name: — → ${editor.name}` })).toContainText('role: — → Editor');

    // The export carries the same filters; opened as a spreadsheet would read it.
    await filters.getByLabel('Action').selectOption('update');
    await filters.getByLabel('Page').selectOption('products');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV, one row per field' }).click();
    const rows = parse(await readFile(await (await download).path()), { columns: true }) as Array<Record<string, string>>;
    // The export ends with the trail's checkpoint (count, head hash), the one the tab shows.
    const checkpoint = rows.pop()!;
    expect(checkpoint).toMatchObject({ seq: 'checkpoint', action: 'checkpoint', detail: expect.stringMatching(/^checkpoint: \d+ entries/) });
    await expect(page.getByText(/^Checkpoint: \d+ entries, head/)).toContainText(checkpoint.hash.slice(0, 12));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.action === 'update' && row.page === 'products')).toBe(true);
    expect(rows).toContainEqual(
      expect.objectContaining({ actor: editor.email, role: 'Editor', field: 'titleLine1', before: hero.titleLine1, after: line, status: 'committed' }),
    );

    // The whole trail checked on request: every MAC, the chain and the checkpoint.
    await page.getByRole('button', { name: 'Verify trail' }).click();
    await expect(page.getByRole('status').filter({ hasText: /entries verified/ })).toHaveText(/^All \d+ entries verified against the checkpoint/);
  } finally {
    await context.close();
    await api('PUT', '/api/cms/products/hero', { titleLine1: hero.titleLine1 });
  }
});
