import { PUBLIC_ROUTES } from '../support/public-routes.mjs';
import { expect, test } from '../support/test';

/*
 * Every public page loads, hydrates its server HTML and is read to its footer with a clean console:
 * the shared fixture fails a test on any console error (a hydration mismatch such as React's #418,
 * a failed request, an uncaught error).
 */
test.use({ failOnConsoleErrors: true });

for (const route of PUBLIC_ROUTES) {
  test(`${route}: loads, hydrates and is read to the end without a console error`, async ({ page }) => {
    await page.goto(route); // resolves once the hydrated app marked itself ready
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Reading down the page brings in the lazy images and the scroll-animated sections.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  });
}

test('a console error fails a public journey (the check itself)', async ({ page }) => {
  test.fail(true, 'the fixture must fail a test whose page logged an error');
  await page.goto(PUBLIC_ROUTES[0]!);
  await page.evaluate(() => console.error('an error on purpose'));
});
