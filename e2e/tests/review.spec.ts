import { mkdirSync } from 'node:fs';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountOf, api, apiSession, openTab, signInAsAccount, unique, type Item, type RoleAccount } from '../support/admin';
import { expectNoViolations } from '../support/axe';
import { COMPOSITION } from '../support/composition';

/*
 * Review and electronic sign-off through the dashboard, against the real composition: with
 * review required (two meanings, Medical and Legal), an Editor's change of a hero slide stays a draft and
 * is submitted for review; a Reviewer rejects it with a comment; the Editor sees the comment, revises and
 * resubmits; two Reviewers sign with the two meanings (password again, the user name on a session's first
 * signature); the Editor schedules the publish for the next minute and the server HTML shows it then (the
 * API's scheduling clock is moved to that minute, not waited for); the history shows the signatures, the
 * CSV export carries them. axe has nothing to report on the new screens.
 */

const SLIDES = '/api/cms/home/slides';
const SETTINGS = '/api/review/settings';
/** The scheduler's clock, which the suite's composition lets an Administrator set (SCHEDULING_CLOCK_CONTROL). */
const CLOCK = '/api/scheduling-clock';
const SHOTS = '/tmp/h22-shots';

const publicTitle = async (id: string) => ((await (await fetch(`${COMPOSITION.apiURL}${SLIDES}/${id}`)).json()) as { data: Item }).data.title;
const serverHtml = async () => (await fetch(`${COMPOSITION.baseURL}/`)).text();
const draftsBar = (page: Page) => page.getByRole('region', { name: 'Unpublished changes' });

type Settings = { required: boolean; meanings: string[]; unpublishOnExpiry: boolean; version: number };
type ClockState = { now: string; offsetMs: number };

/** Sets the time the scheduler goes by; the API runs a scheduler round before it answers. */
const setSchedulingClock = (at: number) => api<ClockState>('PUT', CLOCK, { at: new Date(at).toISOString() });

async function setReview(required: boolean): Promise<void> {
  const { version } = await api<Settings>('GET', SETTINGS);
  await api('PUT', SETTINGS, { required, meanings: required ? ['Medical', 'Legal'] : ['Approved for publication'], unpublishOnExpiry: false, version });
}

async function asRole(browser: Browser, account: RoleAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAccount(page, account);
  return page;
}

/** Edits the first hero slide's title in the dashboard (a plain Update: with review required it stays a draft, and says so). */
async function editSlide(page: Page, title: string): Promise<void> {
  await openTab(page, 'Home Page', /^Hero Slides/);
  await page.getByRole('button', { name: 'Edit Hero Slide 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('Hero Slide saved as a draft: visitors see it once the Home page is reviewed and published.');
}

async function submitForReview(page: Page, note: string): Promise<void> {
  await draftsBar(page).getByRole('button', { name: 'Submit for review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit for review' });
  await dialog.getByLabel('Note to reviewers').fill(note);
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog).toBeHidden();
  await expect(draftsBar(page)).toContainText('Waiting for: Medical, Legal');
}

/** A Reviewer opens the Home Page request from the Review tab and signs it with one meaning. */
async function sign(
  page: Page,
  reviewer: RoleAccount,
  sig: { meaning: string; verdict: 'Approve' | 'Reject'; comment: string },
  testInfo: TestInfo,
  shot?: string,
) {
  await page.reload();
  await openTab(page, 'Review');
  await page.getByRole('button', { name: /^Open the review of Home Page/ }).click();
  const detail = page.getByRole('region', { name: 'Review of Home Page' });
  await detail.getByRole('button', { name: 'Sign…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Home Page review' });
  await dialog.getByLabel('Meaning').selectOption(sig.meaning);
  await dialog.getByRole('radio', { name: sig.verdict }).check();
  await dialog.getByLabel('Comment').fill(sig.comment);
  const username = dialog.getByLabel('User name');
  if (await username.isVisible()) await username.fill(reviewer.email);
  await dialog.getByLabel('Password').fill(reviewer.password);
  if (shot) {
    await dialog.screenshot({ path: `${SHOTS}/${shot}` });
    await expectNoViolations(page, testInfo);
  }
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(detail).toContainText(`Signed: ${sig.meaning}, ${sig.verdict === 'Approve' ? 'approved' : 'rejected'}.`);
}

test('review: submit, reject with a comment, revise and resubmit, two signatures, published at its scheduled minute, signatures in history and the CSV', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const [slide] = (await api<Item[]>('GET', SLIDES)).sort((a, b) => a.order - b.order);
  const [rejectedTitle, revisedTitle] = [unique('Claim to reject'), unique('Reviewed claim')];
  const [editor, medical, legal] = [await accountOf('Editor'), await accountOf('Reviewer'), await accountOf('Reviewer')];
  await setReview(true);
  try {
    await signInAsAccount(page, editor);
    await editSlide(page, rejectedTitle);
    expect(await publicTitle(slide!.id)).toBe(slide!.title); // a save is a draft while review is required
    await submitForReview(page, 'New slide claim');
    await draftsBar(page).screenshot({ path: `${SHOTS}/review-bar-in-review.png` });

    // A Reviewer sees it in the queue, with the field diff, and rejects it with a comment.
    const medicalPage = await asRole(browser, medical);
    await openTab(medicalPage, 'Review');
    await expect(medicalPage.getByRole('tablist', { name: 'Site sections' }).getByRole('tab', { name: /^Review/ })).toHaveAccessibleName(/waiting for you/);
    await medicalPage.getByRole('button', { name: /^Open the review of Home Page/ }).click();
    const detail = medicalPage.getByRole('region', { name: 'Review of Home Page' });
    await expect(detail.getByRole('table').filter({ hasText: rejectedTitle })).toBeVisible();
    await detail.screenshot({ path: `${SHOTS}/review-queue-diff.png` });
    await expectNoViolations(medicalPage, testInfo);
    await sign(medicalPage, medical, { meaning: 'Medical', verdict: 'Reject', comment: 'Not supported by the label' }, testInfo, 'signature-dialog.png');

    // The Editor sees the rejection, revises and resubmits.
    await page.reload();
    await openTab(page, 'Home Page', /^Hero Slides/);
    await expect(draftsBar(page)).toContainText('Not supported by the label');
    await editSlide(page, revisedTitle);
    await submitForReview(page, 'Revised as asked');

    // Two Reviewers sign with two meanings; the second signature of a session needs the password only.
    await sign(medicalPage, medical, { meaning: 'Medical', verdict: 'Approve', comment: 'Medically accurate' }, testInfo);
    const legalPage = await asRole(browser, legal);
    await sign(legalPage, legal, { meaning: 'Legal', verdict: 'Approve', comment: 'Cleared' }, testInfo);
    expect(await publicTitle(slide!.id)).toBe(slide!.title);

    // The Editor schedules the publish for the next minute; visitors get it then, not before. The API's
    // scheduling clock is moved there instead of waiting for it; the scheduler's own round publishes.
    await page.reload();
    await openTab(page, 'Home Page', /^Hero Slides/);
    await expect(draftsBar(page)).toContainText('Approved');
    const due = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const local = new Date(due.getTime() - due.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await draftsBar(page).getByLabel('Publish at').fill(local);
    await draftsBar(page).getByRole('button', { name: 'Schedule publish' }).click();
    await expect(draftsBar(page)).toContainText('Scheduled');
    expect(await serverHtml()).not.toContain(revisedTitle);
    await setSchedulingClock(due.getTime() - 30_000); // a round half a minute before: still not there
    expect(await serverHtml()).not.toContain(revisedTitle);
    expect(await publicTitle(slide!.id)).toBe(slide!.title);
    const movedAt = Date.now();
    const moved = await setSchedulingClock(due.getTime());
    expect(Date.parse(moved.now)).toBeGreaterThanOrEqual(due.getTime());
    await expect.poll(serverHtml, { timeout: 10_000 }).toContain(revisedTitle);
    console.log(`scheduled for ${due.toISOString()}: in the server HTML ${Date.now() - movedAt} ms after the scheduler's clock reached it`);
    expect(await publicTitle(slide!.id)).toBe(revisedTitle);

    // The Schedules tab lists the run, on time.
    await page.reload();
    await openTab(page, 'Schedules');
    const scheduled = page.getByRole('table', { name: 'Scheduled changes' });
    await expect(scheduled.getByRole('row').filter({ hasText: 'Home Page' }).first()).toContainText('Done');
    await page.screenshot({ path: `${SHOTS}/schedules-tab.png`, fullPage: true });
    await expectNoViolations(page, testInfo);

    // The history shows the signatures with name, time and meaning; the CSV export carries them.
    await page.reload();
    await openTab(page, 'Home Page', /^Hero Slides/);
    await page.getByRole('button', { name: 'History of Hero Slide 1' }).click();
    const history = page.getByRole('dialog', { name: 'History of Hero Slide 1' });
    const live = history.getByRole('row').filter({ hasText: 'Live' });
    await expect(live).toContainText(medical.name);
    await expect(live).toContainText(legal.name);
    await expect(live).toContainText('Medical');
    await expect(live).toContainText('Legal');
    await history.screenshot({ path: `${SHOTS}/history-signatures.png` });
    await expectNoViolations(page, testInfo);
    const { token } = await apiSession();
    const csv = await (await fetch(`${COMPOSITION.apiURL}/api/audit/export.csv?action=sign`, { headers: { Authorization: `Bearer ${token}` } })).text();
    for (const expected of [medical.name, legal.name, 'Medical', 'Legal', 'Not supported by the label']) expect(csv).toContain(expected);
  } finally {
    await api('DELETE', CLOCK); // real time again for the specs after this one
    await setReview(false);
    const open = await api<Array<{ id: string; state: string }>>('GET', '/api/review?page=home');
    for (const request of open.filter((r) => r.state === 'in_review' || r.state === 'approved')) await api('POST', `/api/review/${request.id}/withdraw`);
    const { changes } = await api<{ changes: Array<{ collection: string; id: string }> }>('GET', '/api/drafts?page=home');
    for (const { collection, id } of changes) await api('POST', '/api/drafts/discard', { collection, id });
    await api('PUT', `${SLIDES}/${slide!.id}`, { title: slide!.title });
  }
});

test('Settings › Review: an Administrator turns review on with its meanings; axe finds nothing', async ({ page }, testInfo) => {
  const before = await api<Settings>('GET', SETTINGS);
  const admin = await accountOf('Administrator');
  try {
    await signInAsAccount(page, admin);
    await openTab(page, 'Settings');
    // The top tabs have a Review tab too (while requests exist): the sub-tab is the one inside Settings.
    await page
      .getByRole('tabpanel')
      .getByRole('tab', { name: /^Review/ })
      .click();
    await page.getByLabel('Require review before publishing').check();
    await page.getByLabel('Meaning 1', { exact: true }).fill('Medical');
    await page.getByRole('button', { name: 'Add meaning' }).click();
    await page.getByLabel('Meaning 2', { exact: true }).fill('Regulatory');
    await page.getByRole('button', { name: 'Save review settings' }).click();
    await expect(page.getByRole('status')).toContainText('Review settings saved successfully!');
    expect(await api<Settings>('GET', SETTINGS)).toMatchObject({ required: true, meanings: ['Medical', 'Regulatory'] });
    await page.screenshot({ path: `${SHOTS}/settings-review.png`, fullPage: true });
    await expectNoViolations(page, testInfo);
  } finally {
    const { version } = await api<Settings>('GET', SETTINGS);
    await api('PUT', SETTINGS, { required: before.required, meanings: before.meanings, unpublishOnExpiry: before.unpublishOnExpiry, version });
  }
});
