import { test as base, type Page } from '@playwright/test';
import { reportLogSize, reportsSince, unexpected, watchCspViolations, type CspViolation } from './csp-violations';

export { expect } from '@playwright/test';

/**
 * The gateway paints each page from its remote's server render before any script runs, and the
 * shell then hydrates it (see shell/src/bootstrap.tsx). Until then its buttons do nothing, so
 * navigations here resolve once the live app has marked itself ready (`<html data-app="ready">`).
 * A page that is not the site's (no #root: another origin a test serves) has nothing to wait for.
 */
export async function waitForLiveApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'), undefined, { timeout: 20_000 });
}

interface ConsoleFixtures {
  /**
   * Fails the test on any console error or uncaught page error (a hydration mismatch, a failed
   * request, a React warning): on for the public journeys, whose pages must load clean.
   */
  failOnConsoleErrors: boolean;
  /** Console errors and page errors seen so far (collected only with failOnConsoleErrors). */
  consoleErrors: string[];
}

interface CspFixtures {
  /** Directives a test violates on purpose (e.g. 'frame-ancestors' when it checks framing is refused). */
  allowedCspViolations: string[];
  /** Every CSP violation of the test so far; the test fails afterwards if any was not allowed. */
  cspViolations: CspViolation[];
}

export const test = base.extend<CspFixtures & ConsoleFixtures>({
  allowedCspViolations: [[], { option: true }],
  failOnConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ context, failOnConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      if (failOnConsoleErrors) {
        // Every page of the context, including one a test opens itself.
        const watch = (page: Page) => {
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(`[console] ${page.url()}: ${message.text()}`);
          });
          page.on('pageerror', (error) => errors.push(`[pageerror] ${page.url()}: ${error.message}`));
        };
        context.pages().forEach(watch);
        context.on('page', watch);
      }
      await use(errors);
      if (errors.length > 0) {
        await testInfo.attach('console-errors', { body: errors.join('\n'), contentType: 'text/plain' });
        throw new Error(`Console errors:\n${errors.map((e) => `- ${e.slice(0, 2000)}`).join('\n')}`);
      }
    },
    { auto: true },
  ],
  // Automatic: the whole suite runs under the gateway's CSP and any violation fails the test that
  // caused it, whether the page saw it or only the gateway's report endpoint did.
  cspViolations: [
    async ({ context, allowedCspViolations }, use, testInfo) => {
      const offset = reportLogSize();
      const violations = await watchCspViolations(context);
      await use(violations);
      // Reports are posted by the browser a moment after the violation.
      await new Promise((resolve) => setTimeout(resolve, 250));
      const found = unexpected([...violations, ...reportsSince(offset)], allowedCspViolations);
      if (found.length > 0) {
        await testInfo.attach('csp-violations', { body: JSON.stringify(found, null, 2), contentType: 'application/json' });
        throw new Error(
          `Content-Security-Policy violations:\n${found.map((v) => `- [${v.source}] ${v.directive ?? ''} ${v.blocked ?? ''} on ${v.document ?? '?'} ${v.detail ?? ''}`).join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
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
    await leaveDashboard(page);
  },
});

/**
 * Leaves the site the way a user closing the tab does: the dashboard lets its edit locks go on
 * `pagehide`. Without it the next spec's account would find a form locked by this one for
 * the lock's 5 minutes. The release is a keepalive request the browser sends after the page went,
 * which Playwright's request events do not see: a moment's wait lets it out before the context closes.
 */
async function leaveDashboard(page: Page): Promise<void> {
  // Only the dashboard takes edit locks: a public page has nothing to let go.
  if (page.isClosed() || !new URL(page.url(), 'http://x').pathname.includes('/admin')) return;
  await page.goto('about:blank').catch(() => null);
  await new Promise((resolve) => setTimeout(resolve, 200));
}
