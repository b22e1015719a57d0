import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/test';
import { accountOf, api, openTab, signIn, signInAsAccount, unique, type Item } from '../support/admin';
import { COMPOSITION } from '../support/composition';

/*
 * Sign-off built for a careful reviewer, against the real composition: an Administrator turns review
 * on and the Review tab appears without a reload; a Reviewer opens a request and finds the changes
 * (titled by their section) and the preview before "Sign…", the review-by date in words, and a sign
 * dialog with no verdict chosen that repeats the page, sections, version and content hash.
 */

const SLIDES = '/api/cms/home/slides';
const SETTINGS = '/api/review/settings';
const SHOTS = '/tmp/h32r-shots';

type Settings = { required: boolean; meanings: string[]; unpublishOnExpiry: boolean; version: number };
type Request = { id: string; state: string; contentHash: string; round?: number };

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/Berlin' });

test('review sign-off: tab without reload, changes and preview before signing, no preselected verdict, the signed facts repeated', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const before = await api<Settings>('GET', SETTINGS);
  const [slide] = (await api<Item[]>('GET', SLIDES)).sort((a, b) => a.order - b.order);
  const title = unique('Careful claim');
  try {
    await api('PUT', SETTINGS, { required: false, meanings: ['Approved for publication'], unpublishOnExpiry: false, version: before.version });
    const [editor, reviewer] = [await accountOf('Editor'), await accountOf('Reviewer')];

    // An Administrator turns review on: the Review tab appears at once, no reload.
    await signIn(page);
    const topTabs = page.getByRole('tablist', { name: 'Site sections' });
    await openTab(page, 'Settings');
    await page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name: 'Review' }).click();
    // The top Review tab also lists past requests, so an earlier spec's may show it already; its
    // absent-then-present step is held by dashboard-page.test.tsx. Here: it is there after the save,
    // in the same document (the marker survives only without a reload).
    await page.evaluate(() => ((window as Window & { noReload?: boolean }).noReload = true));
    await page.getByLabel('Require review before publishing').check();
    await page.getByLabel('Meaning 1', { exact: true }).fill('Medical');
    await page.getByRole('button', { name: 'Add meaning' }).click();
    await page.getByLabel('Meaning 2', { exact: true }).fill('Legal');
    await page.getByRole('button', { name: 'Save review settings' }).click();
    await expect(page.getByRole('status')).toContainText('Review settings saved successfully!');
    await expect(topTabs.getByRole('tab', { name: /^Review/ })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { noReload?: boolean }).noReload)).toBe(true);

    // The Editor's change is submitted with a review-by date (through the API: the Editor's screens have their own spec).
    const editorCall = async <T>(method: string, path: string, body: unknown) => {
      const response = await fetch(`${COMPOSITION.apiURL}${path}`, {
        method,
        headers: { Authorization: `Bearer ${editor.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    };
    await editorCall('PUT', `${SLIDES}/${slide!.id}`, { title });
    const submitted = await editorCall<Request>('POST', '/api/review/submit', { page: 'home', note: 'New claim', reviewBy: '2027-11-27' });

    // The Reviewer reads the request: facts, changes, preview, signatures, then "Sign…".
    const reviewerPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/Berlin' })).newPage();
    await signInAsAccount(reviewerPage, reviewer);
    await openTab(reviewerPage, 'Review');
    await reviewerPage.getByRole('button', { name: /^Open the review of Home Page/ }).click();
    const detail = reviewerPage.getByRole('region', { name: 'Review of Home Page' });
    const sign = detail.getByRole('button', { name: 'Sign…' });
    await expect(sign).toBeVisible();
    const changes = detail.getByRole('region', { name: 'Changes' });
    await expect(changes.getByRole('heading', { level: 4 })).toHaveText(/^Hero Slides\s+—\s+/);
    await expect(changes.getByRole('table').filter({ hasText: title })).toBeVisible();
    const order = await detail.evaluate((root) => {
      const at = (element: Element | null | undefined) => (element ? [...root.querySelectorAll('*')].indexOf(element) : -1);
      const regions = [...root.querySelectorAll('section[aria-labelledby]')];
      const named = (name: string) => regions.find((region) => region.querySelector('h3')?.textContent === name);
      const button = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign…');
      return { changes: at(named('Changes')), preview: at(named('Preview')), sign: at(button) };
    });
    expect(order.changes).toBeGreaterThan(-1);
    expect(order.preview).toBeGreaterThan(order.changes);
    expect(order.sign).toBeGreaterThan(order.preview);
    // Dates in the reader's locale (en-GB here), never ISO text.
    await expect(detail.locator('time[datetime="2027-11-27"]')).toHaveText('27 November 2027');
    await expect(detail).not.toContainText('2027-11-27');
    await expect(detail).toContainText(`Request ${submitted.id}, round 1`);
    await reviewerPage.screenshot({ path: `${SHOTS}/after-review-detail.png`, fullPage: true });

    // The sign dialog: nothing preselected, Sign off until a verdict is chosen, the facts beside the statement.
    await sign.click();
    const dialog = reviewerPage.getByRole('dialog', { name: 'Sign Home Page review' });
    await expect(dialog.getByRole('group', { name: 'Verdict' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Approve' })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Reject' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Sign', exact: true })).toBeDisabled();
    const facts = dialog.getByRole('group', { name: 'You are signing' });
    await expect(facts).toContainText('Home Page');
    await expect(facts).toContainText('Hero Slides');
    await expect(facts).toContainText(`Request ${submitted.id}, round 1`);
    await expect(facts).toContainText(`${submitted.contentHash.slice(0, 'sha256:'.length + 12)}…`);
    await expect(facts).toContainText('legally binding equivalent of your handwritten signature');
    await reviewerPage.screenshot({ path: `${SHOTS}/after-sign-dialog.png` });
    await dialog.screenshot({ path: `${SHOTS}/after-sign-dialog-only.png` });

    await dialog.getByRole('radio', { name: 'Approve' }).check();
    await dialog.getByLabel('User name').fill(reviewer.email);
    await dialog.getByLabel('Password').fill(reviewer.password);
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(detail).toContainText('Signed: Medical, approved.');
    // The signature's time is shown in the reader's terms too.
    const signedAt = detail.getByRole('table', { name: 'Signatures given' }).locator('time');
    await expect(signedAt).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
  } finally {
    const open = await api<Request[]>('GET', '/api/review?page=home');
    for (const request of open.filter((r) => r.state === 'in_review' || r.state === 'approved')) await api('POST', `/api/review/${request.id}/withdraw`);
    const { changes } = await api<{ changes: Array<{ collection: string; id: string }> }>('GET', '/api/drafts?page=home');
    for (const { collection, id } of changes) await api('POST', '/api/drafts/discard', { collection, id });
    const { version } = await api<Settings>('GET', SETTINGS);
    await api('PUT', SETTINGS, { required: before.required, meanings: before.meanings, unpublishOnExpiry: before.unpublishOnExpiry, version });
    await api('PUT', `${SLIDES}/${slide!.id}`, { title: slide!.title });
  }
});
