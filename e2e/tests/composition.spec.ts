import type { Page } from '@playwright/test';
import { expect, test, waitForLiveApp } from '../support/test';
import { COMPOSITION, withServiceStopped } from '../support/composition';
import { signInWithForm } from '../support/admin';

/** The spec's route table and the remote (by its port) that must render each route. */
const ROUTES: { path: string; remote: string; port: number }[] = [
  { path: '/', remote: 'mf_home', port: 4101 },
  { path: '/about', remote: 'mf_about', port: 4102 },
  { path: '/products', remote: 'mf_products', port: 4103 },
  { path: '/pharmaceutical-apis', remote: 'mf_products', port: 4103 },
  { path: '/capabilities', remote: 'mf_capabilities', port: 4104 },
  { path: '/contract-manufacturing', remote: 'mf_capabilities', port: 4104 },
  { path: '/research-development', remote: 'mf_capabilities', port: 4104 },
  { path: '/sustainability', remote: 'mf_sustainability', port: 4105 },
  { path: '/contact', remote: 'mf_contact', port: 4106 },
  { path: '/admin/login', remote: 'mf_admin', port: 4107 },
];
const REMOTE_PORTS = [...new Set(ROUTES.map((r) => r.port))];

/** Ports of the remotes whose files the page requested. */
function recordRemotePorts(page: Page): Set<number> {
  const ports = new Set<number>();
  page.on('request', (request) => {
    const port = Number(new URL(request.url()).port);
    for (const base of REMOTE_PORTS) if (port === COMPOSITION.remotePort(base)) ports.add(base);
  });
  return ports;
}

for (const route of ROUTES) {
  test(`${route.path} is rendered by ${route.remote}, and only that remote is loaded`, async ({ page }) => {
    const ports = recordRemotePorts(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect([...ports]).toEqual([route.port]);
  });
}

test('an unknown path shows the not-found page inside the site frame', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('This page has not been generated')).toBeVisible();
  await expect(page.getByText('Tell me what you would like on this page')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('header navigation moves between remotes and highlights the current route', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Capabilities' }).click();
  await expect(page).toHaveURL(/\/capabilities$/);
  await expect(nav.getByRole('link', { name: 'Capabilities' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'About Us' }).click();
  await nav.getByRole('link', { name: 'Leadership Team' }).click();
  await expect(page).toHaveURL(/\/about$/);
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown }).usr);
  expect(state).toEqual({ activeTab: 'leadership', scrollToTop: true });
  const careers = nav.getByRole('link', { name: /Careers/ });
  await expect(careers).toHaveAttribute('target', '_blank');
});

test('the footer carries quick links, four social links, the copyright and legal links', async ({ page }) => {
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick Links' });
  for (const name of ['About', 'Our Journey', 'Leadership Team', 'Contact Us']) {
    await expect(quick.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['LinkedIn', 'X', 'Facebook', 'Instagram']) {
    await expect(footer.getByRole('link', { name: `${name} (opens in a new tab)` })).toHaveAttribute('target', '_blank');
  }
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  await expect(footer.getByRole('link', { name: /Privacy Policy/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Terms of Service/ })).toBeVisible();
});

test('on a small screen the menu toggles open and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
  await expect(contact).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(contact).toBeHidden();
});

test('every route change starts at the top of the page', async ({ page }) => {
  await page.goto('/contact');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a remote that is down shows its fallback while the rest of the site works, and recovers without a reload', async ({ page }) => {
  await withServiceStopped('mf_about', async () => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('temporarily unavailable');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Capabilities' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('alert')).toContainText('temporarily unavailable');
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
});

test('the admin entry redirects to sign-in, and the dashboard needs a session', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the dashboard discovers each page remote's admin contribution at runtime, and survives one being down", async ({ page }) => {
  const ports = recordRemotePorts(page);
  await signInWithForm(page);
  const tabs = page.getByRole('tablist', { name: 'Site sections' });
  for (const name of ['Home Page', 'About Page', 'Capabilities', 'Contact Page', 'Products', 'Sustainability', 'Settings']) {
    await expect(tabs.getByRole('tab', { name, exact: true })).toBeVisible();
  }
  await tabs.getByRole('tab', { name: 'About Page' }).click();
  await expect(page.getByRole('tab', { name: /Advisory Board/ })).toBeVisible();
  expect(ports.has(4102)).toBe(true);

  await withServiceStopped('mf_capabilities', async () => {
    await tabs.getByRole('tab', { name: 'Capabilities' }).click();
    await expect(page.getByRole('alert')).toContainText('temporarily unavailable');
    await tabs.getByRole('tab', { name: 'About Page' }).click();
    await expect(page.getByRole('tab', { name: /Advisory Board/ })).toBeVisible();
  });
});

test('the first paint already holds the page: rendered by its remote on the server, framed by the shell, no script needed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/', '/capabilities', '/contact', '/admin/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.goto('/capabilities');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Capabilities' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page has not been generated')).toBeVisible();
  await context.close();
});

test('the client hydrates the server-rendered page: the same nodes stay, no second content read, no recoverable error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const contentReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/cms/')) contentReads.push(request.url());
  });
  // Keep the server's heading node as the parser creates it, before any script runs.
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
  await page.goto('/capabilities');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Hydration keeps that very node; a client render would have replaced it.
  expect(await page.evaluate(() => (window as Window & { serverHeading?: Element }).serverHeading === document.querySelector('h1'))).toBe(true);
  await expect(page.getByRole('banner')).toHaveCount(1);
  expect(contentReads).toEqual([]);
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
});

test('the text fonts are preloaded from the HTML, and each preloaded font is one the page draws with', async ({ page }) => {
  for (const path of ['/', '/admin/login']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const { preloaded, used } = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => link.href).sort(),
      used: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /poppins-.*\.woff2$/.test(url))
        .sort(),
    }));
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded).toEqual(used);
  }
});
