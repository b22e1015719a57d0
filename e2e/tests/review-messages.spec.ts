import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountOf, api, openTab, signInAsAccount, unique } from '../support/admin';

/*
 * What an Editor reads with review required, against the real composition: a Save says the change is a
 * draft that waits for review (not "saved successfully"); once the page is submitted its form opens
 * read-only with the reason and "Withdraw to edit", which opens it again.
 */

const SETTINGS = '/api/review/settings';
const HERO = '/api/cms/about/hero';
const SHOTS = '/tmp/h32-shots';

type Settings = { required: boolean; meanings: string[]; unpublishOnExpiry: boolean; version: number };

async function setReview(required: boolean): Promise<void> {
  const { version } = await api<Settings>('GET', SETTINGS);
  await api('PUT', SETTINGS, { required, meanings: required ? ['Medical', 'Legal'] : ['Approved for publication'], unpublishOnExpiry: false, version });
}

const heroDialog = (page: Page) => page.getByRole('dialog');

test('with review required an Editor is told the truth: saved as a draft, then read-only while in review, with Withdraw to edit', async ({ page }) => {
  const published = await api<Record<string, unknown>>('GET', HERO);
  const editor = await accountOf('Editor');
  await setReview(true);
  try {
    await signInAsAccount(page, editor);
    await openTab(page, 'About Page', /^About Hero/);
    await page.getByRole('button', { name: 'Edit Hero Section' }).click();
    await heroDialog(page)
      .getByLabel(/^Title/)
      .fill(unique('Reviewed title'));
    await heroDialog(page).getByRole('button', { name: 'Update' }).click();
    await expect(heroDialog(page)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'saved as a draft' })).toHaveText(
      'About Hero saved as a draft: visitors see it once the About page is reviewed and published.',
    );
    await expect(page.getByText('About Hero saved successfully!')).toHaveCount(0);

    const bar = page.getByRole('region', { name: 'Unpublished changes' });
    await bar.getByRole('button', { name: 'Submit for review' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit for review' });
    await submit.getByRole('button', { name: 'Submit for review' }).click();
    await expect(submit).toBeHidden();

    await page.getByRole('button', { name: 'Edit Hero Section' }).click();
    const reason = heroDialog(page).getByRole('note');
    await expect(reason).toContainText('The About page is in review: its drafts are frozen until the review ends or the submission is withdrawn.');
    await expect(heroDialog(page).getByLabel(/^Title/)).toBeDisabled();
    await expect(heroDialog(page).getByRole('button', { name: 'Update' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/in-review-read-only.png` });

    await reason.getByRole('button', { name: 'Withdraw to edit' }).click();
    await expect(page.getByText("Submission withdrawn: the About page's drafts can be edited again.")).toBeVisible();
    await expect(heroDialog(page).getByLabel(/^Title/)).toBeEnabled();
    await expect(heroDialog(page).getByRole('note')).toHaveCount(0);
    // Closing the pop-up gives its edit lock back, so the clean-up below may discard the draft.
    await heroDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(heroDialog(page)).toBeHidden();
  } finally {
    await setReview(false);
    const open = await api<Array<{ id: string; state: string }>>('GET', '/api/review?page=about');
    for (const request of open.filter((r) => r.state === 'in_review' || r.state === 'approved')) await api('POST', `/api/review/${request.id}/withdraw`);
    const { changes } = await api<{ changes: Array<{ collection: string; id: string }> }>('GET', '/api/drafts?page=about');
    for (const { collection, id } of changes) await api('POST', '/api/drafts/discard', { collection, id });
    await api('PUT', HERO, { title: published.title });
  }
});
