import { expect, test, waitForLiveApp } from '../support/test';
import { api, openTab, restoreSection, signIn, unique } from '../support/admin';

const BODY_PATH = '/api/cms/products/pharmaceutical-apis';

interface Body extends Record<string, unknown> {
  hero: { title: string; subtitle: string; image: string };
}

test('the server renders /pharmaceutical-apis with its text and samples, and the client hydrates it without a second content read', async ({ page }) => {
  const contentReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/cms/')) contentReads.push(request.url());
  });
  await page.addInitScript(() => {
    const scope = window as Window & { serverHeading?: Element };
    new MutationObserver((_records, observer) => {
      const heading = document.querySelector('h1');
      if (heading) {
        scope.serverHeading = heading;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/pharmaceutical-apis');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pharmaceutical APIs');
  expect(await page.evaluate(() => (window as Window & { serverHeading?: Element }).serverHeading === document.querySelector('h1'))).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Looking for a Specific API?' })).toBeVisible();
  expect(contentReads).toEqual([]);
});

test('an Administrator edits the banner title in Products › Pharmaceutical APIs; visitors get it in the server HTML and the page', async ({
  page,
  request,
}) => {
  const original = await api<Body>('GET', BODY_PATH);
  const title = unique('E2E APIs');
  try {
    await signIn(page);
    await openTab(page, 'Products', /^Pharmaceutical APIs/);
    const banner = page.getByRole('group', { name: 'Banner' });
    await expect(banner.getByLabel(/^Title/)).toHaveValue('Pharmaceutical APIs');
    await banner.getByLabel(/^Title/).fill(title);
    await page.screenshot({ path: test.info().outputPath('pharmaceutical-apis-editor.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save Section' }).click();
    await expect(page.getByText('Pharmaceutical APIs Page saved successfully!')).toBeVisible();

    // The server's first answer already carries the published title (in the page and its head).
    await expect
      .poll(async () => {
        const html = await (await request.get('/pharmaceutical-apis')).text();
        return html.includes(`<h1 data-aos="fade-up">${title}</h1>`) && html.includes(`<title>${title}`);
      })
      .toBe(true);
    await page.goto('/pharmaceutical-apis');
    await waitForLiveApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('region', { name: 'Key figures' }).getByRole('listitem')).toHaveCount(4);
    await page.screenshot({ path: test.info().outputPath('pharmaceutical-apis-edited.png') });
  } finally {
    await restoreSection(BODY_PATH, original);
  }
});
