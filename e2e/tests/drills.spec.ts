import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { trackPageErrors } from '../support/page-errors';
import { PUBLIC_ROUTES } from '../support/public-routes.mjs';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteStatus } from '@pharma/shared';
import { COMPOSITION, controlService, waitForOk } from '../support/composition';
import { api, apiSession, PASSWORD, useApiSession, USERNAME } from '../support/admin';

/**
 * Failure drills against the suite's composition: the API down (public pages, sign-in, dashboard)
 * and back, and a live release whose files are gone. (A remote that is down and back is covered by
 * composition.spec.ts.)
 */

/** mf-about's releases, as its server serves them (`/releases/<version>/`). */
const ABOUT_RELEASES = fileURLToPath(new URL('../../mf-about/releases', import.meta.url));
const API_HEALTH = `${COMPOSITION.apiURL}/api/health`;
const UNAVAILABLE = 'temporarily unavailable';

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a route shows with its own fallback content: every API call fails before reaching a server. */
async function fallbackView(page: Page, route: string) {
  await page.route('**/api/**', (request) => request.abort('connectionrefused'));
  await page.goto(route, { waitUntil: 'networkidle' });
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await expect(h1).toBeVisible();
  const view = { h1: normalize(await h1.innerText()), mainLength: normalize(await page.locator('main').innerText()).length };
  await page.unroute('**/api/**');
  return view;
}

async function stopApi() {
  await controlService('api', 'stop');
  await expect
    .poll(() =>
      fetch(API_HEALTH).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
}

async function startApi() {
  await controlService('api', 'start');
  await waitForOk(API_HEALTH, 30_000);
}

test.describe('API down', () => {
  // Whatever happened, leave the API running for the suites that follow.
  test.afterEach(startApi);

  test('every public route shows its built-in content without an uncaught error, and recovers without a reload', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = trackPageErrors(page);
    const fallbacks = new Map<string, { h1: string; mainLength: number }>();
    for (const route of PUBLIC_ROUTES) fallbacks.set(route, await fallbackView(page, route));

    await stopApi();
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' }); // the gateway now answers every /api call with 503
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await expect(h1, `${route} heading`).toBeVisible();
      await expect(h1, `${route} shows its built-in heading`).toHaveText(fallbacks.get(route)!.h1, { useInnerText: true });
      await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toHaveCount(0);
      const mainLength = normalize(await page.locator('main').innerText()).length;
      expect(mainLength, `${route} shows its built-in sections`).toBeGreaterThanOrEqual(fallbacks.get(route)!.mainLength * 0.9);
    }
    expect(errors, 'uncaught errors with the API down').toEqual([]);

    // Back up: a client-side navigation (same document) fetches content from the API again.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await startApi();
    const contentRead = page.waitForResponse((response) => response.url().includes('/api/cms/') && response.status() === 200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await contentRead;
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    expect(errors, 'uncaught errors after the API came back').toEqual([]);
  });

  test('signing in says clearly that it failed (not "wrong password"), and works once the API is back, without a reload', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill(PASSWORD);
    await stopApi();
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toBeEmpty();
    await expect(alert).not.toContainText(/invalid username or password/i);
    await expect(page).toHaveURL(/\/admin\/login$/);

    await startApi();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(errors).toEqual([]);
  });

  test('the dashboard (valid session) says clearly that content cannot be loaded, and recovers without a reload', async ({ page }) => {
    const errors = trackPageErrors(page);
    // Signed in: the session cookie, and the "who am I" this browser remembers from the last answer.
    await useApiSession(page);
    const { user } = await apiSession();
    await page.addInitScript((value) => localStorage.setItem('admin_auth', value), JSON.stringify({ user }));

    await stopApi();
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const problem = page
      .getByRole('alert')
      .filter({ hasText: /could not|unavailable|try again/i })
      .first();
    await expect(problem).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/); // an outage is not a sign-out

    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await startApi();
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /could not|unavailable/i })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    expect(errors).toEqual([]);
  });
});

test('a live release whose files are gone from its server shows the fallback inside the site frame; a rollback recovers', async ({ page }) => {
  // A copy of mf-about's live release under another version, published and made live, then removed
  // from the remote's server (a broken deploy, a purge of the wrong folder): the registry still names it.
  const live = (await api<RemoteStatus[]>('GET', '/api/remotes')).find((remote) => remote.remote === 'mf_about')!.live!;
  const gone = 'dead00000001';
  const folder = path.join(ABOUT_RELEASES, gone);
  cpSync(path.join(ABOUT_RELEASES, live.version), folder, { recursive: true });
  const errors = trackPageErrors(page);
  try {
    const { publishedAt: _at, publishedBy: _by, ...build } = live;
    await api('POST', '/api/remotes/releases', { ...build, version: gone, entry: live.entry.replace(live.version, gone), promote: true });
    rmSync(folder, { recursive: true, force: true });
    await page.goto('/about');
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The rest of the site keeps working from the same document.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Capabilities' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await api('POST', '/api/remotes/mf_about/rollback', { version: live.version });
  }
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toHaveCount(0);
  expect(errors).toEqual([]);
});
