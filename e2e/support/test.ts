import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The gateway paints each page before its scripts run, and React's first render then replaces that
 * painted block (see shell/server/gateway.mjs). A test that grabs an element in between would hold a
 * node about to be replaced, so navigations here resolve once the live app has taken over.
 */
export async function waitForLiveApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.prerendered-root'), undefined, { timeout: 20_000 });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForLiveApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForLiveApp(page);
      return response;
    };
    await use(page);
  },
});
