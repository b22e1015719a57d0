import type { Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPOSITION } from '../support/composition';
import { expect, test } from '../support/test';

/*
 * The gateway's security headers, seen by a browser: the policy of each page, the nonce its inline
 * scripts carry, scripts without the nonce refused, and framing by another origin refused.
 */

/** The directives of a policy, by name. */
function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

async function headersOf(path: string): Promise<Headers> {
  const response = await fetch(`${COMPOSITION.baseURL}${path}`);
  expect(response.status, path).toBe(200);
  return response.headers;
}

/** The origins of the absolute entries the gateway's runtime list names (the suite runs each remote on its own port). */
async function remoteOrigins(): Promise<string[]> {
  const list = (await (await fetch(`${COMPOSITION.baseURL}/remotes.json`)).json()) as { entry: string }[];
  return [...new Set(list.filter((remote) => /^https?:/.test(remote.entry)).map((remote) => new URL(remote.entry).origin))];
}

for (const [path, frameAncestors, frameOptions] of [
  ['/', "'self'", 'SAMEORIGIN'],
  ['/about', "'self'", 'SAMEORIGIN'],
  ['/admin/login', "'none'", 'DENY'],
] as const) {
  test(`${path} carries the site's security headers (frame-ancestors ${frameAncestors})`, async () => {
    const testInfo = test.info();
    const headers = await headersOf(path);
    await testInfo.attach(`headers ${path}`, { body: JSON.stringify(Object.fromEntries(headers), null, 2), contentType: 'application/json' });
    const csp = directives(headers.get('content-security-policy') ?? '');
    expect(csp['script-src']).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp['script-src']).not.toContain('unsafe-inline');
    expect(csp['script-src']).not.toContain('unsafe-eval');
    expect(csp['default-src']).toBe("'self'");
    const origins = await remoteOrigins();
    expect(origins.length).toBeGreaterThan(0);
    for (const origin of origins) {
      expect(csp['script-src'].split(' ')).toContain(origin);
      expect(csp['connect-src'].split(' ')).toContain(origin);
    }
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    expect(csp['form-action']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe(frameAncestors);
    expect(csp['report-uri']).toBe('/csp-report');
    expect(headers.get('x-frame-options')).toBe(frameOptions);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    // Plain HTTP here: HSTS belongs to HTTPS responses only.
    expect(headers.get('strict-transport-security')).toBeNull();
  });
}

test("every inline script of a page carries that response's nonce, and runs", async ({ page }) => {
  const response = await page.goto('/about');
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'])![1];
  const html = await response!.text();
  const inline = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/\ssrc=/.test(tag));
  expect(inline.length).toBeGreaterThanOrEqual(2); // the remote list and the inert switch of the painted page
  for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  expect(await page.evaluate(() => Array.isArray((window as Window & { __REMOTES__?: unknown }).__REMOTES__))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('a script without the nonce', () => {
  test.use({ allowedCspViolations: ['script-src-elem', 'script-src'] });

  test("is refused, and the suite's watcher records the violation", async ({ page, cspViolations }) => {
    await page.goto('/about');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as Window & { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.filter((v) => v.source === 'page').map((v) => v.directive)).toContain('script-src-elem');
  });
});

/**
 * A page of another origin framing a page of the site: a real server on loopback (a routed fake
 * origin would count as a public address, and Chrome's private network rules would refuse the frame
 * whatever the policy said).
 */
async function frameFromElsewhere(page: Page, path: string): Promise<() => Promise<void>> {
  const elsewhere = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(`<!doctype html><title>elsewhere</title><iframe title="victim" src="${COMPOSITION.baseURL}${path}"></iframe>`);
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
  return () => new Promise((resolve) => elsewhere.close(() => resolve()));
}

test.describe('framing', () => {
  // The refusal is the point here (this Chromium shows it, but does not send a report for it).
  test.use({ allowedCspViolations: ['frame-ancestors'] });

  for (const path of ['/admin/login', '/about']) {
    test(`${path} framed by another origin is refused`, async ({ page }) => {
      const close = await frameFromElsewhere(page, path);
      try {
        // Chrome replaces a refused frame with its error page: nothing of the site renders inside.
        await expect
          .poll(() =>
            page
              .frames()
              .find((frame) => frame !== page.mainFrame())
              ?.url(),
          )
          .toBe('chrome-error://chromewebdata/');
        expect(
          page
            .frames()
            .map((frame) => frame.url())
            .filter((url) => url.startsWith(COMPOSITION.baseURL)),
        ).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

test("a public page framed by the site itself still loads (frame-ancestors 'self')", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'same origin';
    frame.src = '/about';
    document.body.appendChild(frame);
  });
  await expect(page.frameLocator('iframe[title="same origin"]').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
});
