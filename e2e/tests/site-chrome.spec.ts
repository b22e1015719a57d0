import { api, openTab, restoreSection, signIn } from '../support/admin';
import { COMPOSITION } from '../support/composition';
import { expect, test, waitForLiveApp } from '../support/test';

/*
 * The footer is content of the release 'site': an Administrator renames a quick link in Settings ›
 * Footer and, with review off, saving publishes it. A visitor then gets the new label in the server
 * HTML of / (no script run) and in the browser, which hydrates that HTML without a mismatch and
 * without reading the footer again (the page carries it).
 */

const FOOTER = '/api/cms/site/footer';
const homeHtml = async () => (await fetch(`${COMPOSITION.baseURL}/`)).text();

test('an Administrator renames a footer quick link: visitors see it in the server HTML of / and in the browser', async ({ page, browser }) => {
  const published = await api<Record<string, unknown>>('GET', FOOTER);
  const label = `Company ${Date.now().toString(36)}`;
  try {
    await signIn(page);
    await openTab(page, 'Settings', /^Footer$/);
    const first = page.getByRole('group', { name: 'Quick Links' }).getByRole('textbox', { name: 'Label' }).first();
    await expect(first).toHaveValue('About');
    await first.fill(label);
    await page.getByRole('button', { name: 'Save Footer' }).click();
    await expect(page.getByText('Footer saved successfully!')).toBeVisible();

    // The gateway reads the footer again within half a second of a change.
    await expect.poll(homeHtml, { timeout: 5_000 }).toContain(`>${label}</a>`);

    const visitor = await browser.newContext({ baseURL: COMPOSITION.baseURL });
    try {
      const home = await visitor.newPage();
      const errors: string[] = [];
      home.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      home.on('pageerror', (error) => errors.push(error.message));
      const contentReads: string[] = [];
      home.on('request', (request) => new URL(request.url()).pathname.startsWith('/api/cms/') && contentReads.push(request.url()));
      await home.goto('/');
      await waitForLiveApp(home);
      expect(contentReads).toEqual([]);
      const quick = home.getByRole('navigation', { name: 'Quick Links' });
      await expect(quick.getByRole('link', { name: label })).toHaveAttribute('href', '/about');
      await expect(quick.getByRole('link', { name: 'About', exact: true })).toHaveCount(0);
      await quick.getByRole('link', { name: label }).click();
      await expect(home).toHaveURL(/\/about$/);
      await expect(home.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: label })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  } finally {
    await restoreSection(FOOTER, published);
  }
  await expect.poll(homeHtml, { timeout: 5_000 }).toContain('>About</a>');
});
