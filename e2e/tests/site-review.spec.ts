import { expect, test } from '../support/test';
import { accountOf, api, openTab, signInAsAccount } from '../support/admin';
import { expectNoViolations } from '../support/axe';
import { COMPOSITION } from '../support/composition';

/*
 * With review required, what every page's head and images show (SEO entries, media details, the site
 * name: the release `site`) is reviewed too: an Editor's SEO title is a draft that the server HTML does
 * not carry; the Editor submits it from Settings, and the Review tab lists it as "Site settings, SEO and
 * media". An Editor cannot schedule an unpublish.
 */

const SETTINGS = '/api/review/settings';
const CLAIM = 'Cures anxiety in 3 days - guaranteed';

type Settings = { required: boolean; meanings: string[]; unpublishOnExpiry: boolean; version: number };
type Request = { id: string; page: string; state: string };

const aboutHtml = async () => (await fetch(`${COMPOSITION.baseURL}/about`)).text();

async function asEditor(token: string, method: string, path: string, body: unknown) {
  return fetch(`${COMPOSITION.apiURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

test('review on: an Editor SEO title stays off the page until the site release is signed; it is submitted from Settings', async ({ page }, testInfo) => {
  const before = await api<Settings>('GET', SETTINGS);
  await api('PUT', SETTINGS, { required: true, meanings: ['Medical', 'Legal'], unpublishOnExpiry: false, version: before.version });
  const editor = await accountOf('Editor');
  try {
    const saved = await asEditor(editor.token, 'PUT', '/api/cms/seo', { route: '/about', title: CLAIM, description: 'Guaranteed.', noindex: false });
    expect(saved.status).toBe(200);
    expect(await aboutHtml()).not.toContain(CLAIM);
    const unpublish = await asEditor(editor.token, 'POST', '/api/schedules', {
      page: 'about',
      action: 'unpublish',
      at: new Date(Date.now() + 3_600_000).toISOString(),
      items: [{ collection: 'about_hero', id: 'main' }],
    });
    expect(unpublish.status).toBe(403);

    await signInAsAccount(page, editor);
    await openTab(page, 'Settings');
    const bar = page.getByRole('region', { name: 'Unpublished changes' });
    await expect(bar).toContainText(CLAIM);
    await bar.getByRole('button', { name: 'Submit for review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit for review' });
    await dialog.getByLabel('Note to reviewers').fill('New About title');
    await dialog.getByRole('button', { name: 'Submit for review' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar).toContainText('Waiting for: Medical, Legal');
    expect(await aboutHtml()).not.toContain(CLAIM);

    await page.reload();
    await openTab(page, 'Review');
    await expect(page.getByRole('row', { name: /Site settings, SEO and media/ })).toContainText('In review');
    await expectNoViolations(page, testInfo);
  } finally {
    for (const request of await api<Request[]>('GET', '/api/review?page=site')) {
      if (request.state === 'in_review' || request.state === 'approved') await api('POST', `/api/review/${request.id}/withdraw`, {});
    }
    await api('POST', '/api/drafts/discard', { collection: 'seo_entries', id: '/about' }).catch(() => undefined);
    const { version } = await api<Settings>('GET', SETTINGS);
    await api('PUT', SETTINGS, { required: before.required, meanings: before.meanings, unpublishOnExpiry: before.unpublishOnExpiry, version });
  }
});
