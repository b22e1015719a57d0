import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountOf, api, openTab, releaseLiveLocks, signIn, signInAsAccount, unique, type RoleAccount } from '../support/admin';
import { COMPOSITION } from '../support/composition';

/*
 * One change of the About page's claim, told from each person's side and asserting what they read:
 * an Administrator requires review; an Editor saves a draft, submits it and publishes it once signed;
 * a Reviewer reads the changes and the preview before signing; a visitor on a phone reads the new
 * claim and sends an enquiry; the Administrator finds the enquiry and reads the whole story in
 * Activity. Dashboard steps at 1280 px, the visitor at 390 px and 1280 px; any console error fails.
 * The screenshots land in E2E_SHOTS (default /tmp/role-journeys).
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/role-journeys';
const SETTINGS = '/api/review/settings';
const HERO = '/api/cms/about/hero';
const MEANING = 'Medical review';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

type Settings = { required: boolean; meanings: string[]; unpublishOnExpiry: boolean; version: number };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP, locale: 'en-GB', timezoneId: 'Europe/London', failOnConsoleErrors: true });

const claim = unique('Partners in pharmaceutical quality');
let before: { settings: Settings; title: string };
let editor: RoleAccount;
let reviewer: RoleAccount;
let enquirer: string;

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage, animations: 'disabled' });
const draftsBar = (page: Page) => page.getByRole('region', { name: 'Unpublished changes' });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const publishedHtml = async (path: string) => (await fetch(`${COMPOSITION.baseURL}${path}`)).text();

/** Whether `first` comes before `second` in the document. */
const precedes = async (first: Locator, second: Locator) =>
  first.evaluate((a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING), await second.elementHandle());

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await releaseLiveLocks();
  before = { settings: await api<Settings>('GET', SETTINGS), title: (await api<{ title: string }>('GET', HERO)).title };
  [editor, reviewer] = [await accountOf('Editor'), await accountOf('Reviewer')];
});

test.afterAll(async () => {
  const open = await api<Array<{ id: string; state: string }>>('GET', '/api/review?page=about');
  for (const request of open.filter((r) => r.state === 'in_review' || r.state === 'approved')) await api('POST', `/api/review/${request.id}/withdraw`);
  const { version } = await api<Settings>('GET', SETTINGS);
  const { required, meanings, unpublishOnExpiry } = before.settings;
  await api('PUT', SETTINGS, { required, meanings, unpublishOnExpiry, version });
  await api('PUT', HERO, { title: before.title });
});

test('Administrator: requires review with one meaning, and the Review tab is there at once', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Settings');
  await page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name: 'Review' }).click();
  await page.getByLabel('Require review before publishing').check();
  await page.getByLabel('Meaning 1', { exact: true }).fill(MEANING);
  await page.getByRole('button', { name: 'Save review settings' }).click();
  await expect(notice(page, 'Review settings saved')).toHaveText('Review settings saved successfully!');
  await expect(page.getByRole('tablist', { name: 'Site sections' }).getByRole('tab', { name: /^Review/ })).toBeVisible();
  await shot(page, '1-administrator-review-settings', true);
});

test('Editor: the save is a draft, the submission is acknowledged, and the form is read-only in review', async ({ page }) => {
  await signInAsAccount(page, editor);
  await openTab(page, 'About Page', /^About Hero/);
  await page.getByRole('button', { name: 'Edit Hero Section' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Title/).fill(claim);
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form).toBeHidden();
  await expect(notice(page, 'saved as a draft')).toHaveText('About Hero saved as a draft: visitors see it once the About page is reviewed and published.');
  expect(await publishedHtml('/about')).not.toContain(claim);

  await draftsBar(page).getByRole('button', { name: 'Submit for review' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit for review' });
  await submit.getByLabel('Note to reviewers').fill('New positioning line for the About page.');
  await submit.getByRole('button', { name: 'Submit for review' }).click();
  await expect(notice(page, 'Submitted')).toHaveText('Submitted for review: the reviewers can sign it now.');
  await expect(draftsBar(page)).toContainText(`Waiting for: ${MEANING}`);
  await shot(page, '2-editor-submitted');

  await page.getByRole('button', { name: 'Edit Hero Section' }).click();
  await expect(form.getByRole('note')).toContainText('The About page is in review');
  await expect(form.getByRole('button', { name: 'Withdraw to edit' })).toBeVisible();
  await expect(form.getByLabel(/^Title/)).toBeDisabled();
  await shot(page, '2-editor-read-only-in-review');
});

test('Reviewer: reads the changes and the preview before signing, chooses the verdict, signs with a password', async ({ page }) => {
  await signInAsAccount(page, reviewer);
  const reviewTab = page.getByRole('tablist', { name: 'Site sections' }).getByRole('tab', { name: /^Review/ });
  await expect(reviewTab).toHaveAccessibleName(/waiting for you/);
  await reviewTab.click();
  await page.getByRole('button', { name: /^Open the review of About Page/ }).click();
  const detail = page.getByRole('region', { name: 'Review of About Page' });
  const changes = detail.getByRole('region', { name: 'Changes' });
  await expect(changes.getByRole('heading', { level: 4 })).toHaveText(/^About Hero\s+—\s+/);
  await expect(changes).toContainText(before.title);
  await expect(changes).toContainText(claim);
  const preview = detail.getByRole('region', { name: 'Preview' });
  const sign = detail.getByRole('button', { name: 'Sign…' });
  expect(await precedes(changes, preview)).toBe(true);
  expect(await precedes(preview, sign)).toBe(true);
  await shot(page, '3-reviewer-request', true);

  await sign.click();
  const dialog = page.getByRole('dialog', { name: 'Sign About Page review' });
  await expect(dialog.getByRole('radio', { name: 'Approve' })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Reject' })).not.toBeChecked();
  await expect(dialog.getByRole('group', { name: 'You are signing' })).toContainText('About Page');
  await dialog.getByRole('radio', { name: 'Approve' }).check();
  await dialog.getByLabel('Comment').fill('Claim matches the approved positioning.');
  await dialog.getByLabel('User name').fill(reviewer.email);
  await dialog.getByLabel('Password').fill(reviewer.password);
  await shot(page, '3-reviewer-sign-dialog');
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(detail).toContainText(`Signed: ${MEANING}, approved.`);
});

test('Editor: publishes the approved page and is told it is live', async ({ page }) => {
  await signInAsAccount(page, editor);
  await openTab(page, 'About Page', /^About Hero/);
  await expect(draftsBar(page)).toContainText('Approved');
  await expect(draftsBar(page)).toContainText(reviewer.name);
  await draftsBar(page).getByRole('button', { name: 'Publish now' }).click();
  await expect(notice(page, 'Page published')).toHaveText('Page published: the approved changes are now live.');
  await shot(page, '4-editor-published');
  expect(await publishedHtml('/about')).toContain(claim);
});

test.describe('Visitor on a phone', () => {
  test.use(PHONE);

  test('reads the new claim through the menu and sends an enquiry that is announced in view', async ({ page }) => {
    await page.goto('/');
    await shot(page, '5-visitor-phone-home');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'About Us' }).click();
    await menu.getByRole('link', { name: 'Our Journey' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(claim);
    await shot(page, '5-visitor-phone-about');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    enquirer = `Journey Visitor ${Date.now()
      .toString(36)
      .replace(/[^a-z]/g, '')}`;
    await page.getByLabel('Full Name *').fill(enquirer);
    await page.getByLabel('Email Address *').fill('visitor@example.com');
    await page.getByLabel('Message *').fill('Please send the CEP for your API portfolio.');
    const send = page.locator('form.contact-form button[type="submit"]');
    await expect(send).toHaveText('Get in Touch', { timeout: 30_000 }); // the proof of work solved in the page
    await send.click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
    await expect(thanks).toHaveText("Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.");
    await expect(thanks).toBeInViewport();
    await shot(page, '5-visitor-phone-thank-you');
  });
});

test('Visitor at 1280 px: the About page shows the published claim', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(claim);
  await shot(page, '5-visitor-desktop-about');
});

test('Administrator: finds the enquiry and reads the story in Activity in words', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Enquiries');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: enquirer })).toContainText('Please send the CEP');
  await openTab(page, 'Activity');
  await page.getByRole('form', { name: 'Filter the activity' }).getByLabel('Page').selectOption({ label: 'About page' });
  const story = page.getByRole('table').getByRole('row');
  const row = (...texts: string[]) => texts.reduce((rows, text) => rows.filter({ hasText: text }), story);
  await expect(row(`${editor.name} saved a draft of About Hero on the About page`, `Title: '${before.title}' → '${claim}'`)).toHaveCount(1);
  await expect(row(`${editor.name} submitted the About page for review`, 'Note to reviewers')).toHaveCount(1);
  await expect(row(`${reviewer.name} approved the About page (${MEANING})`, "Comment: — → 'Claim matches the approved positioning.'")).toHaveCount(1);
  await expect(row(`${editor.name} published the About page`, 'About Hero: earlier version → new version')).toHaveCount(1);
  await expect(row(`${editor.name} published the About page`, 'Status: Publishing → Published')).toHaveCount(1);
  // The request's bookkeeping is one click away, not in the sentence's changes.
  for (const bookkeeping of ['Published at', 'Content hash', 'Request id']) {
    await expect(page.getByRole('list', { name: 'Changes' }).filter({ hasText: bookkeeping })).toHaveCount(0);
  }
  await shot(page, '6-administrator-activity', true);
});
