import type { Page } from '@playwright/test';

/** Collects uncaught page errors so every journey can assert there were none. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
